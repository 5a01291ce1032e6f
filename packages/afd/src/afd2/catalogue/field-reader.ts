import { isJsonArray, isJsonObject, type JsonObject, type JsonValue } from '../json/json-value.ts';
import { childPointer } from '../json/json-pointer.ts';
import { catalogueTexts } from './catalogue-texts.ts';

// Reads the fields of a catalogue file and collects a Dutch error per field that is missing or
// of the wrong kind, so that one upload reports all its problems at once.

export class FieldReader {
  readonly errors: string[] = [];

  constructor(readonly fileName: string) {}

  /** The object at a place, or an error and null. */
  object(value: JsonValue | undefined, pointer: string): JsonObject | null {
    if (isJsonObject(value)) return value;
    this.errors.push(catalogueTexts.expected(this.fileName, 'een object', pointer));
    return null;
  }

  /** A required array field (an absent field counts as missing). */
  array(owner: JsonObject, key: string, pointer: string): JsonValue[] {
    const value = owner[key];
    if (isJsonArray(value)) return value;
    if (value === undefined) this.errors.push(catalogueTexts.missingField(this.fileName, key, pointer));
    else this.errors.push(catalogueTexts.expected(this.fileName, 'een lijst', childPointer(pointer, key)));
    return [];
  }

  /** An optional array field: absent or null is an empty list. */
  optionalArray(owner: JsonObject, key: string, pointer: string): JsonValue[] {
    return owner[key] === undefined || owner[key] === null ? [] : this.array(owner, key, pointer);
  }

  /** A required, non-empty text field; numbers are taken as their text (codes like 01 may be numbers). */
  text(owner: JsonObject, key: string, pointer: string): string | null {
    const value = owner[key];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (value === undefined || value === null || value === '') this.errors.push(catalogueTexts.missingField(this.fileName, key, pointer));
    else this.errors.push(catalogueTexts.expected(this.fileName, 'een tekst', childPointer(pointer, key)));
    return null;
  }

  /** An optional text field: absent, null or empty is ''. */
  optionalText(owner: JsonObject, key: string): string {
    const value = owner[key];
    return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  }
}
