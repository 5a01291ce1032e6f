import { businessRulesAnswerSchema, validateBusinessRuleAnswerSchema, type BusinessRule } from '@afd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { apiQueryKey } from '@/lib/api/query-keys';

// The verbandscontroles calls (001 §7 'Business rules').

const key = (organisation: string, product: string) => ['Verbandscontroles', organisation, product] as const;

/** `GET /api/Verbandscontroles/{organisation}/{product}`: the rules, the names a rule may use and the definition's revision. */
export const useBusinessRules = (organisation: string, product: string) =>
  useQuery({ queryKey: key(organisation, product), queryFn: () => apiJson(`/api/Verbandscontroles/${encodePath(organisation, product)}`, businessRulesAnswerSchema) });

/**
 * `PUT /api/Verbandscontroles/{organisation}/{product}/{user}/{time}?revision=`: the whole list,
 * based on the revision it was loaded with. A save makes a new revision of the definition, so the
 * cached definition (page, list) is marked stale; a 409 (someone saved in between) reloads the rules.
 */
export function useSaveBusinessRules(organisation: string, product: string, userDisplayName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rules, revision }: { rules: BusinessRule[]; revision: number }) =>
      apiJson(`/api/Verbandscontroles/${encodePath(organisation, product, userDisplayName || '-', new Date().toLocaleString('nl-NL'))}`, businessRulesAnswerSchema, {
        method: 'PUT',
        query: { revision },
        body: rules,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key(organisation, product), answer);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('Productdefinities'), refetchType: 'none' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: key(organisation, product) });
    },
  });
}

/** `POST /api/Verbandscontroles/Validate/{organisation}/{product}`: the problems of pseudo code (empty: it is a rule). */
export const validatePseudoRule = (organisation: string, product: string, expression: string) =>
  apiJson(`/api/Verbandscontroles/Validate/${encodePath(organisation, product)}`, validateBusinessRuleAnswerSchema, { method: 'POST', body: { expression } });
