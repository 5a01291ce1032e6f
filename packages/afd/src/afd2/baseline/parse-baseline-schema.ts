import type { BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import type { CodeList } from '../../model/catalogue.ts';
import type { CertificationMessage } from '../../model/certification.ts';
import { baselineTexts } from '../certification/texts.ts';
import { CodeListLookup } from '../schema/code-list-ref.ts';
import { loadSchemaDocument } from '../schema/load-schema-document.ts';
import { readSchemaTree } from '../schema/read-entity-tree.ts';
import { toBaselineNode } from './to-baseline-library.ts';

// Baseline upload for a version-2 certification area: one JSON Schema (draft 2019-09 or 2020-12)
// parsed into a baseline library. Full code lists are resolved from the code lists the caller
// supplies (the stored catalogue, or a `-afdCodelists.json`), never fetched.

export interface Afd2BaselineInput {
  schemaText: string;
  /** The code lists full-list references resolve against (catalogue or `-afdCodelists.json`). */
  codeLists: readonly CodeList[];
}

export type Afd2BaselineResult =
  | { ok: true; library: BaselineLibrary; /** Warnings: constructs the library does not model. */ messages: CertificationMessage[] }
  | { ok: false; messages: CertificationMessage[] };

/** Parses an AFD 2.0 baseline JSON Schema into a baseline library (entity tree with deterministic ids). */
export function parseAfd2BaselineSchema({ schemaText, codeLists }: Afd2BaselineInput): Afd2BaselineResult {
  const lookup = new CodeListLookup(codeLists);
  const loaded = loadSchemaDocument(schemaText, lookup);
  if (!loaded.ok) return loaded;
  const tree = readSchemaTree(loaded.loaded.schema);
  if (tree.errors.length > 0) return { ok: false, messages: tree.errors };
  if (tree.roots.length === 0) return { ok: false, messages: [baselineTexts.noEntities()] };

  const roots = tree.roots.map(toBaselineNode);
  const library: BaselineLibrary = {
    afdVersion: 2,
    jsonSchemaDraft: loaded.loaded.draft,
    targetNamespace: null,
    roots,
    codeLists: referencedCodeLists(roots, lookup),
  };
  return { ok: true, library, messages: tree.unsupported.map(({ keyword, pointer }) => baselineTexts.keywordNotModelled(keyword, pointer)) };
}

/** The known code lists the tree's attributes name, in name order, with all their values. */
function referencedCodeLists(roots: readonly BaselineEntityNode[], lookup: CodeListLookup): CodeList[] {
  const names = new Set<string>();
  const visit = (node: BaselineEntityNode) => {
    for (const attribute of node.attributes) if (attribute.codeList !== null) names.add(attribute.codeList.name);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return [...names]
    .sort()
    .map((name) => lookup.find(name))
    .filter((list): list is CodeList => list !== undefined);
}
