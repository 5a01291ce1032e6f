import { XmlElement, XmlLibError, XsdValidator, type ErrorDetail, type XmlDocument } from 'libxml2-wasm';
import { withServedFiles } from './input-gate.ts';
import { XSD_NAMESPACE } from './plain-dom-queries.ts';
import { parseSafeXml } from './safe-xml.ts';
import { collectSchemaReferences, type SchemaReference } from './schema-references.ts';
import type { LoadedSchema, SchemaSet } from './schema-set.ts';
import { xmlTexts } from './xml-texts.ts';
import type { XmlProblem } from './xml-problem.ts';

// Compiles a loaded schema set with libxml2. Each import's schemaLocation is rewritten to a
// virtual name that the input gate serves from memory, so libxml2 finds the catalogue file the
// resolver chose and nothing else; xs:redefine and xs:override are left out (never loaded).
// libxml2-wasm can change an attribute's value but cannot add an unqualified attribute where a
// default namespace is in scope (it qualifies it), so a missing schemaLocation is added to the
// text before parsing, on the import's own line, which keeps every line number as it was.

const VIRTUAL_SCHEME = 'afd1-catalogus:';
const referenceSelector = '//xs:import | //xs:include | //xs:redefine | //xs:override';

/** The compiler's errors (Dutch framing, file, line and element path); empty when it compiles. */
export function compileSchemaSet(set: SchemaSet): XmlProblem[] {
  const urlOfNamespace = new Map([...set.imported.keys()].map((namespace, index) => [namespace, `${VIRTUAL_SCHEME}/${index}.xsd`]));
  const fileNameOfUrl = new Map([...set.imported].map(([namespace, schema]) => [urlOfNamespace.get(namespace) ?? '', schema.fileName]));
  const served = new Map<string, string>();
  for (const [namespace, schema] of set.imported) {
    served.set(urlOfNamespace.get(namespace) ?? '', withRewrittenReferences(schema, urlOfNamespace, (doc) => doc.toString()));
  }
  return withRewrittenReferences(set.main, urlOfNamespace, (doc) =>
    withServedFiles(served, () => compile(doc, set.main.fileName, fileNameOfUrl)),
  );
}

function withRewrittenReferences<T>(schema: LoadedSchema, urlOfNamespace: ReadonlyMap<string, string>, use: (doc: XmlDocument) => T): T {
  const parsed = parseSafeXml(withMissingLocations(schema, urlOfNamespace), schema.fileName);
  // The text parsed once already when the set was loaded.
  if (!parsed.ok) throw new Error(parsed.problem.description);
  try {
    for (const node of parsed.doc.find(referenceSelector, { xs: XSD_NAMESPACE })) {
      if (!(node instanceof XmlElement)) continue;
      const namespace = node.attr('namespace')?.value;
      const url = namespace === undefined ? undefined : urlOfNamespace.get(namespace);
      const location = node.attr('schemaLocation');
      if (node.name === 'import' && url !== undefined && location) location.value = url;
      else node.remove();
    }
    return use(parsed.doc);
  } finally {
    parsed.doc.dispose();
  }
}

/** The text with schemaLocation="<virtual name>" added to each catalogue import that has none. */
function withMissingLocations(schema: LoadedSchema, urlOfNamespace: ReadonlyMap<string, string>): string {
  const imports = collectSchemaReferences(schema.document).filter((reference) => reference.kind === 'import');
  const needsLocation = (reference: SchemaReference) =>
    reference.schemaLocation === null && reference.namespace !== null && urlOfNamespace.has(reference.namespace);
  if (!imports.some(needsLocation)) return schema.text;
  const lines = schema.text.split('\n');
  for (const lineNumber of new Set(imports.filter(needsLocation).map((reference) => reference.element.line))) {
    // The imports starting on this line, in document order, are the tags found on it in order.
    const onLine = imports.filter((reference) => reference.element.line === lineNumber);
    let line = lines[lineNumber - 1] ?? '';
    const positions: number[] = [];
    for (const reference of onLine) {
      const position = line.indexOf(`<${reference.element.nodeName}`, (positions.at(-1) ?? -1) + 1);
      positions.push(position);
    }
    // Right to left, so that an insertion does not move the positions still to come.
    for (let index = onLine.length - 1; index >= 0; index -= 1) {
      const reference = onLine[index];
      const position = positions[index] ?? -1;
      if (!reference || position < 0 || !needsLocation(reference)) continue;
      const at = position + reference.element.nodeName.length + 1;
      line = `${line.slice(0, at)} schemaLocation="${urlOfNamespace.get(reference.namespace ?? '') ?? ''}"${line.slice(at)}`;
    }
    lines[lineNumber - 1] = line;
  }
  return lines.join('\n');
}

function compile(doc: XmlDocument, mainFileName: string, fileNameOfUrl: ReadonlyMap<string, string>): XmlProblem[] {
  try {
    XsdValidator.fromDoc(doc).dispose();
    return [];
  } catch (error) {
    const details = error instanceof XmlLibError ? error.details : [];
    const errors = details.filter((detail) => detail.level >= 2);
    const reported = errors.length > 0 ? errors : details;
    if (reported.length === 0) {
      return [xmlTexts.notCompilable({ fileName: mainFileName }, error instanceof Error ? error.message : String(error))];
    }
    return reported.map((detail) => problemOf(detail, mainFileName, fileNameOfUrl));
  }
}

function problemOf(detail: ErrorDetail, mainFileName: string, fileNameOfUrl: ReadonlyMap<string, string>): XmlProblem {
  const fileName = (detail.file && fileNameOfUrl.get(detail.file)) || mainFileName;
  return xmlTexts.notCompilable({ fileName, line: detail.line || null, path: detail.xpath ?? null }, detail.message.trim());
}
