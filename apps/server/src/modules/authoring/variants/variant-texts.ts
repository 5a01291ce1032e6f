import { variantTexts } from '@afd/afd';
import { HttpProblem } from '../../../http/http-problem.ts';

// The Dutch answers of the variant calls and the variant publication (001 §5, §8). The spec's
// own come from packages/afd (variantTexts); the rest are ours in the same plain style.

export const variantProblems = {
  functionNotFound: (functionName: string) => new HttpProblem(404, 'Niet gevonden', `Functie '${functionName}' bestaat niet in deze definitie.`),
  variantNotFound: (name: string, version: string) => new HttpProblem(404, 'Niet gevonden', `Variant '${name}' versie ${version} bestaat niet in deze definitie.`),
  nothingToPublish: () => new HttpProblem(409, 'Geen actieve functies', variantTexts.noActiveFunctionsOrVariants),
  notAfd1: () => new HttpProblem(409, 'Alleen AFD 1.0', 'Een variant kan alleen van een AFD 1.0-definitie worden gecertificeerd en gepubliceerd.'),
  snippetsDoNotFit: (problems: Record<string, string[]>) =>
    new HttpProblem(
      422,
      'Niet gecertificeerd',
      `De snippets van de variant passen niet in functie ${Object.keys(problems).map((name) => `'${name}'`).join(', ')}; er is niets gepubliceerd.`,
      problems,
    ),
  nameOfOtherSchema: (schemaName: string) =>
    new HttpProblem(
      409,
      'Naam al in gebruik',
      `Uw organisatie heeft al een schema '${schemaName}' dat niet uit deze variant komt. Hernoem of verwijder dat schema onder Beheer schema's en probeer opnieuw.`,
    ),
} as const;
