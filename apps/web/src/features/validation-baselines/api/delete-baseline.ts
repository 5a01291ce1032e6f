import { apiSend, encodePath } from '@/lib/api-client';

/** `DELETE /api/BaselineSchemas/{id}`. */
export function deleteBaseline(id: string) {
  return apiSend(`/api/BaselineSchemas/${encodePath(id)}`, { method: 'DELETE' });
}
