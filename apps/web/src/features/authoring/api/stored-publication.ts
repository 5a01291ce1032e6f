import { schemaPublicationMetadataSchema } from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * `GET /api/OrganisationSchemas/MetaData/{organisation}/{name}`: how the schema of this name was
 * last published; null when there is none yet (404). The publish modal preselects the OpenAPI
 * choice when it says the last publication was an OpenAPI description (001 §2 'Publish modal').
 */
export const useStoredPublication = (organisation: string, name: string, enabled: boolean) =>
  useQuery({
    queryKey: ['OrganisationSchemaMetaData', organisation, name] as const,
    queryFn: async () => {
      try {
        return await apiJson(`/api/OrganisationSchemas/MetaData/${encodePath(organisation, name)}`, schemaPublicationMetadataSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
