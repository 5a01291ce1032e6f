import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodeList } from '../../src/model/catalogue.ts';
import { parseAfdCodelistsFile } from '../../src/afd2/catalogue/parse-afd-codelists-file.ts';
import { skipOrFailWithoutFixtures } from './fixtures-absent.ts';

// The real AFD 2.0 files of the VB-PUO standard ("Bron: SIVI – VB-PUO Standaard"), read-only from
// ../shared/fixtures next to the repository. Where they are absent the tests that use them skip,
// and say so once; under CI=true, where they are always present, their absence fails the run.

export const fixturesDirectory = fileURLToPath(new URL('../../../../../shared/fixtures/sivi-vbpuo/', import.meta.url));

export const fixturesPresent = existsSync(fixturesDirectory);

if (!fixturesPresent) skipOrFailWithoutFixtures('AFD 2.0 fixture tests', fixturesDirectory);

export interface RealDefinition {
  label: string;
  folder: string;
  baseName: string;
  draft: '2019-09' | '2020-12';
  samples: string[];
}

export const realDefinitions: RealDefinition[] = [
  {
    label: 'Bericht 1 Vermogen (0001a)',
    folder: 'VBPUO-Bericht_1._Vermogen_(0001a)',
    baseName: 'VBPUO-001.00-Bericht_1._Vermogen_(0001a)',
    draft: '2019-09',
    samples: ['Voorbeeldbericht_1.json', 'Voorbeeldbericht_2.json'],
  },
  {
    label: 'Bericht 2 Cashflow (0001b)',
    folder: 'VBPUO-Bericht_2._Cashflow_(0001b)',
    baseName: 'VBPUO-001.00-Bericht_2._Cashflow_(0001b)',
    draft: '2019-09',
    samples: ['Voorbeeldbericht_2.json'],
  },
  {
    label: 'Bericht 4 Rendementsinformatie (00002)',
    folder: 'VBPUO-Bericht_4._Rendementsinformatie_(00002)',
    baseName: 'VBPUO-001.00-Bericht_4._Rendementsinformatie_(00002)',
    draft: '2019-09',
    samples: ['Voorbeeldbericht_4.json', 'Voorbeeldbericht_4-uitgebreid.json'],
  },
  {
    label: 'Feedback message',
    folder: 'VBPUO_Feedback_Message',
    baseName: 'VBPUO_Feedback_Message-001.00-VBPUO_Feedback_Message',
    draft: '2020-12',
    samples: [],
  },
];

/** A fixture file's text. */
export function readFixture(folder: string, fileName: string): string {
  return readFileSync(`${fixturesDirectory}${folder}/${fileName}`, 'utf8');
}

/** The definition schema's text. */
export function definitionText(definition: RealDefinition): string {
  return readFixture(definition.folder, `${definition.baseName}.json`);
}

/** The code lists of the definition's `-afdCodelists.json`. */
export function definitionCodeLists(definition: RealDefinition): CodeList[] {
  const fileName = `${definition.baseName}-afdCodelists.json`;
  const parsed = parseAfdCodelistsFile(readFixture(definition.folder, fileName), fileName);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.codeLists;
}

/** Finds a real definition by its folder's message code, e.g. '0001a' or 'Feedback'. */
export function realDefinition(code: string): RealDefinition {
  const found = realDefinitions.find((definition) => definition.folder.includes(code));
  if (found === undefined) throw new Error(`No fixture ${code}`);
  return found;
}
