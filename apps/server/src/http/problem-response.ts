import { problemDetailsSchema } from '@afd/contracts';

/**
 * A route's error response for its schema: problem details under their own media type, so the
 * OpenAPI document says `application/problem+json`, as the server answers.
 */
export function problemResponse(description: string) {
  return {
    description,
    content: { 'application/problem+json': { schema: problemDetailsSchema } },
  };
}

/** The refusals of a role-guarded route, declared once: not signed in (401), or no role or right for it (403). */
export const accessRefusals = { 401: problemResponse('Niet aangemeld'), 403: problemResponse('Geen toegang') };
