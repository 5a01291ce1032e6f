import { schemaUsageListSchema } from '@afd/contracts';
import { apiJson, encodePath } from '@/lib/api-client';

/** `GET /api/OrganisationSchemas/UsageOf/{organisation}/{name}`: where the name is used, for the confirmations. */
export function getSchemaUsages(organisation: string, name: string) {
  return apiJson(`/api/OrganisationSchemas/UsageOf/${encodePath(organisation, name)}`, schemaUsageListSchema);
}
