import { openManualRequestListSchema } from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const openRequestsQueryKey = apiQueryKey('ManualCertifiedSchemas', 'OpenRequests');

/** `GET /api/ManualCertifiedSchemas/OpenRequests`: requests no administrator has handled yet. */
export function getOpenRequests() {
  return apiJson('/api/ManualCertifiedSchemas/OpenRequests', openManualRequestListSchema);
}

export function useOpenRequestsQuery() {
  return useQuery({ queryKey: openRequestsQueryKey, queryFn: getOpenRequests });
}

