import { z } from 'zod';

// Verbandscontroles (001 §3 'Business rule', §7 `GET`/`PUT /api/Verbandscontroles/{org}/{product}`,
// `POST /api/Verbandscontroles/Validate/{org}/{product}`).

export const businessRuleSchema = z.object({
  name: z.string().trim().min(1, 'Naam verplicht').max(50, 'Naam mag niet langer zijn dan 50 tekens'),
  /** AFD 1.0: XPath 2.0 (pseudo code is translated before it is sent); AFD 2.0: JMESPath. */
  expression: z.string().max(10_000),
  /** AFD 2.0: the message when the rule fails ('Foutmelding'). */
  message: z.string().max(2_000).default(''),
  /** What the rule is about ('Bron'), required for AFD 1.0. */
  source: z.string().max(500).default(''),
  type: z.enum(['pseudo', 'xpath', 'jmespath']),
});
export type BusinessRule = z.output<typeof businessRuleSchema>;

export const businessRulesAnswerSchema = z.object({
  businessRules: z.array(businessRuleSchema),
  /** The names a rule may use, for the editor's pseudo mode: the attributes of the definition's library, and its entities (for count() and exists()). */
  attributeNames: z.array(z.string()),
  /** The definition's revision; a save sends it back and is refused (409) when another save came in between. */
  revision: z.number().int(),
});
export type BusinessRulesAnswer = z.infer<typeof businessRulesAnswerSchema>;

export const saveBusinessRulesBodySchema = z.array(businessRuleSchema).max(500, 'Niet meer dan 500 verbandscontroles');

export const businessRuleParamsSchema = z.object({ organisation: z.string().min(1).max(200), product: z.string().min(1).max(200) });
export const saveBusinessRulesParamsSchema = businessRuleParamsSchema.extend({ userName: z.string().max(300), dateTime: z.string().max(100) });
/** The revision the list was loaded with (`?revision=`): the spec's body is the list itself. */
export const saveBusinessRulesQuerySchema = z.object({ revision: z.coerce.number().int().min(1) });

/** The pseudo code to check; answered with its problems ('Ongeldige invoer: ...'), empty when it is a rule. */
export const validateBusinessRuleBodySchema = z.object({ expression: z.string().max(10_000) });
export const validateBusinessRuleAnswerSchema = z.array(z.string());
