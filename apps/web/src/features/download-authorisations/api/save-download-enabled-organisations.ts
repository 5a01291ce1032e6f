import { organisationNamesSchema } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '../../../lib/api-client';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['download-authorisations'] }),
  });
}
