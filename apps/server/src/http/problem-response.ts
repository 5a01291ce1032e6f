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
