import { XmlValidateError, XsdValidator, type XmlDocument } from 'libxml2-wasm';
import { plainDomFacade } from '../afd1/certification/plain-dom-facade.ts';
import { withServedFiles } from '../afd1/xml/input-gate.ts';
import { toPlainDocument, type PlainDocument } from '../afd1/xml/plain-dom.ts';
import { parseSafeXml } from '../afd1/xml/safe-xml.ts';
import { readAfd1XPathLibrary, type Afd1XPathLibrary } from '../authoring/generation/afd1/read-xpath-library.ts';
import { afd1GeneratedSuffixes } from '../authoring/generation/afd1/generate-afd1-function.ts';
import { isImportedInSet, servedAsReferenced } from '../authoring/generation/afd1/set-file-references.ts';
import { evaluateXPath, evaluateXPathToBoolean } from '../xpath/fontoxpath-engine.ts';
import { xpathPredicateNamespaces } from '../xpath/xpath-rule-namespaces.ts';
import type { MessageCheck, MessageFinding } from './message-finding.ts';
import { xmlValidatorFinding } from './xml-validator-finding.ts';
import { workbenchTexts as texts } from './message-workbench-texts.ts';

// The workbench's check of an AFD 1.0 message (issue 18, point 5): the function's files as the
// ZIP of 'Exporteer XSD per functie' holds them (the schema, the catalogue files it imports by
// name, afdXPathLibrary.xml) and a message. libxml2 validates the message against the schema,
// its imports served from those files only (nothing fetched); each verbandscontrole's predicate
// (XPath 2.0) is asked of the message's root with fontoxpath, unprefixed names meaning the
// library's xpathDefaultNamespace. The message is read by the same guarded parser as uploads
// (no DOCTYPE, no entities, nesting bounded), so a hostile message is refused, not expanded.

export interface Afd1FunctionFiles {
  /** Every file of the function's ZIP, by name. */
  files: Readonly<Record<string, string>>;
  /** The schema among them; by default the one no other file imports (a certified schema beside a whole catalogue names it). */
  schemaName?: string;
}

const messageFileName = 'bericht';

function schemaNameOf(files: Readonly<Record<string, string>>): string | null {
  // The function's own schema imports the catalogue's: it is the one no other file imports.
  const schemas = Object.keys(files).filter((name) => name.endsWith(afd1GeneratedSuffixes.schema));
  return schemas.find((name) => !isImportedInSet(files, name)) ?? null;
}

/** The function's schema compiled by libxml2 with its imports served from the files only, or why it is unusable. */
function compileSchema(schemaName: string, files: Readonly<Record<string, string>>): { ok: true; validator: XsdValidator; served: Map<string, string> } | { ok: false; problem: string } {
  const served = servedAsReferenced(Object.entries(files).filter(([name]) => name !== schemaName));
  return withServedFiles(served, () => {
    const schema = parseSafeXml(files[schemaName] ?? '', schemaName);
    if (!schema.ok) return { ok: false as const, problem: schema.problem.description };
    try {
      return { ok: true as const, validator: XsdValidator.fromDoc(schema.doc), served };
    } catch (error) {
      return { ok: false as const, problem: error instanceof Error ? error.message : String(error) };
    } finally {
      schema.doc.dispose();
    }
  });
}

/** libxml2's refusals of the message (parsed once, by the caller). */
function schemaFindings(validator: XsdValidator, served: ReadonlyMap<string, string>, message: XmlDocument, plainMessage: PlainDocument): MessageFinding[] {
  return withServedFiles(served, () => {
    try {
      validator.validate(message);
      return [];
    } catch (error) {
      if (error instanceof XmlValidateError) return error.details.map((detail) => xmlValidatorFinding(detail, plainMessage));
      throw error;
    }
  });
}

function ruleFindings(library: Afd1XPathLibrary, message: PlainDocument): MessageFinding[] {
  const root = message.childNodes[0];
  if (!root) return [];
  const resolve = (prefix: string) => (prefix === '' ? library.xpathDefaultNamespace : (xpathPredicateNamespaces[prefix] ?? null));
  const findings: MessageFinding[] = [];
  for (const rule of library.rules) {
    const finding = (text: string): MessageFinding => ({ kind: 'verbandscontrole', path: '', message: text, source: rule.name });
    try {
      const holds = evaluateXPathToBoolean(rule.predicateXPath, root, plainDomFacade, {}, { language: evaluateXPath.XPATH_3_1_LANGUAGE, namespaceResolver: resolve });
      if (!holds) findings.push(finding(rule.errorMessage.trim() === '' ? texts.ruleBroken(rule.name) : rule.errorMessage));
    } catch (error) {
      findings.push(finding(texts.ruleFailed(rule.name, error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error))));
    }
  }
  return findings;
}

/** A function's files read once: checks messages until disposed (libxml2's schema lives outside the JS heap). */
export type PreparedXmlMessageCheck = { ok: true; check: (messageText: string) => MessageCheck; dispose: () => void } | { ok: false; problem: string };

/** The function's schema and afdXPathLibrary compiled once, or why they are unusable. */
export function prepareXmlMessageCheck({ files, schemaName: named }: Afd1FunctionFiles): PreparedXmlMessageCheck {
  const schemaName = named !== undefined && files[named] !== undefined ? named : schemaNameOf(files);
  if (schemaName === null) return { ok: false, problem: texts.schemaUnusable('de bestanden bevatten geen schema van de functie.') };
  const libraryName = Object.keys(files).find((name) => name.endsWith(afd1GeneratedSuffixes.xpathLibrary));
  const library = libraryName === undefined ? { xpathDefaultNamespace: null, rules: [] } : readAfd1XPathLibrary(files[libraryName] ?? '');
  if (library === null) return { ok: false, problem: texts.rulesUnusable(`${libraryName ?? ''} is geen afdXPathLibrary.`) };
  const compiled = compileSchema(schemaName, files);
  if (!compiled.ok) return { ok: false, problem: texts.schemaUnusable(compiled.problem) };
  const { validator, served } = compiled;

  const check = (messageText: string): MessageCheck => {
    const parsed = parseSafeXml(messageText, messageFileName);
    if (!parsed.ok) return { ok: false, problem: texts.notXml(parsed.problem.description) };
    try {
      const plainMessage = toPlainDocument(parsed.doc);
      return { ok: true, findings: [...schemaFindings(validator, served, parsed.doc, plainMessage), ...ruleFindings(library, plainMessage)] };
    } finally {
      parsed.doc.dispose();
    }
  };
  return { ok: true, check, dispose: () => validator.dispose() };
}

/** Every schema and verbandscontrole finding of `messageText` against a function's files. */
export function checkXmlMessage(functionFiles: Afd1FunctionFiles, messageText: string): MessageCheck {
  const prepared = prepareXmlMessageCheck(functionFiles);
  if (!prepared.ok) return prepared;
  try {
    return prepared.check(messageText);
  } finally {
    prepared.dispose();
  }
}
