import { XmlElement, XmlLibError, XsdValidator, type ErrorDetail, type XmlDocument } from 'libxml2-wasm';
import { withServedFiles } from './input-gate.ts';
import { XSD_NAMESPACE } from './plain-dom-queries.ts';
import { parseSafeXml } from './safe-xml.ts';
import { collectSchemaReferences, type SchemaReference } from './schema-references.ts';
import type { LoadedSchema } from './loaded-schema.ts';
import type { SchemaSet } from './schema-set.ts';
import { xmlTexts } from './xml-texts.ts';
import type { XmlProblem } from './xml-problem.ts';

// Compiles a loaded schema set with libxml2. Each import's schemaLocation is rewritten to a
// virtual name that the input gate serves from memory, so libxml2 finds the catalogue file the
// resolver chose and nothing else; xs:redefine and xs:override are left out (never loaded).
// libxml2-wasm can change an attribute's value but cannot add an unqualified attribute where a
// default namespace is in scope (it qualifies it), so a missing schemaLocation is added to the
// text before parsing, inside the import's start tag, which keeps every line number as it was.

const VIRTUAL_SCHEME = 'afd1-catalogus:';
const referenceSelector = '//xs:import | //xs:include | //xs:redefine | //xs:override';

/**
 * The compiler's errors (Dutch framing, file, line and element path); empty when it compiles.
 * `beforeRewrite`, when given, is lent the main schema's libxml2 document before its references
 * are rewritten — only when that document is the main text exactly as uploaded (no location was
 * added), so what it reads is what a parse of `set.main.text` would give. Certification runs its
 * XPath rules there instead of parsing the upload a third time. `parsedMain`, when given, is the
 * main text's document as loaded (withLoadedSchemaSet): compiled in place of a new parse when no
 * location was added; its references are rewritten in it, and its owner frees it.
 */
export function compileSchemaSet(
  set: SchemaSet,
  beforeRewrite?: (doc: XmlDocument) => void,
  kept?: KeptValidators,
  parsedMain?: XmlDocument | null,
): XmlProblem[] {
  const { urlOfNamespace, served } = servedImports(set);
  const fileNameOfUrl = new Map([...set.imported].map(([namespace, schema]) => [urlOfNamespace.get(namespace) ?? '', schema.fileName]));
  return withRewrittenReferences(
    set.main,
    urlOfNamespace,
    (doc) => withServedFiles(served, () => compile(doc, set.main.fileName, fileNameOfUrl, kept === undefined ? undefined : (validator) => kept.keep(set.main.text, validator))),
    beforeRewrite,
    parsedMain,
  );
}

/**
 * Compiles the set into a libxml2 validator, lends it to `use` and frees it; null when it does not
 * compile. For documents the checker wrote itself (example messages), not for uploads. With
 * `kept`, a validator already compiled for the same main text is lent instead, and a new one is
 * kept there rather than freed.
 */
export function withSchemaSetValidator<T>(set: SchemaSet, use: (validator: XsdValidator) => T, kept?: KeptValidators): T | null {
  const known = kept?.get(set.main.text);
  if (known) return use(known);
  const { urlOfNamespace, served } = servedImports(set);
  const validator = withRewrittenReferences(set.main, urlOfNamespace, (doc) =>
    withServedFiles(served, () => {
      try {
        return XsdValidator.fromDoc(doc);
      } catch {
        return null;
      }
    }),
  );
  if (!validator) return null;
  if (kept) {
    kept.keep(set.main.text, validator);
    return use(validator);
  }
  try {
    return use(validator);
  } finally {
    validator.dispose();
  }
}

/**
 * Compiled validators kept for the length of one task that compiles the same schemas more than
 * once (compatibility certifies each of two versions against the other, and confirms its example
 * messages against both), by main schema text; the task frees them all at its end. The catalogue
 * files must be the same throughout the task.
 */
export class KeptValidators {
  private readonly byText = new Map<string, XsdValidator>();

  get(mainText: string): XsdValidator | undefined {
    return this.byText.get(mainText);
  }

  keep(mainText: string, validator: XsdValidator): void {
    if (this.byText.has(mainText)) validator.dispose();
    else this.byText.set(mainText, validator);
  }

  dispose(): void {
    for (const validator of this.byText.values()) validator.dispose();
    this.byText.clear();
  }
}

/** Each imported schema under its virtual name, its own references rewritten to virtual names. */
function servedImports(set: SchemaSet): { urlOfNamespace: Map<string, string>; served: Map<string, string> } {
  const urlOfNamespace = new Map([...set.imported.keys()].map((namespace, index) => [namespace, `${VIRTUAL_SCHEME}/${index}.xsd`]));
  const served = new Map<string, string>();
  const names = [...urlOfNamespace].map(([namespace, url]) => `${namespace} ${url}`).join('\n');
  for (const [namespace, schema] of set.imported) served.set(urlOfNamespace.get(namespace) ?? '', servedText(schema, urlOfNamespace, names));
  return { urlOfNamespace, served };
}

// A catalogue file is served alike to every schema that imports the same namespaces: rewritten
// once per text and set of virtual names, not once per certification (a parse and a serialisation
// per imported file; 5% of a worker's time in Hervalideer, CPU profile). At most 64 texts are kept.
const servedTexts = new Map<string, Map<string, string>>();

function servedText(schema: LoadedSchema, urlOfNamespace: ReadonlyMap<string, string>, names: string): string {
  let byNames = servedTexts.get(schema.text);
  if (!byNames) {
    if (servedTexts.size >= 64) servedTexts.clear();
    byNames = new Map();
    servedTexts.set(schema.text, byNames);
  }
  let text = byNames.get(names);
  if (text === undefined) {
    text = withRewrittenReferences(schema, urlOfNamespace, (doc) => doc.toString());
    if (byNames.size >= 16) byNames.clear();
    byNames.set(names, text);
  }
  return text;
}

function withRewrittenReferences<T>(
  schema: LoadedSchema,
  urlOfNamespace: ReadonlyMap<string, string>,
  use: (doc: XmlDocument) => T,
  beforeRewrite?: (doc: XmlDocument) => void,
  lentDocument?: XmlDocument | null,
): T {
  const text = withMissingLocations(schema, urlOfNamespace);
  // The lent document is `schema.text` as parsed: usable only when no location had to be added.
  const lent = text === schema.text ? (lentDocument ?? undefined) : undefined;
  const parsed = lent ? { ok: true as const, doc: lent } : parseSafeXml(text, schema.fileName);
  // The text parsed once already when the set was loaded.
  if (!parsed.ok) throw new Error(parsed.problem.description);
  try {
    if (beforeRewrite && text === schema.text) beforeRewrite(parsed.doc);
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
    if (!lent) parsed.doc.dispose();
  }
}

/** The text with schemaLocation="<virtual name>" added to each catalogue import that has none. */
function withMissingLocations(schema: LoadedSchema, urlOfNamespace: ReadonlyMap<string, string>): string {
  const imports = collectSchemaReferences(schema.document).filter((reference) => reference.kind === 'import');
  const needsLocation = (reference: SchemaReference) =>
    reference.schemaLocation === null && reference.namespace !== null && urlOfNamespace.has(reference.namespace);
  if (!imports.some(needsLocation)) return schema.text;
  const insertions: { at: number; url: string }[] = [];
  for (const nodeName of new Set(imports.map((reference) => reference.element.nodeName))) {
    // The n-th import with this name in document order is the n-th such start tag in the text.
    const starts = startTagOffsets(schema.text, nodeName);
    imports
      .filter((reference) => reference.element.nodeName === nodeName)
      .forEach((reference, index) => {
        const start = starts[index];
        if (start !== undefined && needsLocation(reference)) {
          insertions.push({ at: start + nodeName.length + 1, url: urlOfNamespace.get(reference.namespace ?? '') ?? '' });
        }
      });
  }
  // From the end backwards, so that an insertion does not move the places still to come.
  return insertions
    .sort((first, second) => second.at - first.at)
    .reduce((text, { at, url }) => `${text.slice(0, at)} schemaLocation="${url}"${text.slice(at)}`, schema.text);
}

/** Offsets of the start tags '<name' in markup, skipping comments, CDATA sections and PIs. */
function startTagOffsets(text: string, qualifiedName: string): number[] {
  const offsets: number[] = [];
  const skips: readonly [open: string, close: string][] = [['<!--', '-->'], ['<![CDATA[', ']]>'], ['<?', '?>']];
  // Outside those, '<' only starts markup: well-formed XML has no raw '<' in text or attribute values.
  for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
    const skip = skips.find(([open]) => text.startsWith(open, index));
    if (skip) {
      const end = text.indexOf(skip[1], index + skip[0].length);
      if (end === -1) break;
      index = end;
    } else if (text.startsWith(qualifiedName, index + 1) && /[\s/>]/.test(text.charAt(index + 1 + qualifiedName.length))) {
      offsets.push(index);
    }
  }
  return offsets;
}

function compile(doc: XmlDocument, mainFileName: string, fileNameOfUrl: ReadonlyMap<string, string>, keep?: (validator: XsdValidator) => void): XmlProblem[] {
  try {
    const validator = XsdValidator.fromDoc(doc);
    if (keep) keep(validator);
    else validator.dispose();
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
