// The command line of afd-compat: `[--catalogus C] [--codelijsten L] [--json] OUD NIEUW`. Parsing
// only; a wrong command line gets the usage in Dutch and exit code 2.

export interface CompatArguments {
  olderPath: string;
  newerPath: string;
  cataloguePath: string | null;
  codeListsPath: string | null;
  json: boolean;
}

export const compatUsage = [
  'Gebruik: afd-compat [--catalogus <datacatalogus.zip>] [--codelijsten <-afdCodelists.json>] [--json] <oud> <nieuw>',
  '',
  '  <oud> <nieuw>  twee versies van hetzelfde schema: twee XSD\'s (AFD 1.0) of twee JSON Schema\'s (AFD 2.0)',
  '  --catalogus    de ZIP van de datacatalogus zoals de portal die accepteert (ook: --catalogue); nodig bij XSD\'s,',
  '                 bij JSON Schema\'s leveren de codelijsten van de catalogus de volledige codelijsten',
  '  --codelijsten  bij JSON Schema\'s: een -afdCodelists.json met de codelijsten waarnaar de schema\'s verwijzen',
  '  --json         het oordeel per richting als JSON',
  '',
  'Beide richtingen worden beslist: accepteert de oude versie elk bericht van de nieuwe (ontvangers op de oude',
  'versie blijven werken), en de nieuwe elk bericht van de oude (verzenders op de oude versie blijven werken)?',
  'Exitcode: 0 beide richtingen compatibel, 1 een richting niet compatibel (met een voorbeeldbericht),',
  '2 handmatig te beoordelen, onjuiste aanroep of onleesbare invoer.',
].join('\n');

export type ParsedCompatArguments = { ok: true; arguments: CompatArguments } | { ok: false; problem: string | null };

const fileOptions: Record<string, 'cataloguePath' | 'codeListsPath'> = { '--catalogus': 'cataloguePath', '--catalogue': 'cataloguePath', '--codelijsten': 'codeListsPath' };

/** Reads the arguments; `problem` null means help was asked for. */
export function parseCompatArguments(argv: readonly string[]): ParsedCompatArguments {
  const options: Pick<CompatArguments, 'cataloguePath' | 'codeListsPath'> = { cataloguePath: null, codeListsPath: null };
  let json = false;
  const files: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const [name, inlineValue] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    const option = fileOptions[name];
    if (name === '--help' || name === '-h') return { ok: false, problem: null };
    if (name === '--json') {
      json = true;
    } else if (option !== undefined) {
      const value = inlineValue ?? argv[(index += 1)];
      if (value === undefined || value === '') return { ok: false, problem: `${name} verwacht een bestand.` };
      options[option] = value;
    } else if (name.startsWith('-')) {
      return { ok: false, problem: `Onbekende optie ${name}.` };
    } else {
      files.push(argument);
    }
  }
  const [olderPath, newerPath] = files;
  if (files.length !== 2 || olderPath === undefined || newerPath === undefined) return { ok: false, problem: 'Geef precies twee bestanden op: eerst de oude versie, dan de nieuwe.' };
  return { ok: true, arguments: { olderPath, newerPath, json, ...options } };
}
