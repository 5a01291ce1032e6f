import { z } from 'zod';
import { arrayFacetsSchema, facetsSchema } from './product-definitions.ts';

// `POST /api/FacetsValidator` (001 §7; §5 'Facet modal'): the facets of 'Attribuut wijzigen'
// checked before they are saved. The answer is a list of Dutch objections; empty means fine.
// Without an attribute the server checks only whether the facets hold on their own; with
// organisation, productName and attributePath also whether they narrow that attribute's facets
// in the definition's baseline library.

export const facetsValidatorBodySchema = z
  .object({
    facets: facetsSchema,
    arrayFacets: arrayFacetsSchema,
    organisation: z.string().min(1).max(200).optional(),
    productName: z.string().min(1).max(200).optional(),
    /** The attribute's path in the library ('Polis-PolisType@aantal'). */
    attributePath: z.string().min(1).max(2000).optional(),
  })
  .refine(
    (body) => {
      const target = [body.organisation, body.productName, body.attributePath];
      return target.every((part) => part === undefined) || target.every((part) => part !== undefined);
    },
    {
      message: 'Geef organisation, productName en attributePath samen op, of geen van drieën.',
      path: ['attributePath'],
    },
  );
export type FacetsValidatorBody = z.infer<typeof facetsValidatorBodySchema>;

/** The Dutch objections; an empty list means the facets are fine. */
export const facetsValidatorAnswerSchema = z.array(z.string());
