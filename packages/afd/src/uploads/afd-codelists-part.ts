import { parseAfdCodelistsFile } from '../afd2/catalogue/parse-afd-codelists-file.ts';
import type { Catalogue, CodeList } from '../model/catalogue.ts';
import { entryFileName, type ZipEntry } from './zip-entry.ts';

// SIVI's own `-afdCodelists.json` files (one per published definition) as a part of a catalogue
// upload: what members have of the AFD 2.0 code lists. The VB-PUO files share most of their lists,
// so a list that several files hold is taken once; a list they hold with different codes or labels
// is two versions of it, refused like two versions of the catalogue (docs/domain.md).

const afdCodelistsSuffix = '-afdcodelists.json';
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Whether a ZIP entry is one of SIVI's code-list files (`…-afdCodelists.json`, any case, any folder). */
export function isAfdCodelistsEntry(entry: ZipEntry): boolean {
  return entryFileName(entry).toLowerCase().endsWith(afdCodelistsSuffix);
}

/**
 * The code lists of the files as a catalogue part, or null when there are none; problems (Dutch,
 * naming the file) are added to `problems`. The files state no catalogue version: the part is
 * named after them, e.g. 'VBPUO-001.00-Bericht_1._Vermogen_(0001a) + …'.
 */
export function readAfdCodelistsPart(entries: readonly ZipEntry[], problems: string[]): Catalogue | null {
  if (entries.length === 0) return null;
  const codeLists: CodeList[] = [];
  const sourceOf = new Map<string, string>();
  for (const entry of entries) {
    let text: string;
    try {
      text = decoder.decode(entry.content);
    } catch {
      problems.push(`${entry.name} is geen geldige UTF-8-tekst.`);
      continue;
    }
    const parsed = parseAfdCodelistsFile(text, entry.name);
    if (!parsed.ok) {
      problems.push(...parsed.errors);
      continue;
    }
    for (const list of parsed.codeLists) {
      const earlier = codeLists.find((candidate) => candidate.name === list.name);
      if (earlier === undefined) {
        codeLists.push(list);
        sourceOf.set(list.name, entry.name);
      } else if (!sameValues(earlier, list)) {
        problems.push(
          `Codelijst ${list.name} staat in ${sourceOf.get(list.name) ?? ''} en in ${entry.name} met andere codes of omschrijvingen: dat zijn twee versies van de lijst. Upload één versie tegelijk.`,
        );
      }
    }
  }
  const names = entries.map((entry) => entryFileName(entry).slice(0, -afdCodelistsSuffix.length)).sort();
  return { version: names.join(' + '), sources: { afd1Xsd: false, afd2Json: true }, entities: [], codeLists, formats: {} };
}

function sameValues(a: CodeList, b: CodeList): boolean {
  if (a.values.length !== b.values.length) return false;
  const labels = new Map(a.values.map((value) => [value.code, value.label]));
  return b.values.every((value) => labels.get(value.code) === value.label);
}
