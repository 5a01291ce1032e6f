import type { ChangeDirection } from './library-difference.ts';

// The lines of an impact analysis (issue 18, point 4): ours, the spec gives no texts for them.
// Paths are quoted as the library writes them; a direction is said in words after each change.

const word: Record<ChangeDirection, string> = { narrowed: 'beperkt', widened: 'verruimd', other: 'gewijzigd' };
const values = (codes: readonly string[]) => `${codes.length === 1 ? 'waarde' : 'waarden'} ${codes.join(', ')}`;

export type ImpactSubject = 'Entiteit' | 'Attribuut';

export const impactTexts = {
  added: (subject: ImpactSubject, path: string) => `${subject} '${path}' is toegevoegd.`,
  addedRequired: (subject: ImpactSubject, path: string) => `${subject} '${path}' is toegevoegd en verplicht (beperkt).`,
  removed: (subject: ImpactSubject, path: string) => `${subject} '${path}' vervalt.`,
  changed: (subject: ImpactSubject, path: string, what: string, direction: ChangeDirection) => `${subject} '${path}': ${what} (${word[direction]}).`,
  fromTo: (aspect: string, from: string, to: string) => `${aspect} ${from} → ${to}`,
  facetSet: (facet: string, value: string) => `${facet} ${value} ingesteld`,
  facetUnset: (facet: string, value: string) => `${facet} ${value} vervalt`,
  nowRequired: 'nu verplicht',
  noLongerRequired: 'niet meer verplicht',
  valuesWithdrawn: (codes: readonly string[]) => `${values(codes)} ingetrokken`,
  valuesAdded: (codes: readonly string[]) => `${values(codes)} toegevoegd`,
  codeListSet: (name: string) => `krijgt codelijst ${name}`,
  codeListUnset: (name: string) => `codelijst ${name} vervalt`,
  nowArray: 'nu een lijst',
  noLongerArray: 'geen lijst meer',
  codeListAdded: (name: string) => `Codelijst ${name} is toegevoegd.`,
  codeListRemoved: (name: string) => `Codelijst ${name} vervalt.`,
  codeListValues: (name: string, change: string) => `Codelijst ${name}: ${change}.`,
  unbounded: 'onbeperkt',
  absent: 'geen',
} as const;
