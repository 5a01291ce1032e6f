import { publishedSchemaVersionsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';
import { ApiError } from '@/lib/api-error';

/** `GET /api/PublishedSchemas/Versions`: public; the published versions of one schema, newest first. */
export function getSchemaVersions(organisation: string, name: string) {
  return apiJson('/api/PublishedSchemas/Versions', publishedSchemaVersionsSchema, { query: { organisation, name } });
}

/** An unknown or unpublished schema stays so: asking again only delays the answer. */
export const retryUnlessNotFound = (failures: number, error: Error) => !(error instanceof ApiError && error.status === 404) && failures < 2;

export function useSchemaVersions(organisation: string, name: string) {
  return useQuery(
    queryOptions({
      queryKey: apiQueryKey('PublishedSchemas', 'Versions', { organisation, name }),
      queryFn: () => getSchemaVersions(organisation, name),
      retry: retryUnlessNotFound,
    }),
  );
}
