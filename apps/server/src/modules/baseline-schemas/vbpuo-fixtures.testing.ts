import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The real AFD 2.0 files of the VB-PUO standard ("Bron: SIVI – VB-PUO Standaard"), read-only from
// ../shared/fixtures next to the repository, for route tests. Where they are absent the tests that
// use them skip, and say so once; under CI=true, where they are always present, their absence fails
// the run instead (packages/afd/test/support/fixtures-absent.ts makes the same rule for the domain).

export const vbpuoFixturesDirectory = fileURLToPath(new URL('../../../../../../shared/fixtures/sivi-vbpuo/', import.meta.url));

export const vbpuoFixturesPresent = existsSync(vbpuoFixturesDirectory);

if (!vbpuoFixturesPresent) {
  const absent = `${vbpuoFixturesDirectory} not found (../shared/fixtures is absent next to the repository)`;
  // eslint-disable-next-line no-restricted-properties -- tests read their own environment
  if (process.env.CI === 'true') throw new Error(`VB-PUO route tests cannot run: ${absent}, and under CI=true they must.`);
  console.warn(`VB-PUO route tests skipped: ${absent}.`);
}

export interface VbpuoDefinitionFiles {
  /** The definition's name, e.g. 'VBPUO-001.00-Bericht_1._Vermogen_(0001a)'. */
  baseName: string;
  /** Its folder in the fixtures, which the catalogue ZIP keeps as the entry's folder. */
  folder: string;
  definitionText: string;
  codelistsText: string;
}

const codelistsSuffix = '-afdCodelists.json';

/** Every definition of the fixtures that comes with its `-afdCodelists.json` (the four VB-PUO messages). */
export function vbpuoDefinitions(): VbpuoDefinitionFiles[] {
  if (!vbpuoFixturesPresent) return [];
  return readdirSync(vbpuoFixturesDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => {
      const codelists = readdirSync(`${vbpuoFixturesDirectory}${folder.name}`).find((name) => name.endsWith(codelistsSuffix));
      if (codelists === undefined) return [];
      const baseName = codelists.slice(0, -codelistsSuffix.length);
      const read = (name: string) => readFileSync(`${vbpuoFixturesDirectory}${folder.name}/${name}`, 'utf8');
      return [{ baseName, folder: folder.name, definitionText: read(`${baseName}.json`), codelistsText: read(codelists) }];
    })
    .sort((a, b) => a.baseName.localeCompare(b.baseName));
}
