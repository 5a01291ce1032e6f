import type { Catalogue, CatalogueEntity, CodeList } from '../../model/catalogue.ts';
import { parseJsonText } from '../json/parse-json.ts';
import { childPointer } from '../json/json-pointer.ts';
import { catalogueTexts } from './catalogue-texts.ts';
import { readCodelistJson } from './parse-codelist-json.ts';
import { readDatacatJson } from './parse-datacat.ts';

// Data catalogue upload, AFD 2.0 part: the JSON pair datacat.json + codelist.json into the one
// catalogue model. The server merges it with an AFD 1.0 part when the ZIP holds both.

export interface Afd2CatalogueFiles {
  datacatJson: string;
  codelistJson: string;
  /** Names used in messages (default 'datacat.json' and 'codelist.json', as in the ZIP). */
  datacatFileName?: string;
  codelistFileName?: string;
}

export type Afd2CatalogueResult = { ok: true; catalogue: Catalogue; warnings: string[] } | { ok: false; errors: string[] };

/** Parses the AFD 2.0 catalogue JSON pair into one catalogue; Dutch errors name the file and place. */
export function parseAfd2Catalogue(files: Afd2CatalogueFiles): Afd2CatalogueResult {
  const datacatName = files.datacatFileName ?? 'datacat.json';
  const codelistName = files.codelistFileName ?? 'codelist.json';
  const datacatParsed = parseJsonText(files.datacatJson);
  const codelistParsed = parseJsonText(files.codelistJson);
  const parseErrors = [
    ...(datacatParsed.ok ? [] : [catalogueTexts.notJson(datacatName, datacatParsed.error)]),
    ...(codelistParsed.ok ? [] : [catalogueTexts.notJson(codelistName, codelistParsed.error)]),
  ];
  if (!datacatParsed.ok || !codelistParsed.ok) return { ok: false, errors: parseErrors };

  const datacat = readDatacatJson(datacatParsed.value, datacatName);
  const codelists = readCodelistJson(codelistParsed.value, codelistName);
  const errors = [...datacat.errors, ...codelists.errors];
  if (errors.length > 0 || datacat.version === null) return { ok: false, errors };

  const catalogue: Catalogue = {
    version: datacat.version,
    sources: { afd1Xsd: false, afd2Json: true },
    entities: datacat.entities,
    codeLists: codelists.codeLists,
    formats: {},
  };
  return { ok: true, catalogue, warnings: [...datacat.warnings, ...unknownCodeListWarnings(datacat.entities, codelists.codeLists, datacatName)] };
}

/** Attributes naming a code list that codelist.json does not hold. */
function unknownCodeListWarnings(entities: readonly CatalogueEntity[], codeLists: readonly CodeList[], fileName: string): string[] {
  const known = new Set(codeLists.map((list) => list.name));
  return entities.flatMap((entity, entityIndex) =>
    entity.entityTypes.flatMap((entityType, typeIndex) =>
      entityType.attributes.flatMap((attribute, attributeIndex) =>
        attribute.codeList === null || known.has(attribute.codeList)
          ? []
          : [catalogueTexts.unknownCodeList(fileName, attribute.codeList, childPointer('/Entity', entityIndex, 'EntityType', typeIndex, 'Attribute', attributeIndex, 'Codelist'))],
      ),
    ),
  );
}
