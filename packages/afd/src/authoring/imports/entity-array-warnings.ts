import { parseJsonText } from '../../afd2/json/parse-json.ts';
import { childPointer } from '../../afd2/json/json-pointer.ts';
import { isJsonObject } from '../../afd2/json/json-value.ts';
import { readSchemaTree } from '../../afd2/schema/read-entity-tree.ts';
import type { SchemaEntity } from '../../afd2/schema/schema-tree.ts';

// Two things an imported AFD 2.0 schema can say about an entity array that neither a definition
// nor its baseline library records (issue 27), so the import names them instead of dropping them:
// - `minContains` above 1 on an entity whose array is optional: if the array is there, at least
//   that many of the entity. A definition gives an entity a minimum only when it is mandatory (V),
//   and generation writes an optional entity's minContains as the baseline document has it.
// - `uniqueItems` on an entity array: no two equal entities in it. Generation keeps what the
//   baseline document says there, and the definition cannot add it.
// Both are compared with the baseline document (the file the library was read from): what the
// baseline already says comes back with generation and is not lost.

export const entityArrayWarningTexts = {
  minContains: (pointer: string, path: string, functionName: string, minContains: number, baseline: number) =>
    `Waarschuwing: ${pointer}: entiteit '${path}' is in functie '${functionName}' optioneel en moet volgens het bestand, als de lijst er is, minstens ${minContains} keer voorkomen (minContains ${minContains}); dat is niet overgenomen: de definitie geeft alleen een verplichte entiteit een minimum, en de baseline zegt ${baseline}.`,
  uniqueItems: (pointer: string, arrayPath: string, functionName: string) =>
    `Waarschuwing: ${pointer}: de lijst '${arrayPath}' mag in functie '${functionName}' volgens het bestand geen twee gelijke entiteiten bevatten (uniqueItems); dat is niet overgenomen: de definitie en de baseline leggen dat niet vast.`,
} as const;

/** Every entity of a tree by its path. */
function byPath(roots: readonly SchemaEntity[]): Map<string, SchemaEntity> {
  const entities = new Map<string, SchemaEntity>();
  const visit = (entity: SchemaEntity) => {
    entities.set(entity.path, entity);
    entity.children.forEach(visit);
  };
  roots.forEach(visit);
  return entities;
}

/** The entities of the baseline document by path; none when it cannot be read (every finding is then named). */
function baselineEntities(baselineDocument: string): Map<string, SchemaEntity> {
  const parsed = parseJsonText(baselineDocument);
  return parsed.ok && isJsonObject(parsed.value) ? byPath(readSchemaTree(parsed.value).roots) : new Map();
}

/** The array an entity is in, by path: its parent's path and the array's name ('commonTechnical-default/party'). */
function arrayPathOf(entity: SchemaEntity): string {
  const parent = entity.path.slice(0, entity.path.lastIndexOf('/') + 1);
  return `${parent}${entity.name}`;
}

/** The warnings for the entity arrays of an imported function schema, in the file's order. */
export function entityArrayWarnings(roots: readonly SchemaEntity[], baselineDocument: string, functionName: string): string[] {
  const baseline = baselineEntities(baselineDocument);
  const warnings: string[] = [];
  const warnedArrays = new Set<string>();
  for (const entity of byPath(roots).values()) {
    const own = baseline.get(entity.path);
    const baselineMinContains = own?.minContains ?? 1;
    if (!entity.arrayRequired && entity.minContains > 1 && entity.minContains > baselineMinContains) {
      warnings.push(entityArrayWarningTexts.minContains(childPointer(entity.itemPointer, 'minContains'), entity.path, functionName, entity.minContains, baselineMinContains));
    }
    if (entity.uniqueItems && !(own?.uniqueItems ?? false) && !warnedArrays.has(entity.arrayPointer)) {
      warnedArrays.add(entity.arrayPointer);
      warnings.push(entityArrayWarningTexts.uniqueItems(childPointer(entity.arrayPointer, 'uniqueItems'), arrayPathOf(entity), functionName));
    }
  }
  return warnings;
}
