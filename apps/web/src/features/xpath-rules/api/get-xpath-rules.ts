import { xpathListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const xpathRulesQueryKey = ['xpath-rules'] as const;

/** `GET /api/xpathlist`: the XPath rules in Dutch order of name. */
export async function getXPathRules() {
  return (await apiJson('/api/xpathlist', xpathListSchema)).rules;
}

export function useXPathRulesQuery() {
  return useQuery(queryOptions({ queryKey: xpathRulesQueryKey, queryFn: getXPathRules }));
}
