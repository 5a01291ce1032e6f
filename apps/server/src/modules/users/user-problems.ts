import { HttpProblem } from '../../http/http-problem.ts';

// The users module's Dutch answers; the web app shows `detail` and puts `errors` on the fields.

export const userTexts = {
  notFoundTitle: 'Niet gevonden',
  notFound: 'Deze gebruiker bestaat niet.',
  invalidTitle: 'Ongeldige invoer',
  invalid: 'De invoer is ongeldig.',
  unknownOrganisation: 'Organisatie is onbekend',
  unknownAuthorisedOrganisations: (names: readonly string[]) => `Onbekende organisatie: ${names.join(', ')}`,
  othersAuthorisations: 'U kunt alleen uw eigen machtigingen inzien.',
} as const;

/** 404 for a user key that matches no user. */
export function userNotFound(): HttpProblem {
  return new HttpProblem(404, userTexts.notFoundTitle, userTexts.notFound);
}

/** 400 with field errors, shaped like the answer to a request that fails its schema. */
export function invalidUser(errors: Record<string, string[]>): HttpProblem {
  return new HttpProblem(400, userTexts.invalidTitle, userTexts.invalid, errors);
}
