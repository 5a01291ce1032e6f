import type { CodeList } from '@afd/afd';

// A large synthetic AFD 2.0 baseline in the standard's shape (docs/domain.md): the root's entity arrays,
// each entity type an allOf item {minContains, maxContains, contains: {$ref}}, definitions with
// `entityType` const and attributes of every kind (text with maxLength, integer with bounds,
// decimal, date, a code list by reference). Deterministic.

export function largeAfd2BaselineText({ entities, attributesPerEntity }: { entities: number; attributesPerEntity: number }): { text: string; codeLists: CodeList[] } {
  const codeLists: CodeList[] = [{ name: 'ADNLOG', description: 'Logische waarde', values: [{ code: 'J', label: 'Ja' }, { code: 'N', label: 'Nee' }] }];
  const definitions: Record<string, unknown> = {};
  const kinds = [
    { type: 'string', maxLength: 35 },
    { type: 'integer', minimum: 0, maximum: 9999 },
    { type: 'number', multipleOf: 0.01 },
    { type: 'string', format: 'date' },
    { type: 'string', codelistName: 'ADNLOG', $ref: 'https://www.sivi.org/afd-online-tool/json/ADNLOG.json#/definitions/ADNLOG' },
  ];
  const perRoot = Math.ceil(entities / 10);
  const rootProperties: Record<string, unknown> = {};
  const arrayOf = (name: string, max: number) => ({ type: 'array', uniqueItems: true, allOf: [{ minContains: 0, maxContains: max, contains: { $ref: `#/definitions/${name}` } }] });
  const definitionOf = (name: string, children: Record<string, unknown>) => {
    const properties: Record<string, unknown> = { entityType: { type: 'string', const: 'default' } };
    for (let index = 0; index < attributesPerEntity; index += 1) properties[`a${index}`] = { description: `Attribuut ${index}`, ...kinds[index % kinds.length] };
    definitions[name] = { type: 'object', additionalProperties: false, description: `Entiteit ${name}`, properties: { ...properties, ...children }, required: ['entityType'] };
  };
  for (let root = 0; root < 10; root += 1) {
    const children: Record<string, unknown> = {};
    for (let child = 1; child < perRoot && root * perRoot + child < entities; child += 1) {
      const name = `e${root}x${child}`;
      definitionOf(name, {});
      children[name] = arrayOf(name, 9);
    }
    const name = `e${root}`;
    definitionOf(name, children);
    rootProperties[name] = arrayOf(name, 1);
  }
  const schema = { $schema: 'http://json-schema.org/draft/2019-09/schema#', description: 'Grote synthetische baseline', definitions, type: 'object', additionalProperties: false, properties: rootProperties };
  return { text: JSON.stringify(schema, null, 2), codeLists };
}
