import { parseAfdCodelistsFile } from '../afd2/catalogue/parse-afd-codelists-file.ts';
import { isJsonArray, isJsonObject, type JsonValue } from '../afd2/json/json-value.ts';
import { jsonParseMessage } from '../afd2/json/json-texts.ts';
import { parseJsonText } from '../afd2/json/parse-json.ts';
import { CodeListLookup } from '../afd2/schema/code-list-ref.ts';
import type { CodeList } from '../model/catalogue.ts';
import { loadSchemaDocument } from '../afd2/schema/load-schema-document.ts';
import { afd2GeneratedSuffixes } from '../authoring/generation/json-schema/generate-afd2-function.ts';
import { evaluateJmesPathRule } from '../authoring/business-rules/jmespath-rule.ts';
import type { MessageCheck, MessageFinding } from './message-finding.ts';
import { schemaErrorFindings } from './schema-error-findings.ts';
import { workbenchTexts as texts } from './message-workbench-texts.ts';

// The workbench's check of an AFD 2.0 message (issue 18, point 5): the function's generated files
// as a member downloads them — the JSON Schema, its `-afdCodelists.json` and `-validationRules.json`
// — and a message. The schema is compiled with the real validator (ajv, every error, formats
// checked), the code lists resolved from the companion file and nothing fetched; each
// verbandscontrole is evaluated with the real JMESPath engine. The message is read by the strict
// parser uploads use (nesting and size bounded), so a hostile message is refused, not run.

export interface Afd2FunctionFiles {
  schemaText: string;
  /** `-afdCodelists.json`; null when the function references no full code list. */
  codeListsText: string | null;
  /** `-validationRules.json`; null when the definition has no verbandscontroles. */
  rulesText: string | null;
}

/** A function's files from a schema's text and the companions stored or generated beside it (found by their suffixes). */
export function afd2FunctionFiles(schemaText: string, companions: readonly { name: string; content: string }[]): Afd2FunctionFiles {
  const companion = (suffix: string) => companions.find((file) => file.name.endsWith(suffix))?.content ?? null;
  return { schemaText, codeListsText: companion(afd2GeneratedSuffixes.codeLists), rulesText: companion(afd2GeneratedSuffixes.validationRules) };
}

/** A message may nest deeper than a schema (entities in entities), but not without bound. */
const messageLimits = { maxDepth: 200, maxLength: 20_000_000 };

interface Rule {
  id: string;
  test: string;
  message: string | null;
}

function readRules(rulesText: string | null): { ok: true; rules: Rule[] } | { ok: false; problem: string } {
  if (rulesText === null) return { ok: true, rules: [] };
  const parsed = parseJsonText(rulesText);
  if (!parsed.ok) return { ok: false, problem: texts.rulesUnusable(jsonParseMessage('-validationRules.json', parsed.error)) };
  const list = isJsonObject(parsed.value) ? parsed.value.rule : undefined;
  if (list === undefined) return { ok: true, rules: [] };
  if (!isJsonArray(list)) return { ok: false, problem: texts.rulesUnusable("'rule' is geen lijst.") };
  const rules: Rule[] = [];
  for (const entry of list) {
    if (!isJsonObject(entry) || typeof entry.id !== 'string' || typeof entry.test !== 'string') return { ok: false, problem: texts.rulesUnusable("een regel heeft geen 'id' en 'test'.") };
    rules.push({ id: entry.id, test: entry.test, message: typeof entry.message === 'string' && entry.message.trim() !== '' ? entry.message : null });
  }
  return { ok: true, rules };
}

function ruleFindings(rules: readonly Rule[], message: JsonValue): MessageFinding[] {
  const findings: MessageFinding[] = [];
  // The standard's own files carry placeholders with an empty test: nothing to evaluate.
  for (const rule of rules.filter((candidate) => candidate.test.trim() !== '')) {
    const finding = (text: string): MessageFinding => ({ kind: 'verbandscontrole', path: '', message: text, source: rule.id });
    try {
      const verdict = evaluateJmesPathRule(rule.test, message);
      if (verdict === false) findings.push(finding(rule.message === null ? texts.ruleBroken(rule.id) : `${texts.ruleBroken(rule.id)} ${rule.message}`));
      if (verdict === null) findings.push(finding(texts.ruleUndecided(rule.id)));
    } catch (error) {
      findings.push(finding(texts.ruleFailed(rule.id, error instanceof Error ? error.message : String(error))));
    }
  }
  return findings;
}

/** A function's files read once: checks any number of messages (the conformance kit checks each it builds). */
export type PreparedMessageCheck = { ok: true; check: (messageText: string) => MessageCheck } | { ok: false; problem: string };

/**
 * The function's files compiled once (schema, code lists, verbandscontroles), or why they are
 * unusable. `catalogueCodeLists` resolve what the files do not carry (an uploaded schema refers
 * to the catalogue's lists, as its certification does); the files' own lists come first.
 */
export function prepareJsonMessageCheck(files: Afd2FunctionFiles, catalogueCodeLists: readonly CodeList[] = []): PreparedMessageCheck {
  const codeLists = files.codeListsText === null ? { ok: true as const, codeLists: [] } : parseAfdCodelistsFile(files.codeListsText, '-afdCodelists.json');
  if (!codeLists.ok) return { ok: false, problem: texts.schemaUnusable(codeLists.errors.join(' ')) };
  const loaded = loadSchemaDocument(files.schemaText, new CodeListLookup([...codeLists.codeLists, ...catalogueCodeLists]), { forMessages: true });
  if (!loaded.ok) return { ok: false, problem: texts.schemaUnusable(loaded.messages.map((message) => message.description).join(' ')) };
  const rules = readRules(files.rulesText);
  if (!rules.ok) return rules;
  const { validate } = loaded.loaded;

  const check = (messageText: string): MessageCheck => {
    const parsed = parseJsonText(messageText, messageLimits);
    if (!parsed.ok) return { ok: false, problem: texts.notJson(parsed.error) };
    const message = parsed.value;
    if (!isJsonObject(message)) return { ok: false, problem: texts.notAnObject };
    const schemaFindings = validate(message) ? [] : schemaErrorFindings(validate.errors ?? [], message);
    return { ok: true, findings: [...schemaFindings, ...ruleFindings(rules.rules, message)] };
  };
  return { ok: true, check };
}

/** Every schema and verbandscontrole finding of `messageText` against a function's files (code lists: see prepareJsonMessageCheck). */
export function checkJsonMessage(files: Afd2FunctionFiles, messageText: string, catalogueCodeLists: readonly CodeList[] = []): MessageCheck {
  const prepared = prepareJsonMessageCheck(files, catalogueCodeLists);
  return prepared.ok ? prepared.check(messageText) : prepared;
}
