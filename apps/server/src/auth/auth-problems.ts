import { HttpProblem } from '../http/http-problem.ts';
import type { AccessRefusal } from './access-decision.ts';

// The Dutch answers of the auth plugin. The web app shows `detail` to the user; 'Uw account is
// niet actief.' is also what it shows on its 'Account niet actief' page.

export const authTexts = {
  notSignedInTitle: 'Niet aangemeld',
  notSignedIn: 'Meld u aan om deze functie te gebruiken.',
  invalidToken: 'Uw aanmelding is ongeldig of verlopen. Meld u opnieuw aan.',
  forbiddenTitle: 'Geen toegang',
  accountNotActive: 'Uw account is niet actief.',
  roleMissing: 'U heeft geen toegang tot deze functie.',
  emailMissing: 'Uw aanmelding bevat geen e-mailadres. Neem contact op met de beheerder.',
  emailInUse: 'Er bestaat al een ander account met uw e-mailadres. Neem contact op met de beheerder.',
} as const;

/** 401 for a request without a bearer token where one is needed. */
export function notSignedIn(): HttpProblem {
  return new HttpProblem(401, authTexts.notSignedInTitle, authTexts.notSignedIn);
}

/** 401 for a token that does not verify (forged, expired, other issuer or audience). */
export function invalidToken(): HttpProblem {
  return new HttpProblem(401, authTexts.notSignedInTitle, authTexts.invalidToken);
}

/** 403 for a signed-in caller who may not call the route. */
export function forbidden(detail: string): HttpProblem {
  return new HttpProblem(403, authTexts.forbiddenTitle, detail);
}

/** The problem for a refusal of the access decision. */
export function problemFor(refusal: AccessRefusal): HttpProblem {
  switch (refusal) {
    case 'not-signed-in':
      return notSignedIn();
    case 'account-not-active':
      return forbidden(authTexts.accountNotActive);
    case 'role-missing':
      return forbidden(authTexts.roleMissing);
  }
}
