import { parseJsonText } from '../../../afd2/json/parse-json.ts';
import { isJsonObject } from '../../../afd2/json/json-value.ts';
import type { CodeListLookup } from '../../../afd2/schema/code-list-ref.ts';
import { readSchemaTree } from '../../../afd2/schema/read-entity-tree.ts';
import type { SchemaAttribute, SchemaEntity } from '../../../afd2/schema/schema-tree.ts';

// Test support (issue 27): what two AFD 2.0 JSON Schemas admit, compared per entity path — the
// entity's counts (required array, minContains, maxContains, the array's uniqueItems), and per
// attribute: required, data type, the codes it allows (a `$ref` to a full code list resolved
// through the lookup), facets, array facets and a tuple's positions. Annotations (description,
// customDescription, //comment), definition names and key order are ignored, as is an entity
// array's `items` closure (another engineer adds it to generated arrays; the schema reader accepts
// it as the listed entity types, so it is not compared here — certification checks it).

export interface SemanticDifference {
  path: string;
  aspect: string;
  left: unknown;
  right: unknown;
}

interface Semantics {
  entities: Map<string, Record<string, unknown>>;
  attributes: Map<string, Record<string, unknown>>;
  unsupported: string[];
}

function codesOf(attribute: SchemaAttribute, lookup: CodeListLookup): string[] | null {
  if (attribute.codeList) return [...(attribute.codeList.values ?? lookup.find(attribute.codeList.name)?.values.map((value) => value.code) ?? [])].sort();
  return attribute.facets.enumeration ? [...attribute.facets.enumeration].sort() : null;
}

function semanticsOf(text: string, lookup: CodeListLookup): Semantics {
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error('not a JSON object');
  const tree = readSchemaTree(parsed.value);
  if (tree.errors.length > 0) throw new Error(tree.errors.map((error) => error.description).join('\n'));
  const entities = new Map<string, Record<string, unknown>>();
  const attributes = new Map<string, Record<string, unknown>>();
  const visit = (entity: SchemaEntity) => {
    entities.set(entity.path, { required: entity.arrayRequired, minContains: entity.minContains, maxContains: entity.maxOccurs, uniqueItems: entity.uniqueItems });
    for (const attribute of entity.attributes) {
      const { enumeration: _listed, ...facets } = attribute.facets;
      attributes.set(attribute.path, {
        required: attribute.required,
        dataType: attribute.dataType,
        typeChoice: attribute.typeChoice,
        codes: codesOf(attribute, lookup),
        facets,
        arrayFacets: attribute.arrayFacets,
        tuple: attribute.tuple === null ? null : attribute.tuple.positions.map((position) => ({ dataType: position.dataType, facets: position.facets })),
      });
    }
    entity.children.forEach(visit);
  };
  tree.roots.forEach(visit);
  return { entities, attributes, unsupported: tree.unsupported.map((keyword) => `${keyword.pointer}`).sort() };
}

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Each path's aspects that differ between two readings (also the AFD 1.0 comparison's). */
export function compareMaps(kind: string, left: Map<string, Record<string, unknown>>, right: Map<string, Record<string, unknown>>, differences: SemanticDifference[]): void {
  for (const path of [...new Set([...left.keys(), ...right.keys()])].sort()) {
    const a = left.get(path);
    const b = right.get(path);
    if (!a || !b) {
      differences.push({ path, aspect: kind, left: a ? 'aanwezig' : 'afwezig', right: b ? 'aanwezig' : 'afwezig' });
      continue;
    }
    for (const aspect of Object.keys(a)) if (!same(a[aspect], b[aspect])) differences.push({ path, aspect, left: a[aspect], right: b[aspect] });
  }
}

/** The differences in what two AFD 2.0 JSON Schemas admit, by entity or attribute path; empty when they admit the same. */
export function afd2SemanticDifferences(leftText: string, rightText: string, lookup: CodeListLookup): SemanticDifference[] {
  const left = semanticsOf(leftText, lookup);
  const right = semanticsOf(rightText, lookup);
  const differences: SemanticDifference[] = [];
  compareMaps('entiteit', left.entities, right.entities, differences);
  compareMaps('attribuut', left.attributes, right.attributes, differences);
  if (!same(left.unsupported.length, right.unsupported.length)) differences.push({ path: '', aspect: 'niet-gemodelleerde keywords', left: left.unsupported, right: right.unsupported });
  return differences;
}
