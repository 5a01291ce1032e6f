import type { NotificationSettings } from '@afd/contracts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { readNoticeChoices, saveNoticeChoices } from './schema-change-notice-choices.ts';
import { findUserRecord, updateUserRecord, type UserRecord } from './users.repository.ts';

const flagsOf = (record: UserRecord) => ({
  notifyOnAfdDefinitionsChange: record.notifyOnDefinitionChanges,
  notifyOnAfdDefinitionsMeldingen: record.notifyOnSchemaIssues,
});

/** The two flags of the spec and, ours (issue 32), the notice of change per owner organisation. */
const settingsOf = async (db: Db | Tx, record: UserRecord): Promise<NotificationSettings> => ({
  ...flagsOf(record),
  schemaChangeNotices: await readNoticeChoices(db, record),
});

async function ownRecord(db: Db, principal: Principal): Promise<UserRecord> {
  const record = await findUserRecord(db, principal.subject, { forUpdate: false });
  // The auth plugin loaded this very record for the request; only a concurrent removal gets here.
  if (!record) throw new Error(`Record of signed-in user ${principal.subject} not found`);
  return record;
}

/** The signed-in user's own notification choices (spec 000 §2 screen 15). */
export async function readNotificationSettings(db: Db, principal: Principal): Promise<NotificationSettings> {
  return settingsOf(db, await ownRecord(db, principal));
}

/** Saves the signed-in user's own notification choices, with an audit entry, and answers them. */
export async function saveNotificationSettings(db: Db, principal: Principal, settings: NotificationSettings): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const current = await findUserRecord(tx, principal.subject, { forUpdate: true });
    if (!current) throw new Error(`Record of signed-in user ${principal.subject} not found`);
    const before = await settingsOf(tx, current);
    const flags = { notifyOnDefinitionChanges: settings.notifyOnAfdDefinitionsChange, notifyOnSchemaIssues: settings.notifyOnAfdDefinitionsMeldingen };
    await updateUserRecord(tx, current.id, flags);
    await saveNoticeChoices(tx, current.id, settings.schemaChangeNotices ?? []);
    const after = await settingsOf(tx, { ...current, ...flags });
    await recordAudit(tx, principal, { action: 'user.settings-changed', entityType: 'user', entityId: current.subject, before, after });
    return after;
  });
}
