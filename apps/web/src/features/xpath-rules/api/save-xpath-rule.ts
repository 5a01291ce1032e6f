import { xpathListSchema, type XPathRule } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { xpathRulesQueryKey } from '@/lib/api/get-xpath-rules';

/** `POST /api/xpathlist` with one rule: a new id adds it, a known id changes it. */
export function saveXPathRule(rule: XPathRule) {
  return apiJson('/api/xpathlist', xpathListSchema, { method: 'POST', body: { rules: [rule] } });
}

export function useSaveXPathRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveXPathRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: xpathRulesQueryKey }),
  });
}
