import { revalidationStatusSchema } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { revalidationStatusQuery } from './revalidation-status';

/** `POST /api/OrganisationSchemas/Revalidate/start`: starts Hervalideer as a background job; answers its status. */
export function startRevalidation() {
  return apiJson('/api/OrganisationSchemas/Revalidate/start', revalidationStatusSchema, { method: 'POST' });
}

/** The answered status goes into the cache, so the screen follows the run at once. */
export function useStartRevalidation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startRevalidation, onSuccess: (status) => queryClient.setQueryData(revalidationStatusQuery().queryKey, status) });
}
