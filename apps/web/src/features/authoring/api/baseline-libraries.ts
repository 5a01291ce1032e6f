import { baselineLibraryUsageListSchema, deletedLibrariesSchema, libraryCompareResultSchema } from '@afd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

const usageKey = apiQueryKey('BaselineLibraries', 'usage-info');

/** `GET /api/BaselineLibraries/usage-info`: every library and what uses it (administrators). */
export const useLibraryUsage = () => useQuery({ queryKey: usageKey, queryFn: () => apiJson('/api/BaselineLibraries/usage-info', baselineLibraryUsageListSchema) });

/** `DELETE /api/BaselineLibraries/deleteable`: removes the obsolete libraries. */
export function useDeleteObsoleteLibraries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('/api/BaselineLibraries/deleteable', deletedLibrariesSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageKey }),
  });
}

/** `GET /api/BaselineLibraries/Compare?from=&to=`: the difference between two libraries of one baseline (issue 18). */
export const useLibraryComparison = (pair: { from: string; to: string } | null) =>
  useQuery({
    queryKey: apiQueryKey('BaselineLibraries', 'Compare', pair?.from ?? '', pair?.to ?? ''),
    queryFn: () => apiJson('/api/BaselineLibraries/Compare', libraryCompareResultSchema, { query: { from: pair?.from, to: pair?.to } }),
    enabled: pair !== null,
  });
