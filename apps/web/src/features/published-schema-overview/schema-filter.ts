import type { PublishedOrganisation, PublishedSchema } from '@afd/contracts';

// The register's schema filter (001 §2): shown only when OpenAPI descriptions exist (the tree
// call's hasOpenApiDescriptions).

export const schemaFilters = [
  { value: 'all', label: 'Alle definities' },
  { value: 'afd', label: 'Alleen AFD-definities' },
  { value: 'oad', label: 'Alleen OAD-definities' },
] as const;

export type SchemaFilter = (typeof schemaFilters)[number]['value'];

export function matchesFilter(schema: PublishedSchema, filter: SchemaFilter): boolean {
  if (filter === 'afd') return !schema.isOpenApiDescription;
  if (filter === 'oad') return schema.isOpenApiDescription;
  return true;
}

/**
 * The organisations and baselines a filter leaves: 'Alleen OAD-definities' only those with an
 * OpenAPI description (the tree call says which), so no choice leads to an empty column.
 */
export function organisationsForFilter(organisations: readonly PublishedOrganisation[], filter: SchemaFilter): readonly PublishedOrganisation[] {
  if (filter !== 'oad') return organisations;
  return organisations
    .map((organisation) => ({ ...organisation, baselines: organisation.baselines.filter((baseline) => baseline.hasOpenApiDescriptions) }))
    .filter((organisation) => organisation.baselines.length > 0);
}
