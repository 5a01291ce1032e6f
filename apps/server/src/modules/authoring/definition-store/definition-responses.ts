import { problemResponse } from '../../../http/problem-response.ts';

// The error answers the routes on one definition declare in their schemas (the OpenAPI document),
// as definition-access.ts, existing-definition.ts and definition-library.ts give them: declared
// once, so each route file names only the answers of its own.

/** Not signed in, no right to the organisation's definitions, or no such organisation or definition. */
export const definitionRefusals = {
  401: problemResponse('Niet aangemeld'),
  403: problemResponse('Geen toegangsrechten voor definities van de organisatie'),
  404: problemResponse('Organisatie of definitie bestaat niet'),
};

/** The definition's baseline library is gone (definition-library.ts). */
export const libraryGoneResponse = { 409: problemResponse('De baseline library van de definitie bestaat niet meer') };
