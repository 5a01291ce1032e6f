import type { CodeList, CodeListValue } from '../../model/catalogue.ts';
import { isJsonArray, isJsonObject, stringProperty, type JsonObject } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { parseJsonText } from '../json/parse-json.ts';
import { catalogueTexts } from './catalogue-texts.ts';

// A definition's `-afdCodelists.json`: a JSON Schema (draft-07 with `definitions`, or 2020-12 with
// `$defs`) holding each full code list as `{codelistName, description, oneOf:[{const, description}]}`.
// It is the local source for the lists a definition references by URL.

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
    const values = readValues(definition, pointer, fileName, errors);
    codeLists.push({ name: stringProperty(definition, 'codelistName') ?? key, description: stringProperty(definition, 'description') ?? '', values });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, codeLists };
}

function readValues(definition: JsonObject, pointer: string, fileName: string, errors: string[]): CodeListValue[] {
  const options = definition.oneOf;
  if (!isJsonArray(options)) {
    errors.push(catalogueTexts.missingField(fileName, 'oneOf', pointer));
    return [];
  }
  return options.flatMap((option, index) => {
    const code = isJsonObject(option) ? option.const : undefined;
    if (!isJsonObject(option) || (typeof code !== 'string' && typeof code !== 'number')) {
      errors.push(catalogueTexts.missingField(fileName, 'const', childPointer(pointer, 'oneOf', index)));
      return [];
    }
    return [{ code: String(code), label: stringProperty(option, 'description') ?? '' }];
  });
}
