import type { Catalogue } from '../../model/catalogue.ts';
import { attributeValue } from '../xml/plain-dom-queries.ts';
import { screenXmlText } from '../xml/safe-xml.ts';
import type { LoadedSchema } from '../xml/loaded-schema.ts';
import { loadCatalogueSchemaFile, loadImportsOf, type SchemaSet } from '../xml/schema-set.ts';
import { compileSchemaSet } from '../xml/xsd-compile.ts';
import type { XmlProblem } from '../xml/xml-problem.ts';
import { catalogueResolverFromFiles } from './catalogue-resolver-from-files.ts';
import { afd1CatalogueFileName, type Afd1CatalogueFileKind } from './catalogue-file-names.ts';
import { codeListsOf, entitiesOf, formatsOf } from './catalogue-model-builder.ts';
import { catalogueTexts } from './catalogue-texts.ts';

// Catalogue upload, AFD 1.0 side: the XSD set becomes the catalogue model. Every file must parse
// and compile against the others (imports resolve within the upload, never elsewhere); all files
// carry one version. Files with other names are not this function's business (the upload may hold
// the AFD 2.0 JSON pair as well).

export type Afd1CatalogueParse =
  | {
      ok: true;
      catalogue: Catalogue;
      /** The recognised files as text by their name in the upload, to store and resolve imports against. */
      files: Record<string, string>;
    }
  | { ok: false; problems: XmlProblem[] };

const requiredKinds: readonly Afd1CatalogueFileKind[] = ['formats', 'codeLists', 'attributes', 'entities'];

/** Parses the AFD 1.0 XSD files of a catalogue upload (file name -> content) into the catalogue model. */
export function parseAfd1Catalogue(upload: Readonly<Record<string, string | Uint8Array>>): Afd1CatalogueParse {
  const recognised = Object.entries(upload).flatMap(([fileName, content]) => {
    const name = afd1CatalogueFileName(fileName);
    return name ? [{ fileName, content, ...name }] : [];
  });
  if (recognised.length === 0) return { ok: false, problems: [catalogueTexts.noFiles()] };
  const kinds = new Set(recognised.map((file) => file.kind));
  const dates = new Set(recognised.map((file) => file.date));
  if (dates.size > 1 || kinds.size < recognised.length) {
    return { ok: false, problems: [catalogueTexts.conflictingVersions(recognised.map((file) => file.fileName).sort())] };
  }
  const missing = requiredKinds.filter((kind) => !kinds.has(kind));
  if (missing.length > 0) return { ok: false, problems: missing.map(catalogueTexts.missingFile) };

  const texts: Record<string, string> = {};
  const schemas = new Map<string, LoadedSchema>();
  const problems: XmlProblem[] = [];
  // Each file on its own first: a broken file would otherwise also fail every file importing it.
  for (const file of recognised) {
    const screened = screenXmlText(file.content, file.fileName);
    const loaded = screened.ok ? loadCatalogueSchemaFile(screened.text, file.fileName) : screened;
    if (loaded.ok) {
      texts[file.fileName] = loaded.schema.text;
      schemas.set(file.fileName, loaded.schema);
    } else problems.push(loaded.problem);
  }
  if (problems.length > 0) return { ok: false, problems };

  const sets = new Map<Afd1CatalogueFileKind, SchemaSet>();
  // Imports between the uploaded files resolve among those files only.
  const resolver = catalogueResolverFromFiles(texts);
  for (const file of recognised) {
    const schema = schemas.get(file.fileName);
    if (!schema) continue;
    const load = loadImportsOf(schema, resolver);
    if (load.ok) sets.set(file.kind, load.set);
    else problems.push(...load.problems);
  }
  // Compiling a file compiles what it imports: only files no other file imports need compiling.
  const imported = new Set([...sets.values()].flatMap((set) => [...set.imported.keys()]));
  for (const set of sets.values()) {
    if (!imported.has(set.main.targetNamespace ?? '')) problems.push(...compileSchemaSet(set));
  }
  if (problems.length > 0) return { ok: false, problems };

  const main = (kind: Afd1CatalogueFileKind): LoadedSchema | undefined => sets.get(kind)?.main;
  const version = [...dates][0] ?? versionAttribute([...sets.values()].map((set) => set.main));
  if (!version) return { ok: false, problems: [catalogueTexts.missingVersion()] };
  const entitiesSet = sets.get('entities');
  const formats = main('formats');
  const codeLists = main('codeLists');
  if (!entitiesSet || !formats || !codeLists) return { ok: false, problems: missing.map(catalogueTexts.missingFile) };
  const coverageGroups = main('coverageGroups');
  const catalogue: Catalogue = {
    version,
    sources: { afd1Xsd: true, afd2Json: false },
    entities: entitiesOf(entitiesSet),
    codeLists: [...codeListsOf(codeLists), ...(coverageGroups ? codeListsOf(coverageGroups) : [])],
    formats: formatsOf(formats),
  };
  return { ok: true, catalogue, files: texts };
}

/** The version attribute of xs:schema, when all files that have one agree. */
function versionAttribute(schemas: LoadedSchema[]): string | null {
  const versions = new Set(schemas.map((schema) => attributeValue(schema.root, 'version')).filter((version) => version !== undefined));
  return versions.size === 1 ? ([...versions][0] ?? null) : null;
}
