import type { Definition, DefinitionProperties } from '@afd/afd';
import type { DefinitionFunction } from '@afd/contracts';
import type { DefinitionRow } from './definition-rows.ts';

// A definition row's stored parts (properties, functions, choices) with their defaults, and the
// definition as packages/afd models it: what every slice hands to the domain's rules and trees.

/** The properties as stored: the form's fields but the name, which is the row's own column. */
export type StoredProperties = Omit<DefinitionProperties, 'name'>;

/** The choices as stored, keyed by node path. */
export type StoredChoices = Pick<Definition, 'entities' | 'attributes' | 'compositions'>;

export const emptyChoices = (): StoredChoices => ({ entities: {}, attributes: {}, compositions: {} });

export const emptyProperties = (): StoredProperties => ({
  definitionVersion: '',
  brancheCode: '',
  porCode: '',
  ingangsdatum: '',
  einddatum: '',
  riskCarrier: '',
  productSegment: 0,
  tag: '',
  changelog: '',
});

export const propertiesOf = (row: DefinitionRow): StoredProperties => ({ ...emptyProperties(), ...(row.properties as Partial<StoredProperties>) });
export const functionsOf = (row: DefinitionRow): DefinitionFunction[] => row.functions as DefinitionFunction[];
export const choicesOf = (row: Pick<DefinitionRow, 'choices'>): StoredChoices => ({ ...emptyChoices(), ...(row.choices as Partial<StoredChoices>) });

/** The definition as packages/afd models it, for the merged tree and the rules. */
export function domainDefinition(row: DefinitionRow, organisation: string, basedOn: string): Definition {
  return {
    organisation,
    basedOn,
    baselineLibraryId: row.baselineLibraryId,
    revision: row.revision,
    properties: { name: row.name, ...propertiesOf(row) },
    functions: functionsOf(row),
    ...choicesOf(row),
  };
}
