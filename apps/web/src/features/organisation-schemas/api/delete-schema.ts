import { apiSend, encodePath } from '@/lib/api-client';

/** `DELETE /api/OrganisationSchemas/{organisation}/{name}`. */
export function deleteSchema(organisation: string, name: string) {
  return apiSend(`/api/OrganisationSchemas/${encodePath(organisation, name)}`, { method: 'DELETE' });
}
