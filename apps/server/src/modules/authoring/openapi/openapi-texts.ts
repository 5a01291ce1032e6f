import { openApiRuleTexts } from '@afd/afd';
import { HttpProblem } from '../../../http/http-problem.ts';

// The Dutch answers of the OpenAPI description calls. The spec's own (001 §8) are quoted; the
// rest are ours in the same plain style. Field messages come from packages/afd.

export const openApiHttpProblems = {
  featureOff: () => new HttpProblem(404, 'Niet gevonden', 'OpenAPI Descriptions zijn niet beschikbaar (feature AosOpenApi staat uit).'),
  notAfd2: (name: string) =>
    new HttpProblem(409, 'Alleen AFD 2.0', `Definitie '${name}' is een AFD 1.0-definitie. Een OpenAPI Description kan alleen bij een AFD 2.0-definitie worden gemaakt.`),
  noDescription: (name: string) => new HttpProblem(404, 'Niet gevonden', `Definitie '${name}' heeft nog geen OpenAPI Description.`),
  invalidFields: (errors: Record<string, string[]>) => new HttpProblem(400, 'Ongeldige invoer', Object.values(errors)[0]?.[0] ?? 'De invoer is ongeldig.', errors),
  /** 001 §8: registering a description that does not validate; its errors under errors.openApiDescription. */
  invalid: (errors: string[]) => new HttpProblem(422, 'OpenAPI Description ongeldig', openApiRuleTexts.descriptionInvalid, { openApiDescription: errors }),
  nameOfOther: (schemaName: string) =>
    new HttpProblem(
      409,
      'Naam al in gebruik',
      `Uw organisatie heeft al een schema '${schemaName}' dat geen OpenAPI Description van deze definitie is. Hernoem of verwijder dat schema onder Beheer schema's en probeer opnieuw.`,
    ),
} as const;

/** The organisation schema a definition's OpenAPI description is registered as. */
export const openApiSchemaName = (definitionName: string) => `${definitionName}-OpenAPI`;
