import { dimensionListsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from './query-keys';

// `GET /api/dimensions`, used by the dimensions screen and, through the baseline-key selects, by
// the baseline upload, schema certification and manual certification.

export const dimensionsQueryKey = apiQueryKey('dimensions');

/** `GET /api/dimensions`: the certification areas (with version), message types and domains. */
export function getDimensions() {
  return apiJson('/api/dimensions', dimensionListsSchema);
}

export function dimensionsQueryOptions() {
  return queryOptions({ queryKey: dimensionsQueryKey, queryFn: getDimensions });
}

export function useDimensionsQuery() {
  return useQuery(dimensionsQueryOptions());
}
