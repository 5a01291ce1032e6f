import { organisationNamesSchema } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

export interface SaveDownloadEnabledInput {
  organisation: string;
  enabledOrganisations: string[];
}

/** `PUT .../download-enabled-organizations`: only these organisations may download from now on. */
export function saveDownloadEnabledOrganisations({ organisation, enabledOrganisations }: SaveDownloadEnabledInput) {
  return apiJson(`/api/Authorizations/organization/${encodePath(organisation)}/download-enabled-organizations`, organisationNamesSchema, {
    method: 'PUT',
    body: enabledOrganisations,
  });
}

export function useSaveDownloadEnabledOrganisations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDownloadEnabledOrganisations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('Authorizations') }),
  });
}
