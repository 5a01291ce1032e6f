import { isSameOrganisationName, sortOrganisationNames } from './organisation-name.ts';

// Which organisation a screen works for, from the organisations the user is authorised for
// (spec 001 §6). Screens that list definitions, schema issues or schemas per organisation start
// here; the web app shows the messages in Dutch. An error leaves the choice to the user (nothing
// is selected); a warning comes with a fallback selection.

/** What the user is told about the choice; the web app words each code in the spec's Dutch. */
export type OrganisationChoiceMessage =
  /** 'Organisatie van de gebruiker is onbekend' */
  | { code: 'own-organisation-unknown'; severity: 'error' }
  /** 'Gebruiker heeft geen machtigingen voor organisaties' */
  | { code: 'no-authorised-organisations'; severity: 'warning' }
  /** 'Gebruiker is niet gemachtigd voor organisatie: {org}' for a preselected organisation. */
  | { code: 'preselected-not-authorised'; severity: 'error'; organisation: string }
  /** The same text for the user's own organisation; the first authorised one is used instead. */
  | { code: 'own-organisation-not-authorised'; severity: 'warning'; organisation: string };

export interface OrganisationChoiceInput {
  /** Names of the organisations the user may choose (any order, duplicates allowed). */
  authorised: readonly string[];
  /** The user's own organisation, if the record has one. */
  ownOrganisation: string | null | undefined;
  /** An organisation asked for by the route or query (e.g. `organizationName`). */
  preselected?: string | null | undefined;
}

export interface OrganisationChoice {
  /** The authorised organisations, each once, in Dutch order ignoring case. */
  organisations: string[];
  /** The organisation to work for, spelt as in `organisations`; null leaves it to the user. */
  selected: string | null;
  messages: OrganisationChoiceMessage[];
}

function uniqueNames(names: readonly string[]): string[] {
  const unique: string[] = [];
  for (const name of names) {
    if (name.trim() !== '' && !unique.some((known) => isSameOrganisationName(known, name))) unique.push(name);
  }
  return unique;
}

function isBlank(text: string | null | undefined): text is null | undefined | '' {
  return text === null || text === undefined || text.trim() === '';
}

/**
 * Resolves the organisation list and the selected organisation (spec 001 §6): a preselection
 * must be authorised; without one the user's own organisation is used, or, when that is not
 * authorised, the first authorised organisation with a warning.
 */
export function resolveOrganisationChoice({ authorised, ownOrganisation, preselected }: OrganisationChoiceInput): OrganisationChoice {
  const organisations = sortOrganisationNames(uniqueNames(authorised));
  const find = (name: string) => organisations.find((candidate) => isSameOrganisationName(candidate, name)) ?? null;
  const choice = (selected: string | null, ...messages: OrganisationChoiceMessage[]): OrganisationChoice => ({
    organisations,
    selected,
    messages,
  });

  if (organisations.length === 0) return choice(null, { code: 'no-authorised-organisations', severity: 'warning' });
  if (!isBlank(preselected)) {
    const found = find(preselected);
    return found ? choice(found) : choice(null, { code: 'preselected-not-authorised', severity: 'error', organisation: preselected });
  }
  if (isBlank(ownOrganisation)) return choice(null, { code: 'own-organisation-unknown', severity: 'error' });
  const own = find(ownOrganisation);
  if (own) return choice(own);
  return choice(organisations[0] ?? null, { code: 'own-organisation-not-authorised', severity: 'warning', organisation: ownOrganisation });
}
