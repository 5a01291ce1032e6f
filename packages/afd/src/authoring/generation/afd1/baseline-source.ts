import { catalogueResolverFromFiles } from '../../../afd1/catalogue/catalogue-resolver-from-files.ts';
import { allEntities, buildEntityTree, type TreeAttribute, type TreeEntity } from '../../../afd1/schema/entity-tree.ts';
import { SchemaComponents } from '../../../afd1/schema/schema-components.ts';
import type { LoadedSchema } from '../../../afd1/xml/loaded-schema.ts';
import { loadCatalogueSchemaFile, loadImportsOf } from '../../../afd1/xml/schema-set.ts';

// The baseline XSD as generation reads it: its components (with the catalogue files it imports)
// and its entity tree, whose paths are the library's paths. Reading a large baseline costs more
// than writing all of a definition's functions, and the same baseline is generated from (and
// certified against) again and again: the text is parsed once per process in the bounded cache
// certification uses too, and analysed once per parse and set of catalogue files.

export interface BaselineSource {
  components: SchemaComponents;
  entities: ReadonlyMap<string, TreeEntity>;
  attributes: ReadonlyMap<string, TreeAttribute>;
  roots: readonly TreeEntity[];
}

const analysed = new WeakMap<LoadedSchema, { catalogue: object; source: BaselineSource }>();
const NO_CATALOGUE: Readonly<Record<string, string>> = {};

/** The baseline document read against the catalogue; throws when it cannot be (generation's input is broken). */
export function baselineSourceOf(baselineDocument: string, catalogueXsdFiles: Readonly<Record<string, string>> | undefined): BaselineSource {
  const loaded = loadCatalogueSchemaFile(baselineDocument, 'baseline.xsd');
  if (!loaded.ok) throw new Error(`De baseline kan niet worden gelezen: ${loaded.problem.description}`);
  const catalogue = catalogueXsdFiles ?? NO_CATALOGUE;
  const known = analysed.get(loaded.schema);
  // Finding the imports walks the whole baseline: not again for the next function of the same call.
  if (known?.catalogue === catalogue) return known.source;
  const load = loadImportsOf(loaded.schema, catalogueResolverFromFiles(catalogue));
  if (!load.ok) throw new Error(`De baseline kan niet worden gelezen: ${load.problems.map((problem) => problem.description).join(' ')}`);
  // The same baseline over another catalogue's files is another reading.
  if (known && sameImports(known.source.components.set.imported, load.set.imported)) {
    analysed.set(loaded.schema, { catalogue, source: known.source });
    return known.source;
  }
  const components = new SchemaComponents(load.set);
  const tree = buildEntityTree(components);
  const entities = new Map<string, TreeEntity>();
  const attributes = new Map<string, TreeAttribute>();
  for (const entity of allEntities(tree.roots)) {
    entities.set(entity.path, entity);
    for (const attribute of entity.attributes) attributes.set(attribute.path, attribute);
  }
  const source = { components, entities, attributes, roots: tree.roots };
  analysed.set(loaded.schema, { catalogue, source });
  return source;
}

function sameImports(first: ReadonlyMap<string, LoadedSchema>, second: ReadonlyMap<string, LoadedSchema>): boolean {
  return first.size === second.size && [...first].every(([namespace, schema]) => second.get(namespace)?.text === schema.text);
}
