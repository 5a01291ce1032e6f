import { manualRequestCreatedSchema, type ManualCertificationRequestBody } from '@afd/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** `POST /api/ManualCertifiedSchemas/CreateRequest`: asks the standards body to certify by hand. */
export function createManualRequest(body: ManualCertificationRequestBody) {
  return apiJson('/api/ManualCertifiedSchemas/CreateRequest', manualRequestCreatedSchema, { method: 'POST', body });
}

export function useCreateManualRequest() {
  return useMutation({ mutationFn: createManualRequest });
}
