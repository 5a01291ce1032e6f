import type { NewSchemaIssue, SchemaIssue, SchemaIssueUpdate } from '@afd/contracts';
import {
  INITIAL_SCHEMA_ISSUE_STATUS,
  hasDictionaryKey,
  isSameOrganisationName,
  resolveSubStatuses,
  schemaIssueCategoryDictionary,
  schemaIssueStatusLabel,
  userFullName,
  userStatusOf,
} from '@afd/afd';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { queueMail } from '../../mail/outbox.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { mayHandleIssue } from './schema-issue-access.ts';
import { issueAt, overviewOrganisation, readableIssueAt } from './schema-issue-lookup.ts';
import { handledIssueMail, newIssueMails, type IssueMailFacts } from './schema-issue-mails.ts';
import { schemaIssueTexts as texts } from './schema-issue-texts.ts';
import { toSchemaIssue } from './schema-issue-wire.ts';
import {
  attachmentNamesOf,
  commentsOf,
  findIssue,
  findOrganisationSchema,
  insertComment,
  insertIssue,
  listMeldingenSubscribers,
  listReceivedIssues,
  listReportedIssues,
  lockIssue,
  updateIssueHandling,
  type SchemaIssueRow,
} from './schema-issues.repository.ts';

// Meldingen (spec 001 §2 'Schema issues', §4, §5, §6): any active user reports an issue on a
// published, downloadable schema; the receiving organisation handles it; both sides read it back.

export interface SchemaIssueSettings {
  standardsOrganisation: string;
  publicUrl: string;
}

/** Meldingen as the API answers them: with their attachment names and their comment history. */
async function withAttachments(db: Db | Tx, rows: readonly SchemaIssueRow[]): Promise<SchemaIssue[]> {
  const ids = rows.map((row) => row.id);
  const [names, history] = [await attachmentNamesOf(db, ids), await commentsOf(db, ids)];
  return rows.map((row) => toSchemaIssue(row, names.get(row.id) ?? [], history.get(row.id) ?? []));
}

async function issueWithAttachments(db: Db | Tx, id: number): Promise<SchemaIssue> {
  const row = await findIssue(db, id);
  if (!row) throw new Error(`schema issue ${id} vanished inside its own transaction`);
  const [issue] = await withAttachments(db, [row]);
  if (!issue) throw new Error('unreachable');
  return issue;
}

const mailFacts = (row: SchemaIssueRow): IssueMailFacts => ({
  id: row.id,
  title: row.title,
  schema: row.schemaName,
  schemaOrganisation: row.schemaOrganisationName,
  receiver: row.receiverName,
  reporterName: row.reporterName,
  reporterEmail: row.reporterEmail,
  reporterOrganisation: row.reporterOrganisationName ?? '',
});

/** Reports a melding; the receiver's subscribed active users get an e-mail in the same transaction. */
export async function createSchemaIssue(db: Db, actor: Principal, body: NewSchemaIssue, settings: SchemaIssueSettings): Promise<SchemaIssue> {
  const owner = await findOrganisationByName(db, body.organization);
  if (!owner) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(body.organization));
  const schema = await findOrganisationSchema(db, owner.id, body.schema);
  if (!schema?.isPublished) throw new HttpProblem(404, texts.notFoundTitle, texts.schemaNotPublished(owner.name, body.schema));
  // 001 §2: the envelope to a new melding shows only for downloadable schemas.
  if (!schema.isDownloadable) throw new HttpProblem(400, texts.invalidInputTitle, texts.schemaNotDownloadable(schema.name));
  if (!hasDictionaryKey(schemaIssueCategoryDictionary, body.category)) {
    throw new HttpProblem(400, texts.invalidInputTitle, texts.unknownCategory(body.category), { category: [texts.unknownCategory(body.category)] });
  }
  const isVariant = schema.variantName !== null;
  // 001 §6: meldingen on a variant schema are addressed to the standards body's organisation.
  const receiver = isVariant ? await findOrganisationByName(db, settings.standardsOrganisation) : owner;
  if (!receiver) throw new Error(`standards organisation '${settings.standardsOrganisation}' is missing`);

  return db.transaction(async (tx) => {
    const id = await insertIssue(tx, {
      receiverOrganisationId: receiver.id,
      schemaOrganisationId: owner.id,
      schemaName: schema.name,
      baselineSchemaId: schema.baselineSchemaId,
      isVariant,
      title: body.title.trim(),
      category: body.category,
      description: body.description.trim(),
      status: INITIAL_SCHEMA_ISSUE_STATUS,
      reporterUserId: actor.userId,
      reporterName: userFullName(actor) || actor.email,
      reporterEmail: actor.email,
      reporterOrganisationId: actor.organisationId,
    });
    const row = await findIssue(tx, id);
    if (!row) throw new Error(`schema issue ${id} vanished inside its own transaction`);
    const created = toSchemaIssue(row, []);
    const subscribers = (await listMeldingenSubscribers(tx, receiver.id)).filter((user) => userStatusOf(user.actief, user.koatActief) === 'actief');
    await queueMail(tx, newIssueMails(subscribers.map((user) => user.email), mailFacts(row), settings.publicUrl));
    await recordAudit(tx, actor, { action: 'schemaIssue.created', entityType: 'schemaIssue', entityId: String(id), before: null, after: created });
    return created;
  });
}

/** The receiver's handling (001 §5): status, substatuses (only for afgehandeld) and comments; the reporter is mailed. */
export async function updateSchemaIssue(
  db: Db,
  actor: Principal,
  address: { organization: string; id: number },
  update: SchemaIssueUpdate,
  settings: SchemaIssueSettings,
): Promise<SchemaIssue> {
  const issue = await issueAt(db, address.organization, address.id);
  if (!mayHandleIssue(actor, issue) || !isSameOrganisationName(issue.receiverName, address.organization)) {
    throw new HttpProblem(403, texts.forbiddenTitle, texts.onlyReceiverHandles);
  }
  const subStatuses = resolveSubStatuses(update);
  if (!subStatuses.ok) {
    const errors = Object.fromEntries(Object.entries(subStatuses.errors).map(([field, message]) => [field, [message]]));
    throw new HttpProblem(400, texts.invalidInputTitle, texts.invalidSubStatuses, errors);
  }
  return db.transaction(async (tx) => {
    await lockIssue(tx, issue.id);
    const before = await issueWithAttachments(tx, issue.id);
    const comments = update.comments.trim();
    // A handling that changes the Opmerkingen keeps them in the history (issue 16); the same text again adds nothing.
    if (comments !== before.comments) {
      await insertComment(tx, { issueId: issue.id, text: comments, status: update.status, authorName: userFullName(actor) || actor.email, authorUserId: actor.userId });
    }
    await updateIssueHandling(tx, issue.id, {
      status: update.status,
      afdDefinitionSubStatus: subStatuses.afdDefinitionSubStatus,
      documentationSubStatus: subStatuses.documentationSubStatus,
      comments,
    });
    const after = await issueWithAttachments(tx, issue.id);
    await recordAudit(tx, actor, { action: 'schemaIssue.updated', entityType: 'schemaIssue', entityId: String(issue.id), before, after });
    await queueMail(tx, [handledIssueMail({ ...mailFacts(issue), statusLabel: schemaIssueStatusLabel(update.status), comments }, settings.publicUrl)]);
    return after;
  });
}

export async function getSchemaIssue(db: Db, actor: Principal, address: { organization: string; id: number }): Promise<SchemaIssue> {
  const issue = await readableIssueAt(db, actor, address.organization, address.id);
  const [wire] = await withAttachments(db, [issue]);
  if (!wire) throw new Error('unreachable');
  return wire;
}

export async function listReceivedSchemaIssues(db: Db, actor: Principal, organisationName: string): Promise<SchemaIssue[]> {
  const organisation = await overviewOrganisation(db, actor, organisationName);
  return withAttachments(db, await listReceivedIssues(db, organisation.id));
}

export async function listReportedSchemaIssues(db: Db, actor: Principal, organisationName: string): Promise<SchemaIssue[]> {
  const organisation = await overviewOrganisation(db, actor, organisationName);
  return withAttachments(db, await listReportedIssues(db, organisation.id));
}
