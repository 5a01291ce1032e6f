import { xpathListSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** `GET /api/xpathlist`: the rules a version-1 baseline may select (only their names are needed here). */
export function useXPathRuleNamesQuery() {
  return useQuery(
    queryOptions({
      queryKey: ['xpath-rules'],
      queryFn: async () => (await apiJson('/api/xpathlist', xpathListSchema)).rules,
      select: (rules) => rules.map((rule) => rule.name),
    }),
  );
}
