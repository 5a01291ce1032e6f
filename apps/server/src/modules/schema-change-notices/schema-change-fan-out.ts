import { userStatusOf } from '@afd/afd';
import { and, asc, eq, isNotNull, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { organisationSchemaVersions, organisations, schemaChangeEvents, schemaChangeNoticeOptOuts, schemaChangeNotices, schemaDownloads, users } from '../../db/schema/index.ts';
import { queueMail } from '../../mail/outbox.ts';
import { changeMails, type ChangeFacts, type Compatibility } from './schema-change-mails.ts';

// The fan-out of notices of change (issue 32, ADR 0069). Every change to a public schema is an
// event (shared/schema-change-record.ts, written in the change's transaction). Here, for each event
// not yet fanned out, the organisations that downloaded the schema before the change are found and
// each one's users who want it get one mail, queued in the mail outbox.
//
// Exactly once per organisation and change, with any number of instances at once: an event is
// worked on in one transaction that holds its row (FOR UPDATE SKIP LOCKED: another instance skips
// it, and once the first commits it is no longer pending); each organisation's notice is a row
// keyed (event, organisation), inserted with ON CONFLICT DO NOTHING, and its mails are queued only
// when this transaction inserted that row. Mails, notice rows and the event's fanned_out_at commit
// together: a crash leaves the event pending and nothing half-sent.

export interface FanOutSettings {
  publicUrl: string;
  /** Events one run handles at most (each in its own transaction). */
  batchSize?: number;
}

export interface FanOutRun {
  events: number;
  notices: number;
  mails: number;
}

type EventRow = typeof schemaChangeEvents.$inferSelect;

/**
 * The organisations that downloaded the schema before the change; never the owner itself. While
 * the schema exists its downloads are those of its row (schema_downloads_schema_idx, also across a
 * rename); once it is deleted both foreign keys are null and the owner and name find them.
 */
async function downloadersOf(tx: Tx, event: EventRow): Promise<{ id: string; name: string }[]> {
  const sameSchema = event.organisationSchemaId
    ? eq(schemaDownloads.organisationSchemaId, event.organisationSchemaId)
    : and(isNull(schemaDownloads.organisationSchemaId), eq(schemaDownloads.ownerOrganisationId, event.ownerOrganisationId), sql`lower(${schemaDownloads.schemaName}) = lower(${event.schemaName})`);
  return tx
    .selectDistinct({ id: organisations.id, name: organisations.name })
    .from(schemaDownloads)
    .innerJoin(organisations, eq(organisations.id, schemaDownloads.downloaderOrganisationId))
    .where(and(sameSchema, isNotNull(schemaDownloads.downloaderOrganisationId), ne(schemaDownloads.downloaderOrganisationId, event.ownerOrganisationId), lte(schemaDownloads.createdAt, event.occurredAt)))
    .orderBy(asc(organisations.name));
}

/** The organisation's active users who did not turn the notice off for this owner. */
async function recipientsIn(tx: Tx, organisationId: string, ownerOrganisationId: string): Promise<string[]> {
  const optedOut = tx
    .select({ one: sql`1` })
    .from(schemaChangeNoticeOptOuts)
    .where(and(eq(schemaChangeNoticeOptOuts.userId, users.id), eq(schemaChangeNoticeOptOuts.ownerOrganisationId, ownerOrganisationId)));
  const rows = await tx
    .select({ email: users.email, actief: users.actief, koatActief: users.koatActief })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), notExists(optedOut)))
    .orderBy(asc(users.email));
  return rows.filter((user) => userStatusOf(user.actief, user.koatActief) === 'actief').map((user) => user.email);
}

/**
 * The stored compatibility of this version with the earlier published ones (the version history,
 * organisation_schema_versions, ADR 0070), or null where none is stored (a first version, one
 * certified before the history existed).
 */
export async function storedCompatibility(db: Db | Tx, organisationSchemaId: string | null, version: number): Promise<Compatibility | null> {
  if (!organisationSchemaId) return null;
  const [row] = await db
    .select({ compatibility: organisationSchemaVersions.compatibility })
    .from(organisationSchemaVersions)
    .where(and(eq(organisationSchemaVersions.organisationSchemaId, organisationSchemaId), eq(organisationSchemaVersions.version, version)))
    .limit(1);
  return (row?.compatibility as Compatibility | null | undefined) ?? null;
}

/** Fans out one event, if it is still pending and no other instance holds it; answers what it queued. */
async function fanOutEvent(db: Db, eventId: string, settings: FanOutSettings): Promise<{ notices: number; mails: number } | null> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(schemaChangeEvents)
      .where(and(eq(schemaChangeEvents.id, eventId), isNull(schemaChangeEvents.fannedOutAt)))
      .for('update', { skipLocked: true });
    if (!event) return null;
    const [owner] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, event.ownerOrganisationId));
    const facts: ChangeFacts = {
      kind: event.kind,
      schemaName: event.schemaName,
      owner: owner?.name ?? '',
      version: event.version,
      previousVersion: event.previousVersion,
      reason: event.reason,
      occurredAt: event.occurredAt,
      compatibility: event.kind === 'nieuwe-versie' ? await storedCompatibility(tx, event.organisationSchemaId, event.version) : null,
    };
    let notices = 0;
    let mails = 0;
    for (const downloader of await downloadersOf(tx, event)) {
      const recipients = await recipientsIn(tx, downloader.id, event.ownerOrganisationId);
      const inserted = await tx
        .insert(schemaChangeNotices)
        .values({ eventId: event.id, organisationId: downloader.id, recipients: recipients.length })
        .onConflictDoNothing()
        .returning({ eventId: schemaChangeNotices.eventId });
      if (inserted.length === 0) continue;
      notices += 1;
      mails += recipients.length;
      await queueMail(tx, changeMails(recipients, facts, downloader.name, settings.publicUrl));
    }
    await tx.update(schemaChangeEvents).set({ fannedOutAt: sql`now()` }).where(eq(schemaChangeEvents.id, event.id));
    return { notices, mails };
  });
}

/** Fans out the pending events, oldest first; safe to run on every instance at once. */
export async function fanOutSchemaChanges(db: Db, settings: FanOutSettings): Promise<FanOutRun> {
  const pending = await db
    .select({ id: schemaChangeEvents.id })
    .from(schemaChangeEvents)
    .where(isNull(schemaChangeEvents.fannedOutAt))
    .orderBy(asc(schemaChangeEvents.occurredAt), asc(schemaChangeEvents.id))
    .limit(settings.batchSize ?? 50);
  const run: FanOutRun = { events: 0, notices: 0, mails: 0 };
  for (const { id } of pending) {
    const done = await fanOutEvent(db, id, settings);
    if (!done) continue;
    run.events += 1;
    run.notices += done.notices;
    run.mails += done.mails;
  }
  return run;
}
