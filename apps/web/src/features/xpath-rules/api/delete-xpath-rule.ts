import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, encodePath } from '@/lib/api-client';
import { xpathRulesQueryKey } from '@/lib/api/get-xpath-rules';

/** `DELETE /api/xpathlist/{id}`: removes a rule no baseline selects. */
export function deleteXPathRule(id: string) {
  return apiSend(`/api/xpathlist/${encodePath(id)}`, { method: 'DELETE' });
}

export function useDeleteXPathRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteXPathRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: xpathRulesQueryKey }),
  });
}
