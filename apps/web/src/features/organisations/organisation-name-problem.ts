import { checkOrganisationName, isSameOrganisationName, ORGANISATION_NAME_TOO_LONG_TEXT } from '@afd/afd/organisations';
import type { Organisation } from '@afd/contracts';

export const INVALID_FORMAT_TEXT = 'Naam voldoet niet aan het vereiste formaat';
export const DUPLICATE_NAME_TEXT = 'Er is al een organizatie met deze naam';

export type TypedNameOutcome =
  /** Empty: the spec silently ignores it. */
  | { kind: 'ignore' }
  | { kind: 'problem'; message: string }
  | { kind: 'valid'; name: string };

/**
 * Checks a typed name before it is saved (spec 000 §5): format, and uniqueness ignoring case
 * among the other organisations. The server checks the same; this spares a round trip.
 */
export function checkTypedName(typed: string, organisations: readonly Organisation[], renamedId?: string): TypedNameOutcome {
  const check = checkOrganisationName(typed);
  if (check.kind === 'empty') return { kind: 'ignore' };
  if (check.kind === 'invalid-format') return { kind: 'problem', message: INVALID_FORMAT_TEXT };
  if (check.kind === 'too-long') return { kind: 'problem', message: ORGANISATION_NAME_TOO_LONG_TEXT };
  const taken = organisations.some((organisation) => organisation.id !== renamedId && isSameOrganisationName(organisation.name, check.name));
  return taken ? { kind: 'problem', message: DUPLICATE_NAME_TEXT } : { kind: 'valid', name: check.name };
}
