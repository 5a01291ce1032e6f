import { baselineSchemaSchema, type BaselineSchema } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { baselinesQueryKey } from '@/lib/api/get-baselines';

export interface BaselineFlagChange {
  id: string;
  beheerdersonly: boolean;
}

/** `PUT /api/BaselineSchemas/metadata/{id}` with the 'beheerders only' flag. */
export function setBaselineMetadata({ id, beheerdersonly }: BaselineFlagChange) {
  return apiJson(`/api/BaselineSchemas/metadata/${encodePath(id)}`, baselineSchemaSchema, { method: 'PUT', body: { beheerdersonly } });
}

/** Shows the new flag at once; a failed save puts it back (spec 000 §4). */
export function useSetBaselineMetadata(callbacks: { onSaved: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const setFlag = (id: string, beheerdersonly: boolean) =>
    queryClient.setQueryData<BaselineSchema[]>(baselinesQueryKey, (list) =>
      list?.map((baseline) => (baseline.id === id ? { ...baseline, metaData: { ...baseline.metaData, beheerdersonly } } : baseline)),
    );
  return useMutation({
    mutationFn: setBaselineMetadata,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: baselinesQueryKey });
      setFlag(change.id, change.beheerdersonly);
    },
    onSuccess: () => callbacks.onSaved(),
    onError: (error, change) => {
      setFlag(change.id, !change.beheerdersonly);
      callbacks.onFailed(error);
    },
  });
}
