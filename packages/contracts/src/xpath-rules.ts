import { z } from 'zod';

// XPath rules run by the certification of AFD 1.0 schemas (spec 000 §3 XPath rule): a selection
// XPath (XPath 1.0) picks nodes of the uploaded XSD, a predicate XPath (XPath 2.0) tests each.

export const XPATH_EXPRESSION_MAX_LENGTH = 4_000;

/** Field errors of the schemas below (the server answers them in `errors`, the web shows them). */
export const xpathRuleValidationTexts = {
  nameRequired: 'Naam is verplicht',
  selectionRequired: 'Selectie XPath is verplicht',
  predicateRequired: 'Predicaat XPath is verplicht',
  errorMessageRequired: 'Foutmelding is verplicht',
  tooLong: (maximum: number) => `Maximaal ${maximum} tekens`,
  idFormat: 'Id moet uit 9 letters of cijfers bestaan',
} as const;

const requiredText = (message: string, maximum: number) =>
  z.string({ error: message }).trim().min(1, message).max(maximum, xpathRuleValidationTexts.tooLong(maximum));

/** A rule id: made by the client, 9 random letters or digits (spec 001 §9). */
export const xpathRuleIdSchema = z.string().regex(/^[A-Za-z0-9]{9}$/, xpathRuleValidationTexts.idFormat);

/** An XPath rule as managed on /xpaths; all four texts are required (spec 000 §5). */
export const xpathRuleSchema = z.object({
  id: xpathRuleIdSchema,
  name: requiredText(xpathRuleValidationTexts.nameRequired, 100),
  selectionXPath: requiredText(xpathRuleValidationTexts.selectionRequired, XPATH_EXPRESSION_MAX_LENGTH),
  predicateXPath: requiredText(xpathRuleValidationTexts.predicateRequired, XPATH_EXPRESSION_MAX_LENGTH),
  errorMessage: requiredText(xpathRuleValidationTexts.errorMessageRequired, 1_000),
});
export type XPathRule = z.infer<typeof xpathRuleSchema>;

/**
 * `GET /api/xpathlist` answers the rules in Dutch order of name; `POST /api/xpathlist` saves the
 * rules it is sent (a new id adds, a known id changes; it never removes: that is
 * `DELETE /api/xpathlist/{id}`) and answers them as saved.
 */
export const xpathListSchema = z.object({ rules: z.array(xpathRuleSchema) });
export type XPathList = z.infer<typeof xpathListSchema>;

export const saveXPathListSchema = z.object({ rules: z.array(xpathRuleSchema).min(1).max(1_000) });

/** `POST /api/xpath/Validate`: a rule, or only the expressions to check (absent ones are skipped). */
export const validateXPathRequestSchema = z.object({
  selectionXPath: z.string().max(XPATH_EXPRESSION_MAX_LENGTH).optional(),
  predicateXPath: z.string().max(XPATH_EXPRESSION_MAX_LENGTH).optional(),
});

/** Each error is the compiling engine's reason; null when the expression compiles or was not sent. */
export const xpathValidationSchema = z.object({
  valid: z.boolean(),
  selectionXPathError: z.string().nullable(),
  predicateXPathError: z.string().nullable(),
});
export type XPathValidation = z.infer<typeof xpathValidationSchema>;

/** `GET /api/xpath/UsageOf/{name}`: the baselines that select the rule, as 'Community-Berichtsoort-Domein'. */
export const xpathRuleUsageSchema = z.array(z.string());
