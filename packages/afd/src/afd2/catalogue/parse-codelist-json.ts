import type { CodeList } from '../../model/catalogue.ts';
import type { JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { catalogueTexts } from './catalogue-texts.ts';
import { FieldReader } from './field-reader.ts';

// codelist.json: `{Items:[{Name, Description, Code:[{CodeValue, Description}]}]}`.

/** Reads the code lists of a parsed codelist.json; errors name the file and the JSON pointer. */
export function readCodelistJson(document: JsonValue, fileName: string): { codeLists: CodeList[]; errors: string[] } {
  const fields = new FieldReader(fileName);
  const root = fields.object(document, '');
  const codeLists: CodeList[] = [];
  const seen = new Set<string>();
  for (const [index, item] of (root === null ? [] : fields.array(root, 'Items', '')).entries()) {
    const pointer = childPointer('/Items', index);
    const list = fields.object(item, pointer);
    if (list === null) continue;
    const name = fields.text(list, 'Name', pointer);
    const values = fields.optionalArray(list, 'Code', pointer).flatMap((code, codeIndex) => {
      const codePointer = childPointer(pointer, 'Code', codeIndex);
      const codeObject = fields.object(code, codePointer);
      const value = codeObject === null ? null : fields.text(codeObject, 'CodeValue', codePointer);
      return codeObject === null || value === null ? [] : [{ code: value, label: fields.optionalText(codeObject, 'Description') }];
    });
    if (name === null) continue;
    if (seen.has(name)) fields.errors.push(catalogueTexts.duplicate(fileName, 'codelijst', name, pointer));
    seen.add(name);
    codeLists.push({ name, description: fields.optionalText(list, 'Description'), values });
  }
  return { codeLists, errors: fields.errors };
}
