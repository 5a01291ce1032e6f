import { parsePredefinedEntitiesFile, type PredefinedEntity } from '@afd/afd';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { storeBlob } from '../../db/blob-store.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { deleteAllSets, insertSet, lockPredefinedEntitySets, readCurrentSet } from './predefined-entities.repository.ts';

// Upload of predefined entities (spec 000 §2 screen 14): the whole file is checked first (by
// packages/afd); only a valid file replaces the current set, with its file, in one transaction.

/** The current snippets; empty before the first upload. */
export async function listPredefinedEntities(db: Db): Promise<PredefinedEntity[]> {
  return (await readCurrentSet(db))?.snippets ?? [];
}

/** The spec's rejection text for a file of another type (spec 000 §4). */
export function invalidFileTypeProblem(fileName: string): HttpProblem {
  return new HttpProblem(400, 'Ongeldig bestandstype', `${fileName || 'Het bestand'} heeft een ongeldig bestandstype.`);
}

/** Checks an uploaded file and, when valid, makes it the current set; answers the new set. */
export async function replacePredefinedEntities(
  db: Db,
  actor: Principal,
  upload: { fileName: string; content: Uint8Array },
): Promise<PredefinedEntity[]> {
  if (!upload.fileName.toLowerCase().endsWith('.json')) throw invalidFileTypeProblem(upload.fileName);
  const parsed = parsePredefinedEntitiesFile(upload.content, upload.fileName);
  if (!parsed.ok) {
    const hasFieldErrors = Object.keys(parsed.error.errors).length > 0;
    throw new HttpProblem(400, 'Ongeldig bestand', parsed.error.message, hasFieldErrors ? parsed.error.errors : undefined);
  }
  const { snippets } = parsed;
  await db.transaction(async (tx) => {
    await lockPredefinedEntitySets(tx);
    const previous = await readCurrentSet(tx);
    await deleteAllSets(tx);
    const file = await storeBlob(tx, upload.content, 'application/json');
    const setId = await insertSet(tx, { snippets, contentBlobId: file.id, uploadedByUserId: actor.userId });
    await recordAudit(tx, actor, {
      action: 'predefinedEntities.replaced',
      entityType: 'predefinedEntitySet',
      entityId: setId,
      before: previous ? { setId: previous.id, snippetIds: previous.snippets.map((s) => s.snippetId), sha256: previous.sha256 } : null,
      after: { fileName: upload.fileName, snippetIds: snippets.map((s) => s.snippetId), sha256: file.sha256 },
    });
  });
  return snippets;
}
