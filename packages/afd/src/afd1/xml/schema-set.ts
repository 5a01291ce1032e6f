import type { XmlDocument } from 'libxml2-wasm';
import type { CatalogueResolver } from './catalogue-resolver.ts';
import { attributeValue, isXsd, xsdPathOf } from './plain-dom-queries.ts';
import type { LoadedSchema } from './loaded-schema.ts';
import { toPlainDocument } from './plain-dom.ts';
import { parseSafeXml } from './safe-xml.ts';
import { cachedSchema, cacheSchema } from './schema-file-cache.ts';
import { collectSchemaReferences, isExternalLocation, type SchemaReference } from './schema-references.ts';
import { xmlTexts } from './xml-texts.ts';
import type { XmlProblem } from './xml-problem.ts';

// An uploaded XSD together with the catalogue files it imports (and they import), each parsed
// once into a plain document. Imports resolve through the caller's resolver by namespace, one
// file per namespace; anything else is refused here, before libxml2 could try to load it.

export interface SchemaSet {
  main: LoadedSchema;
  /** Catalogue files by target namespace. */
  imported: ReadonlyMap<string, LoadedSchema>;
  /** xs:redefine and xs:override of the main file: never loaded, left to manual validation. */
  unloadedReferences: SchemaReference[];
}

export type SchemaSetLoad =
  | { ok: true; set: SchemaSet }
  /** `main` is there when the file itself parsed and only a reference was refused. */
  | { ok: false; problems: XmlProblem[]; main: LoadedSchema | null };

/** Parses one XSD file and checks that its root is xs:schema. */
export function loadSchemaFile(input: string | Uint8Array, fileName: string): { ok: true; schema: LoadedSchema } | { ok: false; problem: XmlProblem } {
  return withParsedSchemaFile(input, fileName, (loaded) => loaded);
}

/**
 * Like loadSchemaFile, lending `use` the file's libxml2 document as parsed (null when it did not
 * parse); the document is freed when `use` returns. Certification compiles that document rather
 * than parsing the upload again (bench:certification: a parse of 5.7 MB, 8% of a certification).
 */
function withParsedSchemaFile<T>(
  input: string | Uint8Array,
  fileName: string,
  use: (loaded: { ok: true; schema: LoadedSchema } | { ok: false; problem: XmlProblem }, parsed: XmlDocument | null) => T,
): T {
  const parsed = parseSafeXml(input, fileName);
  if (!parsed.ok) return use(parsed, null);
  try {
    const document = toPlainDocument(parsed.doc);
    const [root] = document.childNodes;
    if (!root || !isXsd(root, 'schema')) {
      return use({ ok: false, problem: xmlTexts.notXsd({ fileName, line: root?.line ?? null }, root?.nodeName ?? '(geen)') }, parsed.doc);
    }
    const targetNamespace = attributeValue(root, 'targetNamespace') ?? null;
    return use({ ok: true, schema: { fileName, targetNamespace, text: parsed.text, document, root } }, parsed.doc);
  } finally {
    parsed.doc.dispose();
  }
}

/** Like loadSchemaFile, for catalogue files: parsed once per process and text (see schema-file-cache). */
export function loadCatalogueSchemaFile(text: string, fileName: string): ReturnType<typeof loadSchemaFile> {
  const cached = cachedSchema(text);
  if (cached) return { ok: true, schema: cached.fileName === fileName ? cached : { ...cached, fileName } };
  const loaded = loadSchemaFile(text, fileName);
  if (loaded.ok) cacheSchema(loaded.schema);
  return loaded;
}

/** Loads an XSD and the catalogue files it imports; refuses every other reference. */
export function loadSchemaSet(input: string | Uint8Array, fileName: string, resolver: CatalogueResolver): SchemaSetLoad {
  return withLoadedSchemaSet(input, fileName, resolver, (load) => load);
}

/**
 * Like loadSchemaSet, lending `use` the main file's libxml2 document as parsed (null when it did
 * not parse), to compile without a second parse (compileSchemaSet's `parsedMain`). The document
 * is freed when `use` returns: nothing may keep it.
 */
export function withLoadedSchemaSet<T>(
  input: string | Uint8Array,
  fileName: string,
  resolver: CatalogueResolver,
  use: (load: SchemaSetLoad, parsedMain: XmlDocument | null) => T,
): T {
  return withParsedSchemaFile(input, fileName, (loadedMain, parsed) =>
    loadedMain.ok ? use(loadImportsOf(loadedMain.schema, resolver), parsed) : use({ ok: false, problems: [loadedMain.problem], main: null }, parsed),
  );
}

/** Loads the catalogue files an already loaded XSD imports; refuses every other reference. */
export function loadImportsOf(main: LoadedSchema, resolver: CatalogueResolver): SchemaSetLoad {
  const { fileName } = main;
  const problems: XmlProblem[] = [];
  const imported = new Map<string, LoadedSchema>();
  const unloadedReferences: SchemaReference[] = [];
  const pending: { namespace: string; schemaLocation: string | null; text: string }[] = [];

  for (const reference of collectSchemaReferences(main.document)) {
    const place = { fileName, line: reference.element.line, path: xsdPathOf(reference.element) };
    if (reference.kind === 'redefine' || reference.kind === 'override') {
      unloadedReferences.push(reference);
      continue;
    }
    if (reference.schemaLocation !== null && isExternalLocation(reference.schemaLocation)) {
      problems.push(xmlTexts.externalUrl(place, reference.schemaLocation));
    } else if (reference.kind === 'include') {
      problems.push(xmlTexts.include(place, reference.schemaLocation ?? ''));
    } else if (reference.namespace === null) {
      problems.push(xmlTexts.importWithoutNamespace(place));
    } else {
      const text = resolver(reference.namespace, reference.schemaLocation);
      if (text === null) problems.push(xmlTexts.nonCatalogueImport(place, reference.namespace));
      else pending.push({ namespace: reference.namespace, schemaLocation: reference.schemaLocation, text });
    }
  }
  loadCatalogueFiles(pending, resolver, imported, problems);
  if (problems.length > 0) return { ok: false, problems, main };
  return { ok: true, set: { main, imported, unloadedReferences } };
}

/** Breadth first through the catalogue's own imports; a namespace is loaded once. */
function loadCatalogueFiles(
  pending: { namespace: string; schemaLocation: string | null; text: string }[],
  resolver: CatalogueResolver,
  imported: Map<string, LoadedSchema>,
  problems: XmlProblem[],
): void {
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    if (imported.has(next.namespace)) continue;
    const fileName = next.schemaLocation ?? next.namespace;
    const loaded = loadCatalogueSchemaFile(next.text, fileName);
    if (!loaded.ok) {
      problems.push(xmlTexts.catalogueFileUnusable({ fileName }, next.namespace, loaded.problem.description));
      continue;
    }
    imported.set(next.namespace, loaded.schema);
    for (const reference of collectSchemaReferences(loaded.schema.document)) {
      const text = reference.kind === 'import' && reference.namespace !== null ? resolver(reference.namespace, reference.schemaLocation) : null;
      if (text === null || reference.namespace === null) {
        const place = { fileName, line: reference.element.line, path: xsdPathOf(reference.element) };
        problems.push(xmlTexts.catalogueFileUnusable(place, next.namespace, `xs:${reference.kind} van "${reference.namespace ?? reference.schemaLocation ?? ''}" is niet te vinden in de datacatalogus.`));
        continue;
      }
      pending.push({ namespace: reference.namespace, schemaLocation: reference.schemaLocation, text });
    }
  }
}
