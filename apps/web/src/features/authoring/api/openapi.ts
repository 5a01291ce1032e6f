import {
  openApiDescriptionAnswerSchema,
  openApiValidationAnswerSchema,
  registerOpenApiDescriptionResultSchema,
  type OpenApiDescriptionInput,
} from '@afd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiJson, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

// The OpenAPI description calls (001 §7 'OpenAPI'; flag AosOpenApi, AFD 2.0).

export const openApiDescriptionKey = (organisation: string, name: string) => ['OpenApiDescription', organisation, name] as const;

/** `GET /api/OpenApi/openApiDescriptions/{organisation}/{name}`: the stored description (null before the first save), the functions it may refer to, the revision. */
export const fetchOpenApiDescription = (organisation: string, name: string) =>
  apiJson(`/api/OpenApi/openApiDescriptions/${encodePath(organisation, name)}`, openApiDescriptionAnswerSchema);

export const useOpenApiDescription = (organisation: string, name: string, enabled = true) =>
  useQuery({ queryKey: openApiDescriptionKey(organisation, name), queryFn: () => fetchOpenApiDescription(organisation, name), enabled });

/**
 * `PUT /api/OpenApi/openApiDescriptions/{organisation}/{name}?revision=`: the whole description,
 * based on the revision it was loaded or last saved with; answers as the GET. A save makes a new
 * revision of the definition, so the cached definitions are marked stale.
 */
export function useSaveOpenApiDescription(organisation: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ description, revision }: { description: OpenApiDescriptionInput; revision: number }) =>
      apiJson(`/api/OpenApi/openApiDescriptions/${encodePath(organisation, name)}`, openApiDescriptionAnswerSchema, { method: 'PUT', query: { revision }, body: description }),
    onSuccess: (answer) => {
      queryClient.setQueryData(openApiDescriptionKey(organisation, name), answer);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('Productdefinities'), refetchType: 'none' });
    },
  });
}

/** `POST /api/OpenApi/openApiDescriptions/validator`: the whole description's errors (empty: valid). */
export const validateOpenApiDescription = (organization: string, afdDefinitionName: string, description: OpenApiDescriptionInput) =>
  apiJson('/api/OpenApi/openApiDescriptions/validator', openApiValidationAnswerSchema, { method: 'POST', body: { organization, afdDefinitionName, description } });

/** The server's verdict on a stored description, asked again whenever the stored description changes (001 §4). */
export const useOpenApiValidation = (organization: string, afdDefinitionName: string, description: OpenApiDescriptionInput | null) =>
  useQuery({
    queryKey: ['OpenApiValidation', organization, afdDefinitionName, description],
    queryFn: () => validateOpenApiDescription(organization, afdDefinitionName, description ?? { info: { title: '', version: '' } }),
    enabled: description !== null,
  });

/** `GET /api/OpenApi/openApiDescription?organization&afdDefinitionName&format=`: the stored description as a YAML or JSON file. */
export const downloadOpenApiDescription = (organization: string, afdDefinitionName: string, format: 'yaml' | 'json' = 'yaml') =>
  apiDownload('/api/OpenApi/openApiDescription', { query: { organization, afdDefinitionName, format } });

/** `POST /api/OpenApi/openApiDescriptions/register/{org}/{name}`: certify and store it as an organisation schema. */
export const registerOpenApiDescription = (organisation: string, name: string, body: { isPublished: boolean; isDownloadable: boolean }) =>
  apiJson(`/api/OpenApi/openApiDescriptions/register/${encodePath(organisation, name)}`, registerOpenApiDescriptionResultSchema, { method: 'POST', body });
