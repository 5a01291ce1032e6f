import { XmlElement, XmlLibError, XsdValidator, type ErrorDetail, type XmlDocument } from 'libxml2-wasm';
import { withServedFiles } from './input-gate.ts';
import { XSD_NAMESPACE } from './plain-dom-queries.ts';
import { parseSafeXml } from './safe-xml.ts';
import type { SchemaSet } from './schema-set.ts';
import { xmlTexts } from './xml-texts.ts';
import type { XmlProblem } from './xml-problem.ts';

// Compiles a loaded schema set with libxml2. Each import's schemaLocation is rewritten to a
// virtual name that the input gate serves from memory, so libxml2 finds the catalogue file the
// resolver chose and nothing else; xs:redefine and xs:override are left out (never loaded).

const VIRTUAL_SCHEME = 'afd1-catalogus:';
const referenceSelector = '//xs:import | //xs:include | //xs:redefine | //xs:override';

/** The compiler's errors (Dutch framing, file, line and element path); empty when it compiles. */
export function compileSchemaSet(set: SchemaSet): XmlProblem[] {
  const urlOfNamespace = new Map([...set.imported.keys()].map((namespace, index) => [namespace, `${VIRTUAL_SCHEME}/${index}.xsd`]));
  const fileNameOfUrl = new Map([...set.imported].map(([namespace, schema]) => [urlOfNamespace.get(namespace) ?? '', schema.fileName]));
  const served = new Map<string, string>();
  for (const [namespace, schema] of set.imported) {
    served.set(urlOfNamespace.get(namespace) ?? '', withRewrittenReferences(schema.text, schema.fileName, urlOfNamespace, (doc) => doc.toString()));
  }
  return withRewrittenReferences(set.main.text, set.main.fileName, urlOfNamespace, (doc) =>
    withServedFiles(served, () => compile(doc, set.main.fileName, fileNameOfUrl)),
  );
}

function withRewrittenReferences<T>(text: string, fileName: string, urlOfNamespace: ReadonlyMap<string, string>, use: (doc: XmlDocument) => T): T {
  const parsed = parseSafeXml(text, fileName);
  // The text parsed once already when the set was loaded.
  if (!parsed.ok) throw new Error(parsed.problem.description);
  try {
    for (const node of parsed.doc.find(referenceSelector, { xs: XSD_NAMESPACE })) {
      if (!(node instanceof XmlElement)) continue;
      const namespace = node.attr('namespace')?.value;
      const url = namespace === undefined ? undefined : urlOfNamespace.get(namespace);
      if (node.name === 'import' && url !== undefined) node.setAttr('schemaLocation', url);
      else node.remove();
    }
    return use(parsed.doc);
  } finally {
    parsed.doc.dispose();
  }
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
