import { predefinedEntityListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const predefinedEntitiesQueryKey = apiQueryKey('PredefinedEntities');

/** `GET /api/PredefinedEntities`: the current set (empty before the first upload). */
export function getPredefinedEntities() {
  return apiJson('/api/PredefinedEntities', predefinedEntityListSchema);
}

export function usePredefinedEntitiesQuery() {
  return useQuery(queryOptions({ queryKey: predefinedEntitiesQueryKey, queryFn: getPredefinedEntities, staleTime: 0 }));
}
