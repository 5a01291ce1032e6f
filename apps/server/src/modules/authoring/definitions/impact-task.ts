import { definitionImpact } from '@afd/afd';
import type { Db, Tx } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { isLargeLibrary } from '../../../jobs/large-library.ts';
import { lastUsedCache } from '../../../shared/last-used-cache.ts';
import { choicesOf } from '../definition-store/stored-definition.ts';
import { libraryTree, type LibraryInfo } from '../definition-store/baseline-library-reads.ts';
import type { DefinitionRow } from '../definition-store/definition-rows.ts';

// The task 'baseline-library-impact' (issue 18, point 4; ADR 0046): a definition whose
// synchronisation with the baseline's newest library would drop or clip choices. Derived, as every
// task is (docs/authoring.md 'Tasks'): it exists from the moment the new library is committed, in the
// upload's own transaction, and goes when the definition is synchronised. The answer depends only
// on the definition's revision and the two libraries, which never change under their ids, so it is
// kept per process under those.

const remembered = lastUsedCache<{ losesChoices: boolean }>(1_000);

/** Whether synchronising the definition with `latest` would give warnings (dropped or clipped choices). */
export async function losesChoicesOnSync(
  db: Db | Tx,
  pool: CertificationPool,
  row: Pick<DefinitionRow, 'id' | 'revision' | 'baselineLibraryId' | 'choices'>,
  latest: LibraryInfo | null,
): Promise<boolean> {
  const own = row.baselineLibraryId;
  if (own === null || latest === null || latest.id === own) return false;
  const answer = await remembered(`${row.id}:${row.revision}:${own}:${latest.id}`, async () => {
    const [before, after] = await Promise.all([libraryTree(db, own), libraryTree(db, latest.id)]);
    if (!before || !after) return null;
    const choices = choicesOf(row);
    // A large library is compared on the pool (as the impact preview does), so other requests go on meanwhile.
    const warnings = isLargeLibrary(before) || isLargeLibrary(after) ? await pool.perform('definitionImpact', { choices, before, after }) : definitionImpact(choices, before, after);
    return { losesChoices: warnings.length > 0 };
  });
  return answer?.losesChoices ?? false;
}
