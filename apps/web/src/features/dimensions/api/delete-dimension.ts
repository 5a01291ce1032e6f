import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dimensionCombinationsQueryKey } from '@/lib/api/get-dimension-combinations';
import { dimensionsQueryKey } from '@/lib/api/get-dimensions';
import { apiSend, encodePath } from '@/lib/api-client';

/** `DELETE /api/dimensions/{id}`: removes a dimension no baseline key uses, with its combinations. */
export function deleteDimension(id: string) {
  return apiSend(`/api/dimensions/${encodePath(id)}`, { method: 'DELETE' });
}

export function useDeleteDimension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDimension,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dimensionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dimensionCombinationsQueryKey }),
      ]),
  });
}
