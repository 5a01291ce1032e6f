import { publishedSchemaListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '../../../lib/api-client';

/** `GET /api/PublishedSchemas/{organisation}/{baselineId}`: the schemas of one register column. */
export function getPublishedColumn(organisation: string, baselineId: string) {
  return apiJson(`/api/PublishedSchemas/${encodePath(organisation, baselineId)}`, publishedSchemaListSchema);
}

export function usePublishedColumnQuery(viewer: string | null, organisation: string | null, baselineId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['published-schemas', viewer, organisation, baselineId] as const,
      queryFn: () => getPublishedColumn(organisation ?? '', baselineId ?? ''),
      enabled: organisation !== null && baselineId !== null,
    }),
  );
}
