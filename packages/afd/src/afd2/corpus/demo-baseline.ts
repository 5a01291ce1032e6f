import { parseAfd2DataType } from '../catalogue/parse-data-type.ts';
import { demoAfd2EntityTypes, type DemoAfd2Attribute } from './demo-catalogue-content.ts';

// The demo baseline: the widest allowed claim-notification message over the demo catalogue, as
// an AFD 2.0 JSON Schema (draft 2019-09, the generator's shape). Full code lists are referenced
// by the standard's URLs and resolve against the demo code lists.

interface DemoNode {
  entity: string;
  entityType: string;
  min: number;
  max: number;
  children?: DemoNode[];
}

const structure: DemoNode[] = [
  { entity: 'commonFunctional', entityType: 'default', min: 1, max: 1 },
  { entity: 'commonTechnical', entityType: 'default', min: 1, max: 1, children: [{ entity: 'party', entityType: 'sender', min: 1, max: 1 }] },
  { entity: 'party', entityType: 'policyHolder', min: 0, max: 1 },
  {
    entity: 'policy',
    entityType: 'default',
    min: 1,
    max: 1,
    children: [
      { entity: 'object', entityType: 'car', min: 0, max: 9 },
      { entity: 'object', entityType: 'trailer', min: 0, max: 9 },
      { entity: 'claim', entityType: 'default', min: 0, max: 99 },
    ],
  },
];

const formats: Record<string, string> = { date: 'date', time: 'time', timestamp: 'date-time' };
const jsonTypes: Record<string, string> = { integer: 'integer', decimal: 'number', boolean: 'boolean' };

/** The synthetic demo baseline as JSON Schema text (always the same). */
export function demoAfd2BaselineSchemaText(): string {
  const definitions: Record<string, unknown> = {};
  const schema = {
    $schema: 'https://json-schema.org/draft/2019-09/schema',
    description: 'Demo-baseline schademelding (synthetisch)',
    definitions,
    ...objectSchema(structure, definitions, {}),
  };
  return JSON.stringify(schema, null, 2);
}

/** An object whose properties are the entity arrays of `nodes`, plus the given attributes. */
function objectSchema(nodes: readonly DemoNode[], definitions: Record<string, unknown>, attributes: Record<string, unknown>, required: string[] = []) {
  const properties: Record<string, unknown> = { ...attributes };
  const requiredArrays: string[] = [];
  for (const entity of [...new Set(nodes.map((node) => node.entity))]) {
    const types = nodes.filter((node) => node.entity === entity);
    properties[entity] = { type: 'array', uniqueItems: true, allOf: types.map((node) => entityTypeItem(node, definitions)) };
    if (types.some((node) => node.min > 0)) requiredArrays.push(entity);
  }
  return { type: 'object', additionalProperties: false, properties, ...(required.length + requiredArrays.length > 0 ? { required: [...required, ...requiredArrays] } : {}) };
}

function entityTypeItem(node: DemoNode, definitions: Record<string, unknown>) {
  const definitionName = `${node.entity}${node.entityType.charAt(0).toUpperCase()}${node.entityType.slice(1)}`;
  const type = demoAfd2EntityTypes.find((candidate) => candidate.entity === node.entity && candidate.entityType === node.entityType);
  const attributes: Record<string, unknown> = { entityType: { description: 'Identificatie van het entiteittype.', type: 'string', const: node.entityType } };
  for (const attribute of type?.attributes ?? []) attributes[attribute.name] = attributeSchema(attribute);
  const required = ['entityType', ...(type?.attributes ?? []).filter((attribute) => attribute.required === true).map((attribute) => attribute.name)];
  definitions[definitionName] = objectSchema(node.children ?? [], definitions, attributes, required);
  return { minContains: node.min, maxContains: node.max, contains: { $ref: `#/definitions/${definitionName}` } };
}

function attributeSchema(attribute: DemoAfd2Attribute): Record<string, unknown> {
  const dataType = parseAfd2DataType(attribute.dataType);
  const scalar = dataType?.type ?? 'string';
  const value: Record<string, unknown> = { type: jsonTypes[scalar] ?? 'string' };
  if (formats[scalar] !== undefined) value.format = formats[scalar];
  if (attribute.maxLength !== undefined) value.maxLength = attribute.maxLength;
  if (attribute.multipleOf !== undefined) value.multipleOf = attribute.multipleOf;
  if (attribute.minimum !== undefined) value.minimum = attribute.minimum;
  if (attribute.maximum !== undefined) value.maximum = attribute.maximum;
  if (attribute.codeList !== undefined) {
    value.codelistName = attribute.codeList;
    value.$ref = `https://www.sivi.org/afd-online-tool/json/${attribute.codeList}.json#/definitions/${attribute.codeList}`;
  }
  const schema = dataType?.isArray === true ? { type: 'array', items: value } : value;
  return { description: attribute.description, ...schema };
}
