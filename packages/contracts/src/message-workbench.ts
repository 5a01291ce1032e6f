import { z } from 'zod';

// The test-message workbench (issue 18, point 5; ours, not in the spec): a member checks a message
// against one function of a definition, as that function's schema and verbandscontroles judge it.

/** A message is at most this long (characters): far above a real AFD message, far below the body limit. */
export const maxTestMessageLength = 2_000_000;

/** `POST /api/Productdefinities/Workbench/{organisation}/{name}/{function}`. */
export const messageCheckBodySchema = z.object({
  message: z.string().min(1, 'Het bericht is leeg.').max(maxTestMessageLength, `Het bericht is langer dan ${maxTestMessageLength.toLocaleString('nl-NL')} tekens.`),
});
export type MessageCheckBody = z.infer<typeof messageCheckBodySchema>;

export const messageFindingSchema = z.object({
  kind: z.enum(['schema', 'verbandscontrole']),
  /** Where in the message, e.g. `policy[0].branch`; empty for the message as a whole. */
  path: z.string(),
  message: z.string(),
  /** The schema keyword or the verbandscontrole's id. */
  source: z.string(),
});
export type MessageFinding = z.infer<typeof messageFindingSchema>;

/** Every finding; none means the function's schema and rules accept the message. */
export const messageCheckResultSchema = z.object({ function: z.string(), findings: z.array(messageFindingSchema) });
export type MessageCheckResult = z.infer<typeof messageCheckResultSchema>;

/** `POST /api/OrganisationSchemas/Workbench/{organisation}/{name}`: a message against a certified organisation schema. */
export const schemaMessageCheckResultSchema = z.object({ schema: z.string(), findings: z.array(messageFindingSchema) });
export type SchemaMessageCheckResult = z.infer<typeof schemaMessageCheckResultSchema>;
