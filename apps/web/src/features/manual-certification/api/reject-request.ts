import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, encodePath } from '@/lib/api-client';
import { openRequestsQueryKey } from './get-open-requests';

/** `POST /api/ManualCertifiedSchemas/OpenRequests/{id}/Reject`: closes a request as afgewezen. */
export function rejectRequest(id: string) {
  return apiSend(`/api/ManualCertifiedSchemas/OpenRequests/${encodePath(id)}/Reject`, { method: 'POST' });
}

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: openRequestsQueryKey }) });
}
