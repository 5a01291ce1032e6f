import type { DefinitionMetadata, DefinitionSummary } from '@afd/contracts';
import type { AuthoringBaseline } from '../definition-store/authoring-baselines.ts';
import type { LibraryInfo } from '../definition-store/baseline-library-reads.ts';
import type { DefinitionRow } from '../definition-store/definition-rows.ts';
import { functionsOf, propertiesOf } from '../definition-store/stored-definition.ts';

// A definition on the wire, in the spec's shapes (001 §3 'Product definition'); the stored parts
// it is made of are read in definition-store/stored-definition.ts. Its merged tree gets the spec's
// names from @afd/contracts' wireTree (ADR 0073).

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

export function definitionSummaryOf(row: DefinitionRow, context: WireContext): DefinitionSummary {
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
    certificationAreaVersion: context.baseline.certificationAreaVersion,
  };
}
