import {
  publishDefinitionResultSchema,
  snippetInfoListSchema,
  variantsAnswerSchema,
  variantTreeAnswerSchema,
  type PublishDefinitionBody,
  type Variant,
} from '@afd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { apiQueryKey } from '@/lib/api/query-keys';

// The calls of the variants editor, the predefined-entities screen and the variant publication
// (001 §7 'Product definitions': Variants, PredefinedEntities, GenerateCertifiyPublish variant form).

const variantsKey = (organisation: string, product: string) => ['Variants', organisation, product] as const;

/** `GET /api/Productdefinities/Variants/{organisation}/{productname}`: the variants and the definition's revision. */
export const useVariants = (organisation: string, product: string) =>
  useQuery({
    queryKey: variantsKey(organisation, product),
    queryFn: () => apiJson(`/api/Productdefinities/Variants/${encodePath(organisation, product)}`, variantsAnswerSchema),
  });

/**
 * `PATCH /api/Productdefinities/Variants/{organisation}/{productname}/{user}/{time}?revision=`: the
 * whole list, based on the revision it was loaded with. A save makes a new revision of the
 * definition (its list item says which variants it has), so the cached definitions are marked
 * stale; a 409 (someone saved in between) reads the variants again.
 */
export function useSaveVariants(organisation: string, product: string, userDisplayName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variants, revision }: { variants: Variant[]; revision: number }) =>
      apiJson(`/api/Productdefinities/Variants/${encodePath(organisation, product, userDisplayName || '-', new Date().toLocaleString('nl-NL'))}`, variantsAnswerSchema, {
        method: 'PATCH',
        query: { revision },
        body: variants,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(variantsKey(organisation, product), answer);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('Productdefinities'), refetchType: 'none' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: variantsKey(organisation, product) });
    },
  });
}

/** `GET /api/PredefinedEntities/snippets?organisation=&baseline=&function=`: the snippets that fit the function. */
export const useSnippets = (organisation: string, baseline: string, functionName: string | null) =>
  useQuery({
    queryKey: apiQueryKey('PredefinedEntities', 'snippets', { organisation, baseline, function: functionName }),
    queryFn: () => apiJson('/api/PredefinedEntities/snippets', snippetInfoListSchema, { query: { organisation, baseline, function: functionName ?? '' } }),
    enabled: functionName !== null,
  });

/** `GET /api/PredefinedEntities/tree/{organisation}/{productname}/{function}`: the function's entities, without snippets. */
export const useVariantTree = (organisation: string, product: string, functionName: string | null) =>
  useQuery({
    queryKey: apiQueryKey('PredefinedEntities', 'tree', organisation, product, functionName ?? ''),
    queryFn: () => apiJson(`/api/PredefinedEntities/tree/${encodePath(organisation, product, functionName ?? '')}`, variantTreeAnswerSchema),
    enabled: functionName !== null,
  });

/** `POST /api/Productdefinities/GenerateCertifiyPublish/{org}/{name}/{variantName}/{variantVersion}` (AFD 1.0 only). */
export function usePublishVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organisation, name, variantName, variantVersion, body }: { organisation: string; name: string; variantName: string; variantVersion: string; body: PublishDefinitionBody }) =>
      apiJson(`/api/Productdefinities/GenerateCertifiyPublish/${encodePath(organisation, name, variantName, variantVersion)}`, publishDefinitionResultSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryKey('Productdefinities') }),
  });
}
