import type { DefinitionProperties, Definition } from '@afd/afd';
import type { DefinitionFunction, DefinitionMetadata, ProductDefinition } from '@afd/contracts';
import type { AuthoringBaseline, DefinitionRow, LibraryInfo } from './definitions.repository.ts';

// Rows as stored, and the spec's shapes on the wire (001 §3 'Product definition').

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

/** Open work items: a newer library to synchronise with (and whether that loses choices: impact-task.ts), or a library that is gone. */
export function taskIdsOf(row: DefinitionRow, latest: LibraryInfo | null, losesChoices = false): string[] {
  if (row.baselineLibraryId === null) return ['baseline-library-gone'];
  if (latest !== null && latest.id !== row.baselineLibraryId) return losesChoices ? ['newer-baseline-library', 'baseline-library-impact'] : ['newer-baseline-library'];
  return [];
}

export function metadataOf(row: DefinitionRow, library: LibraryInfo | null): DefinitionMetadata {
  const { changelog, ...properties } = propertiesOf(row);
  return { name: row.name, ...properties, datacatVersion: library?.datacatVersion ?? null, encodedChangelog: encodeURIComponent(changelog), revision: row.revision };
}

export interface WireContext {
  organisation: string;
  baseline: AuthoringBaseline;
  /** The library the definition uses (null when gone). */
  library: LibraryInfo | null;
  /** The baseline's newest library. */
  latest: LibraryInfo | null;
  /** Synchronising with `latest` would drop or clip choices (impact-task.ts). */
  losesChoices?: boolean;
}

export function productDefinitionOf(row: DefinitionRow, context: WireContext): ProductDefinition {
  return {
    ...metadataOf(row, context.library),
    organisation: context.organisation,
    basedOn: context.baseline.basedOn,
    lastModified: row.updatedAt.toISOString(),
    lastModifiedBy: row.updatedByName,
    functions: functionsOf(row),
    hasPredefinedEntities: row.variants.some((variant) => variant.variantFunctions.some((fn) => fn.snippetMap.items.length > 0)),
    variants: row.variants.map(({ name, version, isActive }) => ({ name, version, isActive })),
    hasOpenApiDescription: row.openApiDescription !== null,
    baselineLibraryId: row.baselineLibraryId,
    baselineLibraryCreationTime: context.library?.createdAt.toISOString() ?? null,
    taskIds: taskIdsOf(row, context.latest, context.losesChoices),
    certificationAreaVersion: context.baseline.communityVersion,
  };
}
