import { catalogueResolverFromFiles } from '../../../afd1/catalogue/catalogue-resolver-from-files.ts';
import { buildEntityTree, type TreeEntity } from '../../../afd1/schema/entity-tree.ts';
import { elementTypeOf, valueConstraintOf, type Particle } from '../../../afd1/schema/particle-tree.ts';
import { SchemaComponents } from '../../../afd1/schema/schema-components.ts';
import { loadSchemaSet } from '../../../afd1/xml/schema-set.ts';
import { compareMaps, type SemanticDifference } from '../json-schema/schema-semantics.testing.ts';
import { afd1GeneratedSuffixes } from './generate-afd1-function.ts';
import { isImportedInSet } from './set-file-references.ts';

// Test support (issue 27): what two AFD 1.0 function XSDs admit, compared per element path with
// the repository's own XSD reading (afd1/schema: the schema set with its catalogue imports served
// from the files, the entity tree, the particle tree). Per entity: its occurrences and its content
// model (sequences, choices and all groups with their occurrences, element particles by local
// name, wildcards); per attribute (a leaf element or XML attribute): its occurrences, the format it
// restricts, the code list and the codes it allows, its facets, built-in type and fixed/default value. Annotations,
// type names, namespace prefixes and file names are ignored. Paths as the entity tree names them.

/** A function's generated files (file name -> text), as the ZIP of 'Genereer per functie' holds them. */
export type Afd1SchemaFiles = Readonly<Record<string, string>>;

/** The function's own schema: an .xsd no other file imports (the catalogue's are imported by it). */
function functionSchemaName(files: Afd1SchemaFiles): string {
  const schemas = Object.keys(files).filter((name) => name.endsWith(afd1GeneratedSuffixes.schema));
  const own = schemas.filter((name) => !isImportedInSet(files, name));
  if (own.length !== 1 || own[0] === undefined) throw new Error(`no single function schema among ${schemas.join(', ')}`);
  return own[0];
}

const bound = (max: number | 'unbounded') => (max === Infinity || max === 'unbounded' ? 'unbounded' : max);

function particleText(particle: Particle | null): string {
  if (particle === null) return 'leeg';
  const occurs = `{${particle.min},${bound(particle.max)}}`;
  if (particle.kind === 'element') return `${particle.name.localName}${occurs}`;
  if (particle.kind === 'wildcard') return `any(${particle.processContents})${occurs}`;
  return `${particle.kind}${occurs}(${particle.children.map(particleText).join(' ')})`;
}

interface Semantics {
  entities: Map<string, Record<string, unknown>>;
  attributes: Map<string, Record<string, unknown>>;
}

function semanticsOf(files: Afd1SchemaFiles): Semantics {
  const schemaName = functionSchemaName(files);
  const others = Object.fromEntries(Object.entries(files).filter(([name]) => name !== schemaName && name.endsWith(afd1GeneratedSuffixes.schema)));
  const load = loadSchemaSet(files[schemaName] ?? '', schemaName, catalogueResolverFromFiles(others));
  if (!load.ok) throw new Error(load.problems.map((problem) => problem.description).join('\n'));
  const components = new SchemaComponents(load.set);
  const tree = buildEntityTree(components, { descriptions: false });
  if (tree.problems.length > 0) throw new Error(tree.problems.map((problem) => `${problem.kind}: ${problem.path}`).join('\n'));
  const entities = new Map<string, Record<string, unknown>>();
  const attributes = new Map<string, Record<string, unknown>>();
  const visit = (entity: TreeEntity) => {
    const type = elementTypeOf(components, entity.declaration);
    const content = type.kind === 'complex' ? type.content : null;
    entities.set(entity.path, {
      occurs: `${entity.occurs.min}..${bound(entity.occurs.max)}`,
      contentModel: content === null ? 'simpel' : `${content.variety} ${particleText(content.particle)}`,
      xmlAttributes: content === null ? [] : content.attributes.map((use) => `${use.name.localName}${use.prohibited ? '!' : use.required ? '' : '?'}${use.valueConstraint ? ` ${use.valueConstraint.kind}=${use.valueConstraint.value}` : ''}`).sort(),
    });
    for (const attribute of entity.attributes) {
      const { format, codeList, facets, builtin } = attribute.type;
      attributes.set(attribute.path, {
        occurs: `${attribute.occurs.min}..${bound(attribute.occurs.max)}`,
        xmlAttribute: attribute.isXmlAttribute,
        format,
        codeList: codeList === null ? null : { name: codeList.name, values: codeList.values === null ? null : [...codeList.values].sort() },
        facets: Object.fromEntries(Object.entries(facets).sort(([a], [b]) => a.localeCompare(b))),
        builtin,
        valueConstraint: attribute.isXmlAttribute ? null : valueConstraintOf(attribute.declaration),
      });
    }
    entity.children.forEach(visit);
  };
  tree.roots.forEach(visit);
  if (entities.size === 0) throw new Error(`${schemaName}: no entity read`);
  return { entities, attributes };
}

/** The differences in content model and facets of two AFD 1.0 function schema sets, by element path; empty when they are the same. */
export function afd1ContentDifferences(left: Afd1SchemaFiles, right: Afd1SchemaFiles): SemanticDifference[] {
  const a = semanticsOf(left);
  const b = semanticsOf(right);
  const differences: SemanticDifference[] = [];
  compareMaps('entiteit', a.entities, b.entities, differences);
  compareMaps('attribuut', a.attributes, b.attributes, differences);
  return differences;
}
