import { afd1CatalogueFileName } from '../afd1/catalogue/catalogue-file-names.ts';
import { parseAfd1Catalogue } from '../afd1/catalogue/parse-afd1-catalogue.ts';
import { parseAfd2Catalogue } from '../afd2/catalogue/parse-afd2-catalogue.ts';
import type { Catalogue } from '../model/catalogue.ts';
import { isAfdCodelistsEntry, readAfdCodelistsPart } from './afd-codelists-part.ts';
import { mergeCatalogues } from './merge-catalogues.ts';
import { entryFileName, type ZipEntry } from './zip-entry.ts';

export { supplementCatalogue } from './merge-catalogues.ts';

// The files of a catalogue ZIP into one catalogue model (docs/domain.md 'Data catalogue upload'): the
// AFD 1.0 XSD set, the AFD 2.0 JSON pair (datacat.json + codelist.json), or both; and SIVI's own
// `-afdCodelists.json` files, which is what members have of the AFD 2.0 code lists: their lists
// join the catalogue's. Alone they are `codeListsOnly`: the server adds them to the current
// catalogue (`supplementCatalogue`, ADR 0026), or, when there is none, stores a catalogue of code
// lists. Pure: the server reads the ZIP and stores what this decides.

export type CatalogueUploadParse =
  | {
      ok: true;
      catalogue: Catalogue;
      /** AFD 1.0 XSD files by their name in the ZIP (empty without the AFD 1.0 part). */
      xsdFiles: Record<string, string>;
      /** The ZIP entries that were read. */
      files: string[];
      warnings: string[];
      /** Only SIVI's `-afdCodelists.json` files: a supplement to the current catalogue (ADR 0026). */
      codeListsOnly: boolean;
    }
  | { ok: false; title: string; problems: string[] };

const afd2FileNames = { datacat: 'datacat.json', codelist: 'codelist.json' } as const;

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses the entries of a catalogue ZIP; problems are Dutch and name the file (and line). */
export function parseCatalogueUpload(entries: readonly ZipEntry[]): CatalogueUploadParse {
  const afd1 = entries.filter((entry) => afd1CatalogueFileName(entry.name) !== null);
  const datacats = entries.filter((entry) => entryFileName(entry).toLowerCase() === afd2FileNames.datacat);
  const codelists = entries.filter((entry) => entryFileName(entry).toLowerCase() === afd2FileNames.codelist);
  const afdCodelists = entries.filter(isAfdCodelistsEntry);

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
  const sivi = readAfdCodelistsPart(afdCodelists, problems);
  if (problems.length > 0) return { ok: false, title: 'Datacatalogus niet geladen', problems };

  const parts = [afd1Catalogue, afd2Catalogue, sivi].filter((part): part is Catalogue => part !== null);
  const [first, ...rest] = parts;
  if (!first) return { ok: false, title: 'Datacatalogus niet geladen', problems: ['De datacatalogus kon niet worden gelezen.'] };
  const catalogue = rest.reduce(mergeCatalogues, first);
  const files = [...afd1.map((entry) => entry.name), ...(datacat && codelist ? [datacat.name, codelist.name] : []), ...afdCodelists.map((entry) => entry.name)];
  const codeListsOnly = afd1.length === 0 && datacat === undefined;
  return { ok: true, catalogue, xsdFiles, files, warnings, codeListsOnly };
}
