import { HttpProblem } from '../../../http/http-problem.ts';

// The Dutch answers of generation and publication (001 §5 'Publishing', §8). The spec's own are
// quoted; the rest are ours in the same plain style.

export const generationProblems = {
  functionNotFound: (functionName: string) => new HttpProblem(404, 'Niet gevonden', `Functie '${functionName}' bestaat niet in deze definitie.`),
  functionInactive: (functionName: string) =>
    new HttpProblem(409, 'Functie niet actief', `Functie '${functionName}' is niet actief: activeer haar onder Functies om er een schema voor te genereren.`),
  noActiveFunctions: () => new HttpProblem(409, 'Geen actieve functies', 'Deze AFD-definitie heeft geen actieve functies en kan daarom niet worden gepubliceerd.'),
  draftNotAllowed: () =>
    new HttpProblem(400, 'Ongeldige invoer', 'JSON Schema draft 2020-12 is niet beschikbaar (feature JsonSchema202012 staat uit).', {
      jsonSchemaVersion: ['JSON Schema draft 2020-12 is niet beschikbaar.'],
    }),
  baselineDocumentGone: () => new HttpProblem(409, 'Baseline ontbreekt', 'Het baselinebestand van de baseline library van deze definitie ontbreekt; upload de baseline opnieuw.'),
  noCatalogue: () => new HttpProblem(409, 'Datacatalogus ontbreekt', 'De datacatalogus van de baseline library van deze definitie ontbreekt; upload de datacatalogus opnieuw.'),
  notOnLatestLibrary: () =>
    new HttpProblem(
      409,
      'Niet de nieuwste baseline library',
      'De definitie is gemaakt op een oudere baseline library. Synchroniseer de definitie eerst met de baseline; alleen dan kan zij gecertificeerd worden.',
    ),
  downloadNeedsPublished: () =>
    new HttpProblem(400, 'Ongeldige invoer', 'Een schema dat niet in het register staat kan niet als download worden aangeboden.', {
      isDownloadable: ['Een schema dat niet in het register staat kan niet als download worden aangeboden.'],
    }),
  /** A generated schema that fails its own certification: a fault in generation, never published. */
  notCertifiable: (findings: Record<string, string[]>) =>
    new HttpProblem(
      422,
      'Niet gecertificeerd',
      `Het gegenereerde schema voor functie ${Object.keys(findings).map((name) => `'${name}'`).join(', ')} certificeert niet tegen de baseline; er is niets gepubliceerd.`,
      findings,
    ),
  nameOfOtherOrigin: (schemaName: string) =>
    new HttpProblem(
      409,
      'Naam al in gebruik',
      `Uw organisatie heeft al een schema '${schemaName}' dat niet uit deze definitie komt. Hernoem of verwijder dat schema onder Beheer schema's en probeer opnieuw.`,
    ),
} as const;
