import { dimensionCombinationListSchema, type DimensionCombination, type SaveDimensionCombination } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dimensionCombinationsQueryKey } from '@/lib/api/get-dimension-combinations';
import { apiJson } from '@/lib/api-client';

/** `POST /api/DimensionCombinations` with the one combination whose flag changes. */
export function saveDimensionCombination({ certificationAreaId, messageTypeId, applicationAreaId, allowed }: SaveDimensionCombination) {
  return apiJson('/api/DimensionCombinations', dimensionCombinationListSchema, {
    method: 'POST',
    body: [{ certificationAreaId, messageTypeId, applicationAreaId, allowed }],
  });
}

const isSameCombination = (a: SaveDimensionCombination, b: SaveDimensionCombination) =>
  a.certificationAreaId === b.certificationAreaId && a.messageTypeId === b.messageTypeId && a.applicationAreaId === b.applicationAreaId;

export interface SaveCombinationCallbacks {
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * Saves a checkbox at once (spec 000 §2 screen 6). The list shows the new flag straight away;
 * a failed save puts that one row back, leaving other rows saved meanwhile alone. The callbacks
 * run for every save, also when the user clicks several rows before the first one is answered.
 */
export function useSaveDimensionCombination({ onSaved, onFailed }: SaveCombinationCallbacks) {
  const queryClient = useQueryClient();
  const setAllowed = (combination: SaveDimensionCombination, allowed: boolean) =>
    queryClient.setQueryData<DimensionCombination[]>(dimensionCombinationsQueryKey, (list) =>
      list?.map((candidate) => (isSameCombination(candidate, combination) ? { ...candidate, allowed } : candidate)),
    );
  return useMutation({
    mutationFn: saveDimensionCombination,
    onMutate: async (combination) => {
      await queryClient.cancelQueries({ queryKey: dimensionCombinationsQueryKey });
      setAllowed(combination, combination.allowed);
    },
    onSuccess: () => onSaved(),
    onError: (error, combination) => {
      setAllowed(combination, !combination.allowed);
      onFailed(error);
    },
  });
}
