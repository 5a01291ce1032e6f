import { cloneJson } from '../json/clone-json.ts';
import { isJsonArray, isJsonObject, type JsonObject } from '../json/json-value.ts';
import { forEachSubschema } from '../schema/walk-schema.ts';

// Derives a baseline from a definition by widening it: V attributes become O (and mandatory
// entity arrays optional), fixed values and length limits go. Nothing is tightened, so the
// definition always certifies against the result. Used to build baselines from published
// definitions (the real VB-PUO files have no public baseline) and in tests.

export interface WidenOptions {
  /** Drop `required` (keeping `entityType`): attributes V -> O, entity arrays optional. Default true. */
  dropRequired?: boolean;
  /** Drop `const` on attributes (never on `entityType`). Default true. */
  dropConst?: boolean;
  /** Drop `maxLength` on attributes. Default true. */
  dropMaxLength?: boolean;
}

/** A widened copy of an AFD 2.0 definition schema, usable as its baseline; the input is not changed. */
export function widenDefinitionSchema(definition: JsonObject, options: WidenOptions = {}): JsonObject {
  const { dropRequired = true, dropConst = true, dropMaxLength = true } = options;
  const widened = cloneJson(definition);
  forEachSubschema(widened, (schema) => {
    const properties = schema.properties;
    if (!isJsonObject(properties)) return;
    if (dropRequired && isJsonArray(schema.required)) {
      const kept = schema.required.filter((name) => name === 'entityType');
      if (kept.length > 0) schema.required = kept;
      else delete schema.required;
    }
    for (const [name, attribute] of Object.entries(properties)) {
      if (name === 'entityType' || !isJsonObject(attribute)) continue;
      for (const valueSchema of [attribute, attribute.items]) {
        if (!isJsonObject(valueSchema)) continue;
        if (dropConst) delete valueSchema.const;
        if (dropMaxLength) delete valueSchema.maxLength;
      }
    }
  });
  return widened;
}
