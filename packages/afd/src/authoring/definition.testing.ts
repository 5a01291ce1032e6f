import type { Definition } from './definition.ts';

// A definition for tests: organisation 'Org' on baseline 'a-b-c', every function named active and
// a base function, with the choices given and nothing else.

export function testDefinition(functionNames: readonly string[], choices: Partial<Pick<Definition, 'entities' | 'attributes' | 'compositions'>> = {}): Definition {
  return {
    organisation: 'Org',
    basedOn: 'a-b-c',
    baselineLibraryId: 'lib',
    revision: 1,
    properties: {} as Definition['properties'],
    functions: functionNames.map((name) => ({ name, active: true, custom: false })),
    entities: choices.entities ?? {},
    attributes: choices.attributes ?? {},
    compositions: choices.compositions ?? {},
  };
}
