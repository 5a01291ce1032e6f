import { revalidationResultListSchema } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `POST /api/OrganisationSchemas/Revalidate`: every certified schema against its current baseline. */
export function revalidateSchemas() {
  return apiJson('/api/OrganisationSchemas/Revalidate', revalidationResultListSchema, { method: 'POST' });
}

export function useRevalidateSchemas() {
  return useMutation({ mutationFn: revalidateSchemas });
}
