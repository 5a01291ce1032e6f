import { publishedRegisterSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

/**
 * The tree is the same for every caller (no schemas, so no mayDownload): one key for all. The
 * column call's answer depends on who asks and keys on the viewer (get-published-column.ts).
 */
export const publishedRegisterQueryKey = apiQueryKey('PublishedSchemas');

/** `GET /api/PublishedSchemas`: organisations -> baselines with their schema counts (bearer only when signed in). */
export function getPublishedRegister() {
  return apiJson('/api/PublishedSchemas', publishedRegisterSchema);
}

export function usePublishedRegisterQuery() {
  return useQuery(queryOptions({ queryKey: publishedRegisterQueryKey, queryFn: getPublishedRegister }));
}
