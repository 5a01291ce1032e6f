import { revalidationStatusSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** How often the status of a running Hervalideer is asked again. */
export const RUNNING_REFRESH_MS = 2_000;

/** `GET /api/OrganisationSchemas/Revalidate/status`: the newest run and the last completed result (ADR 0036). */
export function getRevalidationStatus() {
  return apiJson('/api/OrganisationSchemas/Revalidate/status', revalidationStatusSchema);
}

export const revalidationStatusQuery = () =>
  queryOptions({
    queryKey: ['revalidation', 'status'],
    queryFn: getRevalidationStatus,
    refetchInterval: (query) => (query.state.data?.run?.runtimeStatus === 'Running' ? RUNNING_REFRESH_MS : false),
  });

export function useRevalidationStatus() {
  return useQuery(revalidationStatusQuery());
}
