import { dimensionCombinationListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from './query-keys';

// `GET /api/DimensionCombinations`, used by the combinations screen (which saves them) and, through
// the baseline-key selects, by the baseline upload, schema certification and manual certification.

export const dimensionCombinationsQueryKey = apiQueryKey('DimensionCombinations');

/** `GET /api/DimensionCombinations`: every combination of the three lists with its 'allowed' flag. */
export function getDimensionCombinations() {
  return apiJson('/api/DimensionCombinations', dimensionCombinationListSchema);
}

export function dimensionCombinationsQueryOptions() {
  return queryOptions({ queryKey: dimensionCombinationsQueryKey, queryFn: getDimensionCombinations });
}

export function useDimensionCombinationsQuery() {
  return useQuery(dimensionCombinationsQueryOptions());
}
