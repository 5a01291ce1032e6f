import { publishedRegisterSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * The register's answer depends on who asks (mayDownload per schema), so the signed-in user's id
 * is part of the key: signing in or out never shows another caller's answer.
 */
export const publishedRegisterQueryKey = (viewer: string | null) => ['published-schemas', viewer] as const;

/** `GET /api/PublishedSchemas`: organisations -> baselines -> schemas (bearer only when signed in). */
export function getPublishedRegister() {
  return apiJson('/api/PublishedSchemas', publishedRegisterSchema);
}

export function usePublishedRegisterQuery(viewer: string | null) {
  return useQuery(queryOptions({ queryKey: publishedRegisterQueryKey(viewer), queryFn: getPublishedRegister }));
}
