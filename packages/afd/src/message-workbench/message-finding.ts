// What the workbench finds in a test message: a schema finding (the function's schema refuses a
// value, with where it sits) or a business-rule finding (a verbandscontrole does not hold).

export interface MessageFinding {
  kind: 'schema' | 'verbandscontrole';
  /** Where in the message: `commonTechnical[0].party[1].refKey`; empty for the message as a whole. */
  path: string;
  /** Dutch, as the member reads it. */
  message: string;
  /** The verbandscontrole's id (business-rule findings) or the schema keyword (schema findings). */
  source: string;
}

/** A checked message: its findings (empty: the message is valid), or why it could not be checked. */
export type MessageCheck = { ok: true; findings: MessageFinding[] } | { ok: false; problem: string };
