import { baselineUsageListSchema } from '@afd/contracts';
import { apiJson, encodePath } from '@/lib/api-client';

/** `GET /api/BaselineSchemas/UsedByPublishedSchemas/{id}`: 'organisation/name' of each published schema on it. */
export async function getBaselineUsage(id: string): Promise<string[]> {
  const usages = await apiJson(`/api/BaselineSchemas/UsedByPublishedSchemas/${encodePath(id)}`, baselineUsageListSchema);
  return usages.map((usage) => `${usage.organisation}/${usage.name}`);
}
