import { publicationChangedSchema, type OrganisationSchemaListItem } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { organisationSchemasQueryKey } from './get-organisation-schemas';

export interface PublicationChange {
  organisation: string;
  name: string;
  publish: boolean;
  /** Never true without publish (spec 000 §4): the caller clears it when Register goes off. */
  download: boolean;
}

/** `PUT /api/OrganisationSchemas/{organisation}/{name}?publish&download`. */
export function setPublication({ organisation, name, publish, download }: PublicationChange) {
  return apiJson(`/api/OrganisationSchemas/${encodePath(organisation, name)}`, publicationChangedSchema, {
    method: 'PUT',
    query: { publish, download },
  });
}

type Flags = Pick<OrganisationSchemaListItem, 'isPublished' | 'isDownloadable'>;

/** Shows the new switches at once; a failed save puts back what was shown before (spec 000 §4). */
export function useSetPublication(callbacks: { onSaved: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const setFlags = (organisation: string, name: string, flags: (current: Flags) => Flags) =>
    queryClient.setQueryData<OrganisationSchemaListItem[]>(organisationSchemasQueryKey(organisation), (list) =>
      list?.map((schema) => (schema.name === name ? { ...schema, ...flags(schema) } : schema)),
    );
  return useMutation({
    mutationFn: setPublication,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: organisationSchemasQueryKey(change.organisation) });
      const before = queryClient
        .getQueryData<OrganisationSchemaListItem[]>(organisationSchemasQueryKey(change.organisation))
        ?.find((schema) => schema.name === change.name);
      setFlags(change.organisation, change.name, () => ({ isPublished: change.publish, isDownloadable: change.publish && change.download }));
      return { before: before ? { isPublished: before.isPublished, isDownloadable: before.isDownloadable } : null };
    },
    onSuccess: async (_changed, change) => {
      callbacks.onSaved();
      // The server sets the publication date: read it back.
      await queryClient.invalidateQueries({ queryKey: organisationSchemasQueryKey(change.organisation) });
    },
    onError: (error, change, context) => {
      const before = context?.before;
      if (before) setFlags(change.organisation, change.name, () => before);
      callbacks.onFailed(error);
    },
  });
}
