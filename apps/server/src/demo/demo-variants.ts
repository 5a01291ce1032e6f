import { demoPredefinedEntities } from '@afd/afd/demo';
import { libraryIndex, mergedTree, variantTree, type BaselineLibrary, type VariantTreeNode } from '@afd/afd';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { baselineLibraries, definitions } from '../db/schema/index.ts';
import { domainDefinition, functionsOf } from '../modules/authoring/definition-store/stored-definition.ts';
import { demoDefinitionNames } from './demo-definitions.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo data: one AFD 1.0 demo definition (Bedrijfsaansprakelijkheid, whose baseline has the
// address AN below PP) gets an active variant 'Basis' 001.00 whose first active function that can
// take it holds the demo's AFD 1.0 snippet, anchored on a kept sibling of where the baseline has
// the snippet's entity, so the variants and predefined-entities screens show something. That
// definition is on an older library: it publishes after synchronising. Runs after the definitions
// and the snippets.

export const demoVariant = { name: 'Basis', version: '001.00' } as const;

const parentOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));

/** A kept node after which the snippet's entity can stand: the baseline has the entity on that level. */
function anchorFor(tree: readonly VariantTreeNode[], library: BaselineLibrary, entity: string): string | null {
  const entities = libraryIndex(library).entities;
  const nodes: VariantTreeNode[] = [];
  const visit = (node: VariantTreeNode) => (nodes.push(node), node.children.forEach(visit));
  tree.forEach(visit);
  const fits = (node: VariantTreeNode) => node.anchorPath.includes('/') && node.entityName !== entity && entities.has(`${parentOf(node.anchorPath)}/${entity}`);
  return nodes.find(fits)?.anchorPath ?? null;
}

export const seedDemoVariants: DemoSeedPart = async (tx: Tx) => {
  const snippet = demoPredefinedEntities.find((candidate) => candidate.snippetEntityType === '');
  if (!snippet) return;
  for (const name of [demoDefinitionNames.bedrijf, demoDefinitionNames.woonhuis, demoDefinitionNames.reis]) {
    const [row] = await tx.select().from(definitions).where(eq(definitions.name, name));
    const [libraryRow] = row?.baselineLibraryId ? await tx.select({ library: baselineLibraries.library }).from(baselineLibraries).where(eq(baselineLibraries.id, row.baselineLibraryId)) : [];
    if (!row || !libraryRow) continue;
    const library = libraryRow.library as BaselineLibrary;
    const tree = mergedTree(library, domainDefinition(row, '', ''));
    for (const fn of functionsOf(row).filter((candidate) => candidate.active)) {
      const anchorPath = anchorFor(variantTree(tree, fn.name), library, snippet.snippetEntity);
      if (!anchorPath) continue;
      const variants = [{ ...demoVariant, isActive: true, variantFunctions: [{ name: fn.name, isActive: true, snippetMap: { items: [{ anchorPath, snippetId: snippet.snippetId }] } }] }];
      await tx.update(definitions).set({ variants }).where(eq(definitions.id, row.id));
      return;
    }
  }
};
