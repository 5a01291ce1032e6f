import type { BaselineLibrary } from '../../model/baseline-library.ts';
import type { CodeList } from '../../model/catalogue.ts';
import { codeListOf } from '../catalogue/catalogue-model-builder.ts';
import { allEntities, buildEntityTree, type EntityTree } from '../schema/entity-tree.ts';
import { SchemaComponents } from '../schema/schema-components.ts';
import { toBaselineEntityNode } from '../schema/tree-to-library.ts';
import type { CatalogueResolver } from '../xml/catalogue-resolver.ts';
import { attributeValue, childElements, xsdPathOf } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { loadSchemaSet, type SchemaSet } from '../xml/schema-set.ts';
import { compileSchemaSet } from '../xml/xsd-compile.ts';
import type { XmlProblem } from '../xml/xml-problem.ts';
import { baselineTexts } from './baseline-texts.ts';

// Baseline upload, version 1: the XSD becomes a baseline library, the entity tree that
// certification compares uploads with and the authoring tool will edit. It must be safe XML,
// import only the catalogue (resolved locally) and compile.

export interface Afd1BaselineInput {
  xsd: string | Uint8Array;
  /** For messages; defaults to 'baseline.xsd'. */
  fileName?: string;
  catalogueResolver: CatalogueResolver;
}

export type Afd1BaselineParse =
  | { ok: true; library: BaselineLibrary; /** Parts the tree leaves out (recursion, unreadable types). */ warnings: XmlProblem[] }
  | { ok: false; problems: XmlProblem[] };

/** Parses a version-1 baseline XSD into a baseline library. */
export function parseAfd1BaselineXsd({ xsd, fileName = 'baseline.xsd', catalogueResolver }: Afd1BaselineInput): Afd1BaselineParse {
  const load = loadSchemaSet(xsd, fileName, catalogueResolver);
  if (!load.ok) return { ok: false, problems: load.problems };
  const compileProblems = compileSchemaSet(load.set);
  if (compileProblems.length > 0) return { ok: false, problems: compileProblems };
  return afd1LibraryOfTree(load.set, buildEntityTree(new SchemaComponents(load.set)), fileName);
}

/**
 * The library of a baseline already loaded and read into its entity tree (the tree's descriptions
 * become the library's), or why it cannot be one. Compatibility between versions reads each
 * version's tree once, as certification reads a baseline (certification/baseline-schema.ts).
 */
export function afd1LibraryOfTree(set: SchemaSet, tree: EntityTree, fileName: string): Afd1BaselineParse {
  const place = (element: PlainElement) => ({ fileName, line: element.line, path: xsdPathOf(element) });
  if (tree.roots.length === 0) return { ok: false, problems: [baselineTexts.noRootElement({ fileName })] };
  const problems: XmlProblem[] = [];
  const warnings: XmlProblem[] = tree.problems.map((problem) => baselineTexts.recursion(place(problem.declaration), problem.path));
  for (const entity of allEntities(tree.roots)) {
    for (const attribute of entity.attributes) {
      if (attribute.occurs.max !== 1 && attribute.occurs.max !== 0) problems.push(baselineTexts.repeatingAttribute(place(attribute.declaration), attribute.path));
      for (const construct of attribute.type.undecidable) warnings.push(baselineTexts.undecidableType(place(attribute.declaration), attribute.path, construct));
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const codeListNames = new Set<string>();
  for (const entity of allEntities(tree.roots)) for (const attribute of entity.attributes) if (attribute.type.codeList) codeListNames.add(attribute.type.codeList.name);
  const library: BaselineLibrary = {
    afdVersion: 1,
    jsonSchemaDraft: null,
    targetNamespace: set.main.targetNamespace,
    roots: tree.roots.map(toBaselineEntityNode),
    codeLists: codeListsNamed(set, codeListNames),
  };
  return { ok: true, library, warnings };
}

/** The code lists with these names, as the imported catalogue files define them, sorted by name. */
function codeListsNamed(set: SchemaSet, names: ReadonlySet<string>): CodeList[] {
  const lists = new Map<string, CodeList>();
  for (const schema of set.imported.values()) {
    for (const simpleType of childElements(schema.root, 'simpleType')) {
      const name = attributeValue(simpleType, 'name') ?? '';
      const list = names.has(name) && !lists.has(name) ? codeListOf(simpleType) : null;
      if (list) lists.set(name, list);
    }
  }
  return [...lists.values()].sort((first, second) => first.name.localeCompare(second.name));
}
