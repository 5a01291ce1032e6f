import { baselineSchemaListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const baselinesQueryKey = apiQueryKey('BaselineSchemas');

/** `GET /api/BaselineSchemas`: every validation baseline the user may see (administrators: all), in key order. */
export function getBaselines() {
  return apiJson('/api/BaselineSchemas', baselineSchemaListSchema);
}

export function useBaselinesQuery() {
  return useQuery(queryOptions({ queryKey: baselinesQueryKey, queryFn: getBaselines }));
}
