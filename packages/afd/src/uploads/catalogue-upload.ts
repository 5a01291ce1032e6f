import { afd1CatalogueFileName } from '../afd1/catalogue/catalogue-file-names.ts';
import { parseAfd1Catalogue } from '../afd1/catalogue/parse-afd1-catalogue.ts';
import { parseAfdCodelistsFile } from '../afd2/catalogue/parse-afd-codelists-file.ts';
import { parseAfd2Catalogue } from '../afd2/catalogue/parse-afd2-catalogue.ts';
import type { Catalogue, CodeList } from '../model/catalogue.ts';
import type { ZipEntry } from './zip-entry.ts';

// The files of a catalogue ZIP into one catalogue model (DOMAIN.md 'Data catalogue upload'): the
// AFD 1.0 XSD set, the AFD 2.0 JSON pair (datacat.json + codelist.json), or both; and SIVI's own
// `-afdCodelists.json` files, which is what members have of the AFD 2.0 code lists: their lists
// join the catalogue's (alone they make a catalogue of code lists). Pure: the server reads the ZIP
// and stores what this decides.

export type CatalogueUploadParse =
  | {
      ok: true;
      catalogue: Catalogue;
      /** AFD 1.0 XSD files by their name in the ZIP (empty without the AFD 1.0 part). */
      xsdFiles: Record<string, string>;
      /** The ZIP entries that were read. */
      files: string[];
      warnings: string[];
    }
  | { ok: false; title: string; problems: string[] };

const afd2FileNames = { datacat: 'datacat.json', codelist: 'codelist.json' } as const;
const afdCodelistsSuffix = '-afdcodelists.json';

function baseNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses the entries of a catalogue ZIP; problems are Dutch and name the file (and line). */
export function parseCatalogueUpload(entries: readonly ZipEntry[]): CatalogueUploadParse {
  const afd1 = entries.filter((entry) => afd1CatalogueFileName(entry.name) !== null);
  const datacats = entries.filter((entry) => baseNameOf(entry.name).toLowerCase() === afd2FileNames.datacat);
  const codelists = entries.filter((entry) => baseNameOf(entry.name).toLowerCase() === afd2FileNames.codelist);
  const afdCodelists = entries.filter((entry) => baseNameOf(entry.name).toLowerCase().endsWith(afdCodelistsSuffix));

  if (afd1.length === 0 && datacats.length === 0 && codelists.length === 0 && afdCodelists.length === 0) {
    return {
      ok: false,
      title: 'Geen datacatalogus gevonden',
      problems: [
        'De ZIP bevat geen bekend bestand van de datacatalogus. Verwacht worden de AFD 1.0-bestanden formaten.xsd, codelist.xsd, attributen.xsd en entiteiten.xsd (eventueel met datum, zoals formaten_20260201.xsd), het AFD 2.0-paar datacat.json en codelist.json, en/of codelijstbestanden van SIVI (…-afdCodelists.json).',
      ],
    };
  }
  if (datacats.length > 1 || codelists.length > 1) {
    const names = [...datacats, ...codelists].map((entry) => entry.name).sort();
    return { ok: false, title: 'Twee versies van de datacatalogus', problems: [`De upload bevat twee verschillende versies van de datacatalogus: ${names.join(', ')}. Upload één versie tegelijk.`] };
  }
  const datacat = datacats[0];
  const codelist = codelists[0];
  if ((datacat === undefined) !== (codelist === undefined)) {
    const missing = datacat ? afd2FileNames.codelist : afd2FileNames.datacat;
    return { ok: false, title: 'Bestand ontbreekt', problems: [`${missing} ontbreekt: de AFD 2.0-datacatalogus bestaat uit datacat.json en codelist.json.`] };
  }

  const problems: string[] = [];
  const warnings: string[] = [];
  let afd1Catalogue: Catalogue | null = null;
  let xsdFiles: Record<string, string> = {};
  if (afd1.length > 0) {
    const parsed = parseAfd1Catalogue(Object.fromEntries(afd1.map((entry) => [entry.name, entry.content])));
    if (parsed.ok) {
      afd1Catalogue = parsed.catalogue;
      xsdFiles = parsed.files;
    } else problems.push(...parsed.problems.map((problem) => `${problem.message} ${problem.description}`));
  }
  let afd2Catalogue: Catalogue | null = null;
  if (datacat && codelist) {
    const texts = [datacat, codelist].map((entry) => {
      try {
        return { ok: true as const, text: decoder.decode(entry.content) };
      } catch {
        return { ok: false as const, problem: `${entry.name} is geen geldige UTF-8-tekst.` };
      }
    });
    const [datacatText, codelistText] = texts;
    if (datacatText?.ok && codelistText?.ok) {
      const parsed = parseAfd2Catalogue({
        datacatJson: datacatText.text,
        codelistJson: codelistText.text,
        datacatFileName: datacat.name,
        codelistFileName: codelist.name,
      });
      if (parsed.ok) {
        afd2Catalogue = parsed.catalogue;
        warnings.push(...parsed.warnings);
      } else problems.push(...parsed.errors);
    } else problems.push(...texts.flatMap((text) => (text.ok ? [] : [text.problem])));
  }
  const sivi = readAfdCodelistsFiles(afdCodelists, problems);
  if (problems.length > 0) return { ok: false, title: 'Datacatalogus niet geladen', problems };

  const parts = [afd1Catalogue, afd2Catalogue, sivi].filter((part): part is Catalogue => part !== null);
  const [first, ...rest] = parts;
  if (!first) return { ok: false, title: 'Datacatalogus niet geladen', problems: ['De datacatalogus kon niet worden gelezen.'] };
  const catalogue = rest.reduce(mergeCatalogues, first);
  const files = [...afd1.map((entry) => entry.name), ...(datacat && codelist ? [datacat.name, codelist.name] : []), ...afdCodelists.map((entry) => entry.name)];
  return { ok: true, catalogue, xsdFiles, files, warnings };
}

/**
 * The code lists of SIVI's `-afdCodelists.json` files as a catalogue part. The files state no
 * catalogue version; the part is named after them (the definitions they belong to). A list that
 * two files both hold is joined (the VB-PUO messages share most of theirs).
 */
function readAfdCodelistsFiles(entries: readonly ZipEntry[], problems: string[]): Catalogue | null {
  if (entries.length === 0) return null;
  const codeLists: CodeList[] = [];
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
      const existing = codeLists.find((candidate) => candidate.name === list.name);
      if (!existing) codeLists.push({ ...list, values: [...list.values] });
      else {
        const codes = new Set(existing.values.map((value) => value.code));
        existing.values.push(...list.values.filter((value) => !codes.has(value.code)));
      }
    }
  }
  const names = entries.map((entry) => baseNameOf(entry.name).slice(0, -afdCodelistsSuffix.length)).sort();
  return { version: names.join(' + '), sources: { afd1Xsd: false, afd2Json: true }, entities: [], codeLists, formats: {} };
}

/**
 * One catalogue from two parts of one upload (the AFD 1.0 set, the AFD 2.0 pair, SIVI's code list
 * files). Each part states its own version (a file date, a `versie`), so the version names both:
 * '20260201 / 2026.1'. Entities and code lists of the same name are joined; the first part first.
 */
function mergeCatalogues(afd1: Catalogue, afd2: Catalogue): Catalogue {
  const entities = afd1.entities.map((entity) => ({ ...entity, entityTypes: [...entity.entityTypes] }));
  for (const entity of afd2.entities) {
    const existing = entities.find((candidate) => candidate.name === entity.name);
    if (existing) existing.entityTypes.push(...entity.entityTypes);
    else entities.push(entity);
  }
  const codeLists = afd1.codeLists.map((list) => ({ ...list, values: [...list.values] }));
  for (const list of afd2.codeLists) {
    const existing = codeLists.find((candidate) => candidate.name === list.name);
    if (!existing) codeLists.push(list);
    else {
      const codes = new Set(existing.values.map((value) => value.code));
      existing.values.push(...list.values.filter((value) => !codes.has(value.code)));
    }
  }
  return {
    version: afd1.version === afd2.version ? afd1.version : `${afd1.version} / ${afd2.version}`,
    sources: { afd1Xsd: afd1.sources.afd1Xsd || afd2.sources.afd1Xsd, afd2Json: afd1.sources.afd2Json || afd2.sources.afd2Json },
    entities,
    codeLists,
    formats: { ...afd2.formats, ...afd1.formats },
  };
}
