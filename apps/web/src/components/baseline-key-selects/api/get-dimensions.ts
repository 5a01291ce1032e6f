import { dimensionListsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const dimensionsQueryKey = apiQueryKey('dimensions');

/** `GET /api/dimensions`: the communities (with version), message types and domains. */
export function getDimensions() {
  return apiJson('/api/dimensions', dimensionListsSchema);
}

export function dimensionsQueryOptions() {
  return queryOptions({ queryKey: dimensionsQueryKey, queryFn: getDimensions });
}

export function useDimensionsQuery() {
  return useQuery(dimensionsQueryOptions());
}
