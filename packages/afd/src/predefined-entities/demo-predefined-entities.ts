import type { PredefinedEntity } from './parse-predefined-entities.ts';

// A small, valid set of predefined entities: the demo seed stores it and the tests start from it.

/** Two predefined entities of the demo: an AFD 1.0 one (no entity type) and an AFD 2.0 one. */
export const demoPredefinedEntities: PredefinedEntity[] = [
  {
    snippetId: 'ZAKELIJK-PAKKET-AANSPRAKELIJKHEID',
    snippetEntity: 'AN',
    snippetEntityType: '',
    snippetName: 'Aansprakelijkheid bedrijven, standaarddekking',
    snippetVersion: '1',
    combinationProductAfdDefinition: null,
    content: {
      entityName: 'AN',
      // Attributes of the demo baselines' AN, so a variant with this snippet certifies (ADR 0039).
      attributes: [{ name: 'AN_PLAATS', value: 'Utrecht' }],
      entities: [],
    },
  },
  {
    snippetId: 'WOONHUIS-DEKKING-GLAS',
    snippetEntity: 'Dekking',
    snippetEntityType: 'Glas',
    snippetName: 'Glasdekking woonhuis',
    snippetVersion: '2.1',
    combinationProductAfdDefinition: 'Woonhuis_Combinatie',
    content: {
      entityName: 'Dekking',
      entityTypeName: 'Glas',
      attributes: [{ name: 'dekkingscode', value: '4001' }],
      entities: [],
    },
  },
];

/** The demo set as the file an administrator would upload. */
export function demoPredefinedEntitiesFileText(): string {
  return `${JSON.stringify({ snippets: demoPredefinedEntities }, null, 2)}\n`;
}
