import { dimensionListsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const dimensionsQueryKey = ['dimensions'] as const;

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
