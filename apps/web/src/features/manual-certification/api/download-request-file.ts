import { apiDownload, encodePath } from '@/lib/api-client';

/** `GET /api/ManualCertifiedSchemas/OpenRequests/{id}/File`: the schema file of a request. */
export function downloadRequestFile(id: string) {
  return apiDownload(`/api/ManualCertifiedSchemas/OpenRequests/${encodePath(id)}/File`);
}
