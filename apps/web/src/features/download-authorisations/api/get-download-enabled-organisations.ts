import { downloadEnabledOrganisationsSchema } from '@afd/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export const downloadEnabledQueryKey = (organisation: string) =>
  apiQueryKey('Authorizations', 'organization', organisation.toLowerCase(), 'download-enabled-organizations');

/** `GET /api/Authorizations/organization/{organisation}/download-enabled-organizations`: null when never restricted. */
export function getDownloadEnabledOrganisations(organisation: string) {
  return apiJson(`/api/Authorizations/organization/${encodePath(organisation)}/download-enabled-organizations`, downloadEnabledOrganisationsSchema);
}

/** The organisation's current choice; idle until an organisation is chosen. */
export function useDownloadEnabledOrganisations(organisation: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: downloadEnabledQueryKey(organisation ?? ''),
      queryFn: () => getDownloadEnabledOrganisations(organisation ?? ''),
    }),
    enabled: organisation !== null,
  });
}
