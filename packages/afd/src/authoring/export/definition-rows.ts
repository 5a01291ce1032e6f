import type { Facets } from '../../model/baseline-library.ts';
import { entityPresenceOf, type EntityBounds } from '../entity-presence.ts';
import type { TreeAttributeView, TreeEntityView } from '../merged-tree.ts';

// The definition as a table (docs/authoring.md 'CSV of the whole definition'): one row per attribute of
// every entity in the definition, with its path, entity, attribute, format or type, code list, the
// definition's restriction and its presence per function; and a row per entity with counts of its
// own (ADR 0056). The XLSX import reads the same layout, so the restriction cell is written as
// `key=value` parts that can be read back.

/** The fixed columns; one column per function follows, headed by the function's name. */
export const definitionTableColumns = ['Pad', 'Entiteit', 'Attribuut', 'Formaat/type', 'Codelijst', 'Beperking'] as const;

const list = (values: readonly string[]) => values.join('|');

/** The definition's own narrowing of an attribute as `key=value` parts joined by ', '; empty when none. */
export function restrictionText(attribute: Pick<TreeAttributeView, 'customOptionList' | 'optionListOn' | 'codeListSubset' | 'useUpToDateCodeList' | 'minimum' | 'maximum' | 'facets' | 'arrayFacets'>): string {
  const parts: string[] = [];
  if (attribute.optionListOn) parts.push(`opties=${list(attribute.customOptionList)}`);
  if (attribute.codeListSubset.length > 0) parts.push(`subset=${list(attribute.codeListSubset)}`);
  if (attribute.useUpToDateCodeList) parts.push('actuele codelijst=ja');
  if (attribute.minimum !== null) parts.push(`minimum=${attribute.minimum}`);
  if (attribute.maximum !== null) parts.push(`maximum=${attribute.maximum}`);
  const baseline: Facets = attribute.facets.baseline;
  for (const [facet, value] of Object.entries(attribute.facets.actual)) {
    const own = JSON.stringify(value) !== JSON.stringify(baseline[facet as keyof Facets]);
    if (own && value !== undefined) parts.push(`${facet}=${Array.isArray(value) ? list(value) : String(value)}`);
  }
  for (const [facet, value] of Object.entries(attribute.arrayFacets.actual)) {
    const theirs = attribute.arrayFacets.baseline?.[facet as keyof typeof attribute.arrayFacets.actual];
    if (value !== undefined && value !== theirs) parts.push(`${facet}=${String(value)}`);
  }
  return parts.join(', ');
}

/** An entity's presence in one function as its table cell: 'N', or V/O with the counts ('V 1..3', 'O 0..*'). */
export function entityPresenceCell(occurs: EntityBounds): string {
  const presence = entityPresenceOf(occurs);
  return presence === 'N' ? 'N' : `${presence} ${occurs.minOccurs}..${occurs.maxOccurs === 'unbounded' ? '*' : occurs.maxOccurs}`;
}

/** Whether any function's counts of the entity differ from the baseline's: only then does the table give the entity a row. */
const hasOwnCounts = (entity: TreeEntityView) =>
  entity.occursByFunction.some((occurs) => occurs.maxOccurs !== entity.maxOccurs || occurs.minOccurs !== entity.minOccurs);

/**
 * Header and rows of the definition table: entities in the definition (selected or required), depth
 * first. An entity whose counts differ from the baseline's in some function (its maximum, or its
 * minimum, ADR 0056) gets a row of its own before its attributes: its path without '@', no
 * attribute, and per function its presence with the counts. A definition without such choices
 * gives the table it always gave.
 */
export function definitionTable(tree: readonly TreeEntityView[], functionNames: readonly string[]): { header: string[]; rows: string[][] } {
  const rows: string[][] = [];
  const visit = (entity: TreeEntityView) => {
    if (!entity.isSelected) return;
    const label = entity.entityTypeName ? `${entity.name}-${entity.entityTypeName}` : entity.name;
    if (hasOwnCounts(entity)) {
      const occursByFunction = new Map(entity.occursByFunction.map((occurs) => [occurs.functionName, occurs]));
      const cell = (name: string) => {
        const own = occursByFunction.get(name);
        return entityPresenceCell({ minOccurs: own?.minOccurs ?? entity.minOccurs, maxOccurs: own?.maxOccurs ?? entity.maxOccurs });
      };
      rows.push([entity.path, label, '', '', '', '', ...functionNames.map(cell)]);
    }
    for (const attribute of entity.attributes) {
      if (!attribute.isSelected) continue;
      const presence = new Map(attribute.presenceByFunction.map((entry) => [entry.functionName, entry.presence]));
      rows.push([
        attribute.path,
        label,
        attribute.name,
        attribute.format ?? attribute.type ?? '',
        attribute.codeList ?? '',
        restrictionText(attribute),
        ...functionNames.map((name) => presence.get(name) ?? 'N'),
      ]);
    }
    entity.children.forEach(visit);
  };
  tree.forEach(visit);
  return { header: [...definitionTableColumns, ...functionNames], rows };
}
