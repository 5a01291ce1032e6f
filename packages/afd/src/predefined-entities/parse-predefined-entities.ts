import { parseJsonText } from '../afd2/json/parse-json.ts';
import { jsonParseMessage } from '../afd2/json/json-texts.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../afd2/json/json-value.ts';
import { predefinedEntitiesTexts as texts, snippetFieldLabels as labels } from './predefined-entities-texts.ts';

// The file an administrator uploads on /uploadpredefinedentities (spec 000 §2 screen 14; snippet
// info of spec 001 §3). Its shape is documented in README.md next to this file. The whole file is
// checked before anything is stored: a refused file names every mistake, by its place in the file.

/** One predefined entity (snippet): its identification, and the entity itself as `content`. */
export interface PredefinedEntity {
  snippetId: string;
  /** Name of the entity the snippet inserts (an anchor path joins such names with '/'). */
  snippetEntity: string;
  /** The entity type (AFD 2.0); empty for AFD 1.0, which has no entity types. */
  snippetEntityType: string;
  snippetName: string;
  snippetVersion: string;
  /** The combination product's AFD definition the snippet belongs to; null when none. */
  combinationProductAfdDefinition: string | null;
  /** The entity with its attributes and child entities, as the definition editor inserts it. */
  content: JsonObject;
}

/** A refused file: a summary and the mistakes per place in the file (`snippets[2].snippetName`). */
export interface PredefinedEntitiesFileError {
  message: string;
  errors: Record<string, string[]>;
}

export type PredefinedEntitiesParseResult =
  | { ok: true; snippets: PredefinedEntity[] }
  | { ok: false; error: PredefinedEntitiesFileError };

export const PREDEFINED_ENTITIES_LIMITS = {
  /** More snippets than the whole data catalogue has entities would be a mistake. */
  maxSnippets: 10_000,
  maxTextLength: 200,
  maxDefinitionLength: 1_000,
  /** Entities nest deeply in the catalogue (about 12 levels); 64 leaves room, as for schemas. */
  maxDepth: 64,
} as const;

const requiredTextFields = ['snippetId', 'snippetEntity', 'snippetName', 'snippetVersion'] as const;
const snippetKeys = new Set<string>([...requiredTextFields, 'snippetEntityType', 'combinationProductAfdDefinition', 'content']);

/** Reads and checks an uploaded predefined-entities file (UTF-8 JSON `{ "snippets": [...] }`). */
export function parsePredefinedEntitiesFile(bytes: Uint8Array, fileName: string): PredefinedEntitiesParseResult {
  const refuse = (message: string, errors: Record<string, string[]> = {}): PredefinedEntitiesParseResult => ({
    ok: false,
    error: { message, errors },
  });
  if (bytes.byteLength === 0) return refuse(texts.empty(fileName));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(texts.notUtf8(fileName));
  }
  const parsed = parseJsonText(text, { maxDepth: PREDEFINED_ENTITIES_LIMITS.maxDepth });
  if (!parsed.ok) {
    return refuse(parsed.error.code === 'empty' ? texts.empty(fileName) : jsonParseMessage(fileName, parsed.error));
  }
  if (!isJsonObject(parsed.value)) return refuse(texts.notAnObject(fileName));
  const errors = new ErrorList();
  const snippets = readSnippets(parsed.value, errors);
  if (!errors.isEmpty()) return refuse(texts.wrongShape(fileName, errors.count), errors.byPath);
  return { ok: true, snippets };
}

class ErrorList {
  readonly byPath: Record<string, string[]> = {};
  count = 0;

  add(path: string, message: string): void {
    (this.byPath[path] ??= []).push(message);
    this.count++;
  }

  isEmpty(): boolean {
    return this.count === 0;
  }
}

function readSnippets(root: JsonObject, errors: ErrorList): PredefinedEntity[] {
  for (const key of Object.keys(root)) if (key !== 'snippets') errors.add(key, texts.unknownKey(key));
  const list = root.snippets;
  if (!Array.isArray(list)) {
    errors.add('snippets', texts.snippetsMissing);
    return [];
  }
  if (list.length === 0) errors.add('snippets', texts.snippetsEmpty);
  if (list.length > PREDEFINED_ENTITIES_LIMITS.maxSnippets) {
    errors.add('snippets', texts.tooManySnippets(PREDEFINED_ENTITIES_LIMITS.maxSnippets));
    return [];
  }
  const snippets: PredefinedEntity[] = [];
  const firstIndexOfId = new Map<string, number>();
  list.forEach((item, index) => {
    const snippet = readSnippet(item, `snippets[${index}]`, errors);
    if (!snippet) return;
    const firstIndex = firstIndexOfId.get(snippet.snippetId);
    if (firstIndex !== undefined) {
      errors.add(`snippets[${index}].snippetId`, texts.duplicateId(snippet.snippetId, firstIndex));
      return;
    }
    firstIndexOfId.set(snippet.snippetId, index);
    snippets.push(snippet);
  });
  return snippets;
}

function readSnippet(item: JsonValue, path: string, errors: ErrorList): PredefinedEntity | null {
  if (!isJsonObject(item)) {
    errors.add(path, texts.snippetNotObject);
    return null;
  }
  const before = errors.count;
  for (const key of Object.keys(item)) if (!snippetKeys.has(key)) errors.add(`${path}.${key}`, texts.unknownKey(key));

  const required = {} as Record<(typeof requiredTextFields)[number], string>;
  for (const field of requiredTextFields) {
    required[field] = readText(item[field], `${path}.${field}`, labels[field], { required: true, maximum: PREDEFINED_ENTITIES_LIMITS.maxTextLength }, errors) ?? '';
  }
  const entityType = readText(item.snippetEntityType, `${path}.snippetEntityType`, labels.snippetEntityType, { required: false, maximum: PREDEFINED_ENTITIES_LIMITS.maxTextLength }, errors);
  const definition = readText(
    item.combinationProductAfdDefinition,
    `${path}.combinationProductAfdDefinition`,
    labels.combinationProductAfdDefinition,
    { required: false, maximum: PREDEFINED_ENTITIES_LIMITS.maxDefinitionLength },
    errors,
  );
  const content = item.content;
  if (!isJsonObject(content) || Object.keys(content).length === 0) errors.add(`${path}.content`, texts.contentNotObject);

  if (errors.count > before || !isJsonObject(content)) return null;
  return {
    ...required,
    snippetEntityType: entityType ?? '',
    combinationProductAfdDefinition: definition === undefined || definition === '' ? null : definition,
    content,
  };
}

/** A trimmed text field; absent or null is allowed unless required. */
function readText(
  value: JsonValue | undefined,
  path: string,
  label: string,
  { required, maximum }: { required: boolean; maximum: number },
  errors: ErrorList,
): string | undefined {
  if (value === undefined || value === null) {
    if (required) errors.add(path, texts.requiredText(label));
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.add(path, required ? texts.requiredText(label) : texts.mustBeText(label));
    return undefined;
  }
  const trimmed = value.trim();
  if (required && trimmed === '') {
    errors.add(path, texts.requiredText(label));
    return undefined;
  }
  if (trimmed.length > maximum) {
    errors.add(path, texts.tooLong(label, maximum));
    return undefined;
  }
  return trimmed;
}
