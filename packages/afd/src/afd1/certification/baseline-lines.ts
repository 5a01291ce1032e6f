import { allEntities, buildEntityTree } from '../schema/entity-tree.ts';
import { SchemaComponents } from '../schema/schema-components.ts';
import type { CatalogueResolver } from '../xml/catalogue-resolver.ts';
import { loadSchemaSet } from '../xml/schema-set.ts';

// Where each element path is declared in the baseline XSD, so that a restriction message can
// point at the baseline line it is measured against. Only worked out when there is such a message.

/** Entity and attribute paths of the baseline XSD -> the line of their declaration. */
export function baselineLines(baselineXsd: string, catalogueResolver: CatalogueResolver): ReadonlyMap<string, number> {
  const load = loadSchemaSet(baselineXsd, 'baseline.xsd', catalogueResolver);
  if (!load.ok) return new Map();
  const lines = new Map<string, number>();
  for (const entity of allEntities(buildEntityTree(new SchemaComponents(load.set)).roots)) {
    lines.set(entity.path, entity.declaration.line);
    for (const attribute of entity.attributes) lines.set(attribute.path, attribute.declaration.line);
  }
  return lines;
}
