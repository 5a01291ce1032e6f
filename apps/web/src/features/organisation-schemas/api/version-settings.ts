import { schemaVersionSettingsSchema, type SchemaVersionSettings } from '@afd/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';

const settingsPath = (organisation: string, name: string) => `/api/OrganisationSchemas/${encodePath(organisation, name)}/VersionSettings`;
const settingsKey = (organisation: string, name: string) => apiQueryKey('OrganisationSchemas', organisation, name, 'VersionSettings');

/** `GET /api/OrganisationSchemas/{organisation}/{name}/VersionSettings`: the owner's managers only. */
export function useVersionSettings(organisation: string, name: string) {
  return useQuery(queryOptions({ queryKey: settingsKey(organisation, name), queryFn: () => apiJson(settingsPath(organisation, name), schemaVersionSettingsSchema) }));
}

/** `PUT .../VersionSettings`: the switch 'Vergelijk met alle eerdere versies'; the answer replaces what is shown. */
export function useSetVersionSettings(organisation: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SchemaVersionSettings) => apiJson(settingsPath(organisation, name), schemaVersionSettingsSchema, { method: 'PUT', body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(organisation, name), settings),
  });
}
