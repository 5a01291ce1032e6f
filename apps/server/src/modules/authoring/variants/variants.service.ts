import { entityLabel, libraryIndex, mergedTree, normaliseVariants, variantsProblems, variantTree } from '@afd/afd';
import type { SnippetInfo, Variant, VariantsAnswer, VariantTreeNode } from '@afd/contracts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import { libraryOfDefinition } from '../definition-store/definition-library.ts';
import { authoringOrganisation } from '../definition-store/definition-access.ts';
import { definitionProblems } from '../definition-store/definition-texts.ts';
import { domainDefinition, functionsOf } from '../definition-store/stored-definition.ts';
import { findBaselineById, findBaselineByName } from '../definition-store/authoring-baselines.ts';
import { latestLibraryOf, libraryTree } from '../definition-store/baseline-library-reads.ts';
import { existingDefinition } from '../definition-store/existing-definition.ts';
import { inTransaction, refuseStale, saveChange } from '../definition-store/definition-change.ts';
import { currentSnippets } from './current-snippets.ts';
import { variantProblems } from './variant-texts.ts';

// Variants and predefined entities of a definition (001 §7): the variants read by every composing
// role of the organisation and saved (the whole list, as one revision) by administrators only,
// checked with the rules of packages/afd; a function's tree to anchor snippets on; and the
// snippets that fit a baseline (ADR 0039).

export async function readVariants(db: Db, principal: Principal, organisationName: string, product: string): Promise<VariantsAnswer> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, product);
  return { variants: row.variants, revision: row.revision };
}

/** Saves the whole list as the next revision, based on `revision` (409 when another save came in between), once every rule holds (400 with field errors otherwise). */
export async function saveVariants(db: Db, principal: Principal, organisationName: string, product: string, variants: readonly Variant[], revision: number): Promise<VariantsAnswer> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const stored = normaliseVariants(variants);
  return inTransaction(db, async (tx) => {
    const row = await existingDefinition(tx, organisation, product, { lock: true });
    refuseStale(row, revision);
    const snippetIds = new Set((await currentSnippets(tx)).map((snippet) => snippet.snippetId));
    const problems = variantsProblems(stored, { functionNames: functionsOf(row).map((fn) => fn.name), snippetIds, stored: row.variants });
    if (Object.keys(problems).length > 0) throw definitionProblems.invalidProperties(problems);
    const saved = await saveChange(tx, principal, row, 'varianten', { variants: stored });
    return { variants: saved.variants, revision: saved.revision };
  });
}

/** The entities a function of the definition keeps, to anchor snippets on. */
export async function functionTree(db: Db, principal: Principal, organisationName: string, product: string, functionName: string): Promise<VariantTreeNode[]> {
  const organisation = await authoringOrganisation(db, principal, organisationName);
  const row = await existingDefinition(db, organisation, product);
  if (!functionsOf(row).some((fn) => fn.name === functionName)) throw variantProblems.functionNotFound(functionName);
  const baseline = await findBaselineById(db, row.baselineSchemaId);
  if (!baseline) throw definitionProblems.baselineNotFound(row.baselineSchemaId);
  const library = await libraryOfDefinition(db, row);
  return variantTree(mergedTree(library, domainDefinition(row, organisation.name, baseline.basedOn)), functionName);
}

export interface SnippetsQuery {
  organisation: string;
  baseline: string;
  function: string;
}

/**
 * The snippets that fit a function on a baseline: those whose entity (with its entity type) the
 * baseline's current library has. Before a definition narrows it every function has the whole
 * library, so the function only names where the screen will place them (ADR 0039).
 */
export async function fittingSnippets(db: Db, principal: Principal, query: SnippetsQuery): Promise<SnippetInfo[]> {
  await authoringOrganisation(db, principal, query.organisation);
  const baseline = await findBaselineByName(db, query.baseline);
  if (!baseline) throw definitionProblems.baselineNotFound(query.baseline);
  const latest = await latestLibraryOf(db, baseline.id);
  const library = latest ? await libraryTree(db, latest.id) : null;
  if (!library) throw definitionProblems.noLibrary(baseline.basedOn);
  const labels = new Set([...libraryIndex(library).entities.values()].map((node) => entityLabel(node.name, node.entityTypeName ?? '')));
  return (await currentSnippets(db))
    .filter((snippet) => labels.has(entityLabel(snippet.snippetEntity, snippet.snippetEntityType)))
    .map(({ snippetId, snippetEntity, snippetEntityType, snippetName, snippetVersion, combinationProductAfdDefinition }) => ({
      snippetId,
      snippetEntity,
      snippetEntityType,
      snippetName,
      snippetVersion,
      combinationProductAfdDefinition,
    }));
}
