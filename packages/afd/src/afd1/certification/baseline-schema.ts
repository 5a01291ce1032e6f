import { allEntities, buildEntityTree, type EntityTree } from '../schema/entity-tree.ts';
import { SchemaComponents } from '../schema/schema-components.ts';
import type { CatalogueResolver } from '../xml/catalogue-resolver.ts';
import type { LoadedSchema } from '../xml/loaded-schema.ts';
import { loadCatalogueSchemaFile, loadImportsOf } from '../xml/schema-set.ts';

// The baseline XSD as certification reads it next to the stored library: its schema components
// (for the content models, nillable, wildcards, ...) and where each path is declared (for 'Zie de
// baseline, regel N'). A baseline is certified against again and again with the same text, so it is
// parsed once per process like the catalogue files (same bounded cache) and analysed once per parse.

export interface BaselineSchema {
  components: SchemaComponents;
  tree: EntityTree;
  /** Entity and attribute paths -> the line of their declaration. */
  lines: ReadonlyMap<string, number>;
}

const FILE_NAME = 'baseline.xsd';
const analysed = new WeakMap<LoadedSchema, BaselineSchema>();

/** The baseline XSD read for certification; null when it does not load (the upload screen checked it once). */
export function loadBaselineSchema(baselineXsd: string, catalogueResolver: CatalogueResolver): BaselineSchema | null {
  const loaded = loadCatalogueSchemaFile(baselineXsd, FILE_NAME);
  if (!loaded.ok) return null;
  const known = analysed.get(loaded.schema);
  if (known) return known;
  const set = loadImportsOf(loaded.schema, catalogueResolver);
  if (!set.ok) return null;
  const components = new SchemaComponents(set.set);
  const tree = buildEntityTree(components, { descriptions: false });
  const lines = new Map<string, number>();
  for (const entity of allEntities(tree.roots)) {
    lines.set(entity.path, entity.declaration.line);
    for (const attribute of entity.attributes) lines.set(attribute.path, attribute.declaration.line);
  }
  const schema = { components, tree, lines };
  analysed.set(loaded.schema, schema);
  return schema;
}
