import type { RoleCode } from '@afd/afd';

// The demo data's organisations and accounts, in one place: the seed writes them, the embedded
// provider's login page lists them, the server prints them at start and the e2e tests sign in
// with them. Fictional names; the passwords are public on purpose (demo only, never production).

/** Fictional member organisations (names follow the spec's organisation name format). */
export const demoMemberOrganisations = [
  'Zuiderlicht-Verzekeringen',
  'Polderzeker',
  'Assurantiekantoor-Dijkstra',
] as const;

export type DemoOrganisation = (typeof demoMemberOrganisations)[number];

export interface DemoAccount {
  email: string;
  password: string;
  /** What the account demonstrates, as the login page shows it. */
  description: string;
  role: RoleCode | null;
  /** Inactive accounts have actief and koatActief false. */
  active: boolean;
  organisation: DemoOrganisation;
  /** Organisations the account also composes AFD definitions for, besides its own. */
  alsoComposesFor?: readonly DemoOrganisation[];
  initials: string;
  prefix: string | null;
  surname: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'beheerder@demo.nl',
    password: 'Demo-beheerder-1',
    description: 'Beheerder',
    role: 'B',
    active: true,
    organisation: 'Zuiderlicht-Verzekeringen',
    initials: 'A.M.',
    prefix: null,
    surname: 'Bakker',
  },
  {
    email: 'certificeerder@demo.nl',
    password: 'Demo-certificeerder-1',
    description: 'Certificeerder',
    role: 'C',
    active: true,
    organisation: 'Polderzeker',
    initials: 'C.',
    prefix: 'de',
    surname: 'Vries',
  },
  {
    email: 'valideerder@demo.nl',
    password: 'Demo-valideerder-1',
    description: 'Valideerder (samenstellen: 2 organisaties)',
    role: 'V',
    active: true,
    organisation: 'Assurantiekantoor-Dijkstra',
    alsoComposesFor: ['Polderzeker'],
    initials: 'V.',
    prefix: 'van',
    surname: 'Dam',
  },
  {
    email: 'medewerker@demo.nl',
    password: 'Demo-medewerker-1',
    description: 'Valideerder (tweede organisatie)',
    role: 'V',
    active: true,
    organisation: 'Polderzeker',
    initials: 'M.',
    prefix: null,
    surname: 'Visser',
  },
  {
    email: 'adviseur@demo.nl',
    password: 'Demo-adviseur-1',
    description: 'Certificeerder (andere organisatie)',
    role: 'C',
    active: true,
    organisation: 'Assurantiekantoor-Dijkstra',
    initials: 'R.',
    prefix: null,
    surname: 'Jansen',
  },
  {
    email: 'inactief@demo.nl',
    password: 'Demo-inactief-1',
    description: 'Niet actief (rol certificeerder telt niet)',
    role: 'C',
    active: false,
    organisation: 'Polderzeker',
    initials: 'I.',
    prefix: null,
    surname: 'Jansen',
  },
];

/** The demo account with this e-mail address; throws for an unknown one (tests, e2e). */
export function demoAccountWithEmail(email: string): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}
