import { organisationListSchema, type OrganisationListEntry } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationsQueryKey, type VersionedOrganisations } from '@/lib/api/get-organisations';
import { ApiError, apiErrorFromResponse, NO_RESPONSE_STATUS } from '@/lib/api-error';
import { apiUrl } from '@/lib/api-client';
import { apiHeaders } from '@/lib/http-headers';

export interface SaveOrganisationsInput {
  entries: OrganisationListEntry[];
  /** The version the list was edited from; the server refuses the save (412) when it changed. */
  version: string | null;
}

/**
 * `POST /api/Organisation`: saves the whole list (spec 000 §7) with If-Match. Sent by hand
 * because the API client has no way to add a header; errors become ApiError just the same.
 */
export async function saveOrganisations({ entries, version }: SaveOrganisationsInput): Promise<VersionedOrganisations> {
  const headers = await apiHeaders({
    Accept: 'application/json, application/problem+json',
    'Content-Type': 'application/json',
    ...(version ? { 'If-Match': version } : {}),
  });
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/Organisation'), { method: 'POST', headers, body: JSON.stringify(entries), cache: 'no-store' });
  } catch {
    throw new ApiError({ status: NO_RESPONSE_STATUS, title: 'Geen verbinding met de server' });
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return { organisations: organisationListSchema.parse(await response.json()), version: response.headers.get('etag') };
}

/** Saves the list; the answer (the saved list and its version) replaces the cached one. */
export function useSaveOrganisations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganisations,
    onSuccess: (saved) => queryClient.setQueryData(organisationsQueryKey, saved),
    // A refused save may mean the list changed meanwhile (412): show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: organisationsQueryKey }),
  });
}
