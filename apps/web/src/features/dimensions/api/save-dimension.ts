import { dimensionSchema, type SaveDimension } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dimensionCombinationsQueryKey } from '@/lib/api/get-dimension-combinations';
import { dimensionsQueryKey } from '@/lib/api/get-dimensions';
import { apiJson } from '@/lib/api-client';

/** `POST /api/dimensions`: adds one item (no id) or renames it (with id). */
export function saveDimension(item: SaveDimension) {
  return apiJson('/api/dimensions', dimensionSchema, { method: 'POST', body: item });
}

/** Saves an item; the lists and the combinations built from them are loaded again. */
export function useSaveDimension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDimension,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dimensionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dimensionCombinationsQueryKey }),
      ]),
  });
}
