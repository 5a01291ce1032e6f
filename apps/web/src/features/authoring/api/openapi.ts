import {
  openApiDescriptionAnswerSchema,
  openApiValidationAnswerSchema,
  registerOpenApiDescriptionResultSchema,
  type OpenApiDescriptionInput,
} from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';

// The OpenAPI description calls (001 §7 'OpenAPI'; flag AosOpenApi, AFD 2.0).

export const openApiDescriptionKey = (organisation: string, name: string) => ['OpenApiDescription', organisation, name] as const;

/** `GET /api/OpenApi/openApiDescriptions/{organisation}/{name}`: the stored description (null before the first save), the functions it may refer to, the revision. */
export const fetchOpenApiDescription = (organisation: string, name: string) =>
  apiJson(`/api/OpenApi/openApiDescriptions/${encodePath(organisation, name)}`, openApiDescriptionAnswerSchema);

export const useOpenApiDescription = (organisation: string, name: string, enabled = true) =>
  useQuery({ queryKey: openApiDescriptionKey(organisation, name), queryFn: () => fetchOpenApiDescription(organisation, name), enabled });

/** `POST /api/OpenApi/openApiDescriptions/validator`: the whole description's errors (empty: valid). */
export const validateOpenApiDescription = (organization: string, afdDefinitionName: string, description: OpenApiDescriptionInput) =>
  apiJson('/api/OpenApi/openApiDescriptions/validator', openApiValidationAnswerSchema, { method: 'POST', body: { organization, afdDefinitionName, description } });

/** `POST /api/OpenApi/openApiDescriptions/register/{org}/{name}`: certify and store it as an organisation schema. */
export const registerOpenApiDescription = (organisation: string, name: string, body: { isPublished: boolean; isDownloadable: boolean }) =>
  apiJson(`/api/OpenApi/openApiDescriptions/register/${encodePath(organisation, name)}`, registerOpenApiDescriptionResultSchema, { method: 'POST', body });
