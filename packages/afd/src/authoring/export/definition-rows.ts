import type { Facets } from '../../model/baseline-library.ts';
import type { TreeAttributeView, TreeEntityView } from '../merged-tree.ts';

// The definition as a table (AUTHORING.md 'CSV of the whole definition'): one row per attribute of
// every entity in the definition, with its path, entity, attribute, format or type, code list, the
// definition's restriction and its presence per function. The XLSX import reads the same layout,
// so the restriction cell is written as `key=value` parts that can be read back.

/** The fixed columns; one column per function follows, headed by the function's name. */
export const definitionTableColumns = ['Pad', 'Entiteit', 'Attribuut', 'Formaat/type', 'Codelijst', 'Beperking'] as const;

const list = (values: readonly string[]) => values.join('|');

/** The definition's own narrowing of an attribute as `key=value` parts joined by ', '; empty when none. */
export function restrictionText(attribute: Pick<TreeAttributeView, 'customOptionlistItems' | 'optionListSwitchIsOn' | 'selectedCodelistItems' | 'useUpToDateCodelist' | 'minimum' | 'maximum' | 'facets' | 'arrayFacets'>): string {
  const parts: string[] = [];
  if (attribute.optionListSwitchIsOn) parts.push(`opties=${list(attribute.customOptionlistItems)}`);
  if (attribute.selectedCodelistItems.length > 0) parts.push(`subset=${list(attribute.selectedCodelistItems)}`);
  if (attribute.useUpToDateCodelist) parts.push('actuele codelijst=ja');
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

/** Header and rows of the definition table: entities in the definition (selected or required), depth first. */
export function definitionTable(tree: readonly TreeEntityView[], functionNames: readonly string[]): { header: string[]; rows: string[][] } {
  const rows: string[][] = [];
  const visit = (entity: TreeEntityView) => {
    if (!entity.isSelected) return;
    for (const attribute of entity.attributes) {
      if (!attribute.isSelected) continue;
      const presence = new Map(attribute.aanwezigheidPerFuncties.map((entry) => [entry.functionName, entry.aanwezigheid]));
      rows.push([
        attribute.path,
        entity.entityTypeName ? `${entity.name}-${entity.entityTypeName}` : entity.name,
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
