import { XmlValidateError, XsdValidator, type XmlDocument } from 'libxml2-wasm';
import { plainDomFacade } from '../afd1/certification/plain-dom-facade.ts';
import { withServedFiles } from '../afd1/xml/input-gate.ts';
import { toPlainDocument, type PlainDocument } from '../afd1/xml/plain-dom.ts';
import { parseSafeXml } from '../afd1/xml/safe-xml.ts';
import { readAfd1XPathLibrary, type Afd1XPathLibrary } from '../authoring/generate/afd1/read-xpath-library.ts';
import { afd1GeneratedSuffixes } from '../authoring/generate/afd1/generate-afd1-function.ts';
import { evaluateXPath, evaluateXPathToBoolean } from '../xpath/fontoxpath-engine.ts';
import { xpathPredicateNamespaces } from '../xpath/xpath-rule-namespaces.ts';
import type { MessageCheck, MessageFinding } from './message-finding.ts';
import { xmlValidatorFinding } from './xml-validator-finding.ts';
import { workbenchTexts as texts } from './workbench-texts.ts';

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
}

const messageFileName = 'bericht';

function schemaNameOf(files: Readonly<Record<string, string>>): string | null {
  // The function's own schema imports the catalogue's: it is the one no other file imports.
  const schemas = Object.keys(files).filter((name) => name.endsWith(afd1GeneratedSuffixes.schema));
  return schemas.find((name) => !Object.entries(files).some(([other, text]) => other !== name && text.includes(`schemaLocation="${name}"`))) ?? null;
}

/** libxml2's refusals of the message (parsed once, by the caller), or why the schema is unusable. */
function schemaFindings(schemaName: string, files: Readonly<Record<string, string>>, message: XmlDocument, plainMessage: PlainDocument): MessageFinding[] | string {
  const served = new Map(Object.entries(files).filter(([name]) => name !== schemaName));
  return withServedFiles(served, () => {
    const schema = parseSafeXml(files[schemaName] ?? '', schemaName);
    if (!schema.ok) return schema.problem.description;
    let validator: XsdValidator;
    try {
      validator = XsdValidator.fromDoc(schema.doc);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      schema.doc.dispose();
    }
    try {
      validator.validate(message);
      return [];
    } catch (error) {
      if (error instanceof XmlValidateError) return error.details.map((detail) => xmlValidatorFinding(detail, plainMessage));
      throw error;
    } finally {
      validator.dispose();
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

/** Every schema and verbandscontrole finding of `messageText` against a function's files. */
export function checkXmlMessage({ files }: Afd1FunctionFiles, messageText: string): MessageCheck {
  const schemaName = schemaNameOf(files);
  if (schemaName === null) return { ok: false, problem: texts.schemaUnusable('de bestanden bevatten geen schema van de functie.') };
  const libraryName = Object.keys(files).find((name) => name.endsWith(afd1GeneratedSuffixes.xpathLibrary));
  const library = libraryName === undefined ? { xpathDefaultNamespace: null, rules: [] } : readAfd1XPathLibrary(files[libraryName] ?? '');
  if (library === null) return { ok: false, problem: texts.rulesUnusable(`${libraryName ?? ''} is geen afdXPathLibrary.`) };

  const parsed = parseSafeXml(messageText, messageFileName);
  if (!parsed.ok) return { ok: false, problem: texts.notXml(parsed.problem.description) };
  try {
    const plainMessage = toPlainDocument(parsed.doc);
    const schema = schemaFindings(schemaName, files, parsed.doc, plainMessage);
    if (typeof schema === 'string') return { ok: false, problem: texts.schemaUnusable(schema) };
    return { ok: true, findings: [...schema, ...ruleFindings(library, plainMessage)] };
  } finally {
    parsed.doc.dispose();
  }
}
