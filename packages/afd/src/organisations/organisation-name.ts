// The organisation name format (spec 000 §5): "first character a letter, digit or space, followed
// by letters, digits or hyphens". Read literally, a name of one space, or a space followed by a
// hyphen, would pass; we read the leading space as an allowance for how a name was typed, not as
// part of the name: it is dropped, and what remains must start with a letter or digit. A stored
// name therefore never differs from another only by an invisible space.
// Letters are any script's letters (\p{L}: 'Coöperatie' is a Dutch name); digits are 0-9.

const TYPED_NAME_PATTERN = /^ ?[\p{L}0-9][\p{L}0-9-]*$/u;

/** Longer names break every list and selector they appear in; real ones are far shorter. */
export const ORGANISATION_NAME_MAX_LENGTH = 100;
export const ORGANISATION_NAME_TOO_LONG_TEXT = `Naam mag niet langer zijn dan ${ORGANISATION_NAME_MAX_LENGTH} tekens`;

/** The outcome of checking an organisation name as the user typed it. */
export type OrganisationNameCheck =
  /** Nothing typed (or only spaces): the spec silently ignores it. */
  | { kind: 'empty' }
  /** 'Naam voldoet niet aan het vereiste formaat'. */
  | { kind: 'invalid-format' }
  /** ORGANISATION_NAME_TOO_LONG_TEXT. */
  | { kind: 'too-long' }
  /** The name to store: the typed name without its leading space. */
  | { kind: 'valid'; name: string };

/** Checks a typed organisation name against the spec's format (000 §5). */
export function checkOrganisationName(typed: string): OrganisationNameCheck {
  if (typed.trim() === '') return { kind: 'empty' };
  if (!TYPED_NAME_PATTERN.test(typed)) return { kind: 'invalid-format' };
  const name = typed.trimStart();
  return name.length > ORGANISATION_NAME_MAX_LENGTH ? { kind: 'too-long' } : { kind: 'valid', name };
}

/** The key under which organisation names are unique: case does not count (000 §5, §9). */
export function organisationNameKey(name: string): string {
  return name.toLowerCase();
}

/** Whether two organisation names denote the same organisation (case-insensitive). */
export function isSameOrganisationName(a: string, b: string): boolean {
  return organisationNameKey(a) === organisationNameKey(b);
}

// One collator: building one per comparison is slow in long lists.
const dutchCollator = new Intl.Collator('nl', { sensitivity: 'base' });

/** Compares organisation names in Dutch order, case-insensitive (spec 000 §9, 001 §6). */
export function compareOrganisationNames(a: string, b: string): number {
  return dutchCollator.compare(a, b);
}

/** The names in Dutch order, case-insensitive; a new array. */
export function sortOrganisationNames(names: readonly string[]): string[] {
  return [...names].sort(compareOrganisationNames);
}
