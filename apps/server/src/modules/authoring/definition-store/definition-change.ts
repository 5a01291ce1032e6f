import { userFullName } from '@afd/afd';
import { recordAudit } from '../../../audit/audit-log.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../../shared/database-error-code.ts';
import { definitionProblems } from './definition-texts.ts';
import { insertRevision, updateDefinitionRow, type DefinitionRow, type DefinitionValues } from './definition-rows.ts';

// How every slice changes a definition (001 §7 'Product definitions'): in one transaction that
// locks the row, checks the revision the change was based on, writes the change as the next
// revision and audits it. A refusal leaves nothing half-written, and a colleague's save is never
// overwritten.

/** Who the list's 'Door' names: the user's name, or their e-mail address without one. */
export const displayNameOf = (principal: Principal) => userFullName(principal) || principal.email;

/** Runs a change in a transaction; a name taken meanwhile meets the unique index and gets the same answer. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, takenName?: () => Error): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (takenName && databaseErrorCode(error) === UNIQUE_VIOLATION) throw takenName();
    throw error;
  }
}

/** Checks that the save was based on the current revision; otherwise names who saved in between. */
export function refuseStale(row: DefinitionRow, basedOn: number): void {
  if (row.revision !== basedOn) throw definitionProblems.staleRevision(row.updatedByName);
}

/** Writes a change as the next revision, keeps it, and audits it. */
export async function saveChange(tx: Tx, principal: Principal, row: DefinitionRow, change: string, values: DefinitionValues): Promise<DefinitionRow> {
  const saved = await updateDefinitionRow(tx, row.id, {
    ...values,
    revision: row.revision + 1,
    updatedAt: new Date(),
    updatedByUserId: principal.userId,
    updatedByName: displayNameOf(principal),
  });
  await insertRevision(tx, saved, change);
  await recordAudit(tx, principal, { action: `definition.${change}`, entityType: 'definition', entityId: row.id, before: { name: row.name, revision: row.revision }, after: { name: saved.name, revision: saved.revision, ...values } });
  return saved;
}
