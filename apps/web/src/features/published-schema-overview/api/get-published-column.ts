import { publishedSchemaListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

/** `GET /api/PublishedSchemas/{organisation}/{baselineId}`: the schemas of one register column. */
export function getPublishedColumn(organisation: string, baselineId: string) {
  return apiJson(`/api/PublishedSchemas/${encodePath(organisation, baselineId)}`, publishedSchemaListSchema);
}

export function usePublishedColumnQuery(viewer: string | null, organisation: string | null, baselineId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: apiQueryKey('PublishedSchemas', organisation, baselineId, viewer),
      queryFn: () => getPublishedColumn(organisation ?? '', baselineId ?? ''),
      enabled: organisation !== null && baselineId !== null,
    }),
  );
}
