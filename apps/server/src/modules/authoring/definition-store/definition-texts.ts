import { propertyTexts } from '@afd/afd';
import { HttpProblem } from '../../../http/http-problem.ts';

// The Dutch answers of the definition calls. The spec's own (001 §5, §8) are quoted; the rest
// are ours in the same plain style. Field messages of the properties come from packages/afd.

export const definitionProblems = {
  noAccess: (organisation: string) => new HttpProblem(403, 'Forbidden', `Geen toegangsrechten voor definities van organisatie: ${organisation}`),
  organisationNotFound: (organisation: string) => new HttpProblem(404, 'Niet gevonden', `Organisatie '${organisation}' bestaat niet.`),
  baselineNotFound: (basedOn: string) => new HttpProblem(404, 'Niet gevonden', `Baseline '${basedOn}' bestaat niet.`),
  noLibrary: (basedOn: string) =>
    new HttpProblem(409, 'Geen baseline library', `Baseline '${basedOn}' heeft nog geen baseline library: upload eerst de baseline.`),
  definitionNotFound: (name: string) => new HttpProblem(404, 'Niet gevonden', `Definitie '${name}' bestaat niet.`),
  productExists: (name: string, basedOn: string) =>
    new HttpProblem(409, 'Naam al in gebruik', propertyTexts.productExists(name, basedOn), { name: [propertyTexts.productExists(name, basedOn)] }),
  /** A name written by another save between our check and our write (the unique index caught it). */
  nameTakenMeanwhile: () => new HttpProblem(409, 'Naam al in gebruik', propertyTexts.productNameTaken, { name: [propertyTexts.productNameTaken] }),
  nameInvalid: (message: string) => new HttpProblem(400, 'Ongeldige invoer', message, { name: [message] }),
  copyMustDiffer: () =>
    new HttpProblem(400, 'Ongeldige invoer', 'De kopie moet een andere naam krijgen dan het origineel.', { name: ['De kopie moet een andere naam krijgen dan het origineel.'] }),
  invalidProperties: (errors: Record<string, string[]>) => new HttpProblem(400, 'Ongeldige invoer', Object.values(errors)[0]?.[0] ?? 'De invoer is ongeldig.', errors),
  staleRevision: (savedBy: string) =>
    new HttpProblem(
      409,
      'Definitie gewijzigd',
      `De definitie is intussen door ${savedBy} gewijzigd. Laad de definitie opnieuw en breng uw wijziging opnieuw aan.`,
    ),
  /** A choice that widens the library (docs/authoring.md: every choice narrows it), per 'entities.<path>', 'attributes.<path>' / 'compositions.<key>'. */
  choicesWiden: (errors: Record<string, string[]>) => {
    const [field, messages] = Object.entries(errors)[0] ?? ['', []];
    const path = field.slice(field.indexOf('.') + 1);
    return new HttpProblem(400, 'Ongeldige invoer', `${path}: ${messages[0] ?? ''}`, errors);
  },
  attributeNotFound: (path: string) => new HttpProblem(404, 'Niet gevonden', `Attribuut '${path}' bestaat niet in de baseline library van deze definitie.`),
  entityNotFound: (path: string) => new HttpProblem(404, 'Niet gevonden', `Entiteit '${path}' bestaat niet in de baseline library van deze definitie.`),
  unknownPath: (path: string) => new HttpProblem(400, 'Ongeldige invoer', `Het pad '${path}' bestaat niet in de baseline library van deze definitie.`),
  libraryGone: () =>
    new HttpProblem(409, 'Geen baseline library', 'De baseline library van deze definitie bestaat niet meer; synchroniseer de definitie eerst met de baseline.'),
  noBaseFunctions: () =>
    new HttpProblem(400, 'Ongeldige invoer', 'Er is minstens één standaardfunctie nodig.', { functions: ['Er is minstens één standaardfunctie nodig.'] }),
} as const;

/** The tasks the system derives for a definition (docs/authoring.md 'Tasks'), with their Dutch descriptions. */
export const taskDescriptions: Record<string, string> = {
  'newer-baseline-library': 'Er is een nieuwere baseline library van de baseline: synchroniseer de definitie om die te gebruiken.',
  'baseline-library-gone': 'De baseline library van de definitie bestaat niet meer: synchroniseer de definitie met de baseline.',
  'baseline-library-impact':
    'De nieuwere baseline library laat keuzes van deze definitie vervallen of beperkt ze: synchroniseer de definitie, lees de waarschuwingen en bevestig met Doorgaan.',
};
