import { compatibilityAnswerSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';
import { retryUnlessNotFound } from './get-schema-versions';

/** `GET /api/PublishedSchemas/Compatibility`: public; both directions between two published versions. */
export function getCompatibility(organisation: string, name: string, from: number, to: number) {
  return apiJson('/api/PublishedSchemas/Compatibility', compatibilityAnswerSchema, { query: { organisation, name, from, to } });
}

/** Asked only once both versions are chosen. */
export function useCompatibility(organisation: string, name: string, pair: { from: number; to: number } | null) {
  return useQuery(
    queryOptions({
      queryKey: apiQueryKey('PublishedSchemas', 'Compatibility', { organisation, name, from: pair?.from ?? 0, to: pair?.to ?? 0 }),
      queryFn: () => getCompatibility(organisation, name, pair?.from ?? 0, pair?.to ?? 0),
      enabled: pair !== null,
      retry: retryUnlessNotFound,
    }),
  );
}
