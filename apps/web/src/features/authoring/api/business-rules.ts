import { businessRulesAnswerSchema, validateBusinessRuleAnswerSchema, type BusinessRule } from '@afd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';

// The verbandscontroles calls (001 §7 'Business rules').

const key = (organisation: string, product: string) => ['Verbandscontroles', organisation, product] as const;

/** `GET /api/Verbandscontroles/{organisation}/{product}`: the rules and the definition's attribute names. */
export const useBusinessRules = (organisation: string, product: string) =>
  useQuery({ queryKey: key(organisation, product), queryFn: () => apiJson(`/api/Verbandscontroles/${encodePath(organisation, product)}`, businessRulesAnswerSchema) });

/** `PUT /api/Verbandscontroles/{organisation}/{product}/{user}/{time}`: the whole list. */
export function useSaveBusinessRules(organisation: string, product: string, userDisplayName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: BusinessRule[]) =>
      apiJson(`/api/Verbandscontroles/${encodePath(organisation, product, userDisplayName || '-', new Date().toLocaleString('nl-NL'))}`, businessRulesAnswerSchema, {
        method: 'PUT',
        body: rules,
      }),
    onSuccess: (answer) => queryClient.setQueryData(key(organisation, product), answer),
  });
}

/** `POST /api/Verbandscontroles/Validate/{organisation}/{product}`: the problems of pseudo code (empty: it is a rule). */
export const validatePseudoRule = (organisation: string, product: string, expression: string) =>
  apiJson(`/api/Verbandscontroles/Validate/${encodePath(organisation, product)}`, validateBusinessRuleAnswerSchema, { method: 'POST', body: { expression } });
