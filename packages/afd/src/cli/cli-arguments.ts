// The command line of afd-certify: `--baseline B [--catalogue C] [--json] FILE`. Parsing only;
// a wrong command line gets the usage in Dutch and exit code 2.

export interface CliArguments {
  baselinePath: string;
  cataloguePath: string | null;
  json: boolean;
  filePath: string;
}

export const usage = [
  'Gebruik: afd-certify --baseline <baseline> [--catalogue <datacatalogus.zip>] [--json] <bestand>',
  '',
  '  --baseline   het baselinepakket van de portal (.afdbaseline.json, aanbevolen: met XPath-regels en datacatalogus),',
  '               of een los baselinebestand: XSD (AFD 1.0) of JSON Schema (AFD 2.0)',
  '  --catalogue  de ZIP van de datacatalogus zoals de portal die accepteert; nodig bij een losse XSD-baseline,',
  '               en vervangt anders de datacatalogus uit het pakket',
  '  --json       het oordeel en de meldingen als JSON',
  '',
  'Exitcode: 0 valide, 1 niet valide of handmatige certificering nodig, 2 onjuiste aanroep of onleesbare invoer.',
].join('\n');

export type ParsedArguments = { ok: true; arguments: CliArguments } | { ok: false; problem: string | null };

/** Reads the arguments; `problem` null means help was asked for. */
export function parseCliArguments(argv: readonly string[]): ParsedArguments {
  let baselinePath: string | null = null;
  let cataloguePath: string | null = null;
  let json = false;
  const files: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const [name, inlineValue] = argument.startsWith('--') && argument.includes('=') ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)] : [argument, undefined];
    if (name === '--help' || name === '-h') return { ok: false, problem: null };
    if (name === '--json') {
      json = true;
    } else if (name === '--baseline' || name === '--catalogue') {
      const value = inlineValue ?? argv[(index += 1)];
      if (value === undefined || value === '') return { ok: false, problem: `${name} verwacht een bestand.` };
      if (name === '--baseline') baselinePath = value;
      else cataloguePath = value;
    } else if (name.startsWith('-')) {
      return { ok: false, problem: `Onbekende optie ${name}.` };
    } else {
      files.push(argument);
    }
  }
  if (baselinePath === null) return { ok: false, problem: 'Geef met --baseline de baseline op.' };
  if (files.length !== 1) return { ok: false, problem: files.length === 0 ? 'Geef het bestand op dat gecertificeerd moet worden.' : 'Geef precies één bestand op.' };
  return { ok: true, arguments: { baselinePath, cataloguePath, json, filePath: files[0] ?? '' } };
}
