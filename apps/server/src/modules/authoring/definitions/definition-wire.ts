import type { TreeAttributeView, TreeEntityView } from '@afd/afd';
import type { DefinitionMetadata, ProductDefinition, TreeAttribute, TreeEntity } from '@afd/contracts';
import type { AuthoringBaseline } from '../definition-store/authoring-baselines.ts';
import type { LibraryInfo } from '../definition-store/baseline-library-reads.ts';
import type { DefinitionRow } from '../definition-store/definition-rows.ts';
import { functionsOf, propertiesOf } from '../definition-store/stored-definition.ts';

// A definition on the wire, in the spec's shapes (001 §3 'Product definition'); the stored parts
// it is made of are read in definition-store/stored-definition.ts. Its merged tree too: packages/afd
// builds it in the domain's words (merged-tree.ts), and the answer gives it the spec's names here.

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

/**
 * One attribute of the merged tree in the spec's names (001 §3 'Attribute'), its fields in the
 * order the answer has always written them. Plain fields are copied, nothing is cloned: over a
 * library of 20,000 nodes the whole tree is mapped on every GET /Definition.
 */
export function wireAttribute(attribute: TreeAttributeView): TreeAttribute {
  return {
    id: attribute.id,
    path: attribute.path,
    name: attribute.name,
    format: attribute.format,
    type: attribute.type,
    codeList: attribute.codeList,
    description: attribute.description,
    helptext: attribute.helpText,
    isSelected: attribute.isSelected,
    isRequired: attribute.isRequired,
    minimum: attribute.minimum,
    maximum: attribute.maximum,
    customOptionlistItems: attribute.customOptionList,
    optionListSwitchIsOn: attribute.optionListOn,
    selectedCodelistItems: attribute.codeListSubset,
    useUpToDateCodelist: attribute.useUpToDateCodeList,
    aanwezigheidPerFuncties: attribute.presenceByFunction.map(({ functionName, presence }) => ({ functionName, aanwezigheid: presence })),
    facets: attribute.facets,
    arrayFacets: attribute.arrayFacets,
  };
}

/** One entity of the merged tree with its attributes and children in the spec's names (001 §3 'Entity'). */
export function wireEntity(entity: TreeEntityView): TreeEntity {
  return {
    id: entity.id,
    path: entity.path,
    name: entity.name,
    entityTypeName: entity.entityTypeName,
    shortDescription: entity.shortDescription,
    minOccurs: entity.minOccurs,
    maxOccurs: entity.maxOccurs,
    isSelected: entity.isSelected,
    functionSettingGroups: entity.occursByFunction.map(({ functionName, maxOccurs, minOccurs }) => ({ functionName, functionSettings: { entityMaxOccurs: maxOccurs, entityMinOccurs: minOccurs } })),
    attributes: entity.attributes.map(wireAttribute),
    children: entity.children.map(wireEntity),
  };
}

/** The merged tree as GET /Definition answers it. */
export const wireTree = (tree: readonly TreeEntityView[]): TreeEntity[] => tree.map(wireEntity);
