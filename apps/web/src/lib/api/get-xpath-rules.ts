import { xpathListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from './query-keys';

// `GET /api/xpathlist`, used by the XPath rules screen and by the baseline upload (which offers
// the rules to select).

export const xpathRulesQueryKey = apiQueryKey('xpathlist');

/** `GET /api/xpathlist`: the XPath rules in Dutch order of name. */
export async function getXPathRules() {
  return (await apiJson('/api/xpathlist', xpathListSchema)).rules;
}

export function xpathRulesQueryOptions() {
  return queryOptions({ queryKey: xpathRulesQueryKey, queryFn: getXPathRules });
}

export function useXPathRulesQuery() {
  return useQuery(xpathRulesQueryOptions());
}

/** Only the rule names (what a version-1 baseline selects). */
export function useXPathRuleNamesQuery() {
  return useQuery({ ...xpathRulesQueryOptions(), select: (rules) => rules.map((rule) => rule.name) });
}
