import type { CodeList, CodeListValue } from '../../model/catalogue.ts';
import { isJsonArray, isJsonObject, stringProperty, type JsonObject } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { parseJsonText } from '../json/parse-json.ts';
import { catalogueTexts } from './catalogue-texts.ts';

// A definition's `-afdCodelists.json`: a JSON Schema (draft-07 with `definitions`, or 2020-12 with
// `$defs`) holding each full code list as `{codelistName, description, oneOf:[{const, description}]}`.
// It is the local source for the lists a definition references by URL
// (`.../json/<LIST>.json#/definitions/<LIST>`), so a list's key and its `codelistName` must agree,
// and a list must have codes, each once.

export type AfdCodelistsResult = { ok: true; codeLists: CodeList[] } | { ok: false; errors: string[] };

/** Reads the code lists of a `-afdCodelists.json` file. */
export function parseAfdCodelistsFile(text: string, fileName: string): AfdCodelistsResult {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { ok: false, errors: [catalogueTexts.notJson(fileName, parsed.error)] };
  const root = parsed.value;
  const containerKey = isJsonObject(root) ? (isJsonObject(root.$defs) ? '$defs' : 'definitions') : 'definitions';
  const container = isJsonObject(root) ? root[containerKey] : undefined;
  if (!isJsonObject(container) || Object.keys(container).length === 0) return { ok: false, errors: [catalogueTexts.noCodeLists(fileName)] };

  const errors: string[] = [];
  const codeLists: CodeList[] = [];
  for (const [key, definition] of Object.entries(container)) {
    const pointer = childPointer('', containerKey, key);
    if (!isJsonObject(definition)) {
      errors.push(catalogueTexts.expected(fileName, 'een object', pointer));
      continue;
    }
    const codelistName = stringProperty(definition, 'codelistName');
    if (codelistName !== undefined && codelistName !== key) {
      errors.push(catalogueTexts.codeListNameMismatch(fileName, key, codelistName, pointer));
      continue;
    }
    const values = readValues(definition, pointer, fileName, errors);
    codeLists.push({ name: key, description: stringProperty(definition, 'description') ?? '', values });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, codeLists };
}

function readValues(definition: JsonObject, pointer: string, fileName: string, errors: string[]): CodeListValue[] {
  const options = definition.oneOf;
  if (!isJsonArray(options)) {
    errors.push(catalogueTexts.missingField(fileName, 'oneOf', pointer));
    return [];
  }
  if (options.length === 0) {
    errors.push(catalogueTexts.noCodes(fileName, pointer));
    return [];
  }
  const seen = new Set<string>();
  return options.flatMap((option, index) => {
    const optionPointer = childPointer(pointer, 'oneOf', index);
    const code = isJsonObject(option) ? option.const : undefined;
    if (!isJsonObject(option) || (typeof code !== 'string' && typeof code !== 'number')) {
      errors.push(catalogueTexts.missingField(fileName, 'const', optionPointer));
      return [];
    }
    if (seen.has(String(code))) {
      errors.push(catalogueTexts.duplicate(fileName, 'code', String(code), optionPointer));
      return [];
    }
    seen.add(String(code));
    return [{ code: String(code), label: stringProperty(option, 'description') ?? '' }];
  });
}
