import { compareOrganisationNames, isSameOrganisationName } from '@afd/afd';
import { openSchemaIssueStatuses, type OrganisationSchemaListItem, type SchemaPublicationMetadata } from '@afd/contracts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../../shared/database-error-code.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { recordSchemaChange } from '../../shared/schema-change-record.ts';
import { organisationSchemaTexts as texts } from './organisation-schema-texts.ts';
import {
  countDownloadsOf,
  countIssuesAbout,
  deleteSchema,
  findSchema,
  listSchemasOf,
  lockSchema,
  otherSchemaNamed,
  renameSchema,
  updatePublication,
  type SchemaListRow,
  type SchemaRow,
} from './organisation-schemas.repository.ts';
import { nextPublicationState, publicationChanged, type PublicationRequest } from './publication-change.ts';

// 'Beheer schema's' (spec 000 §2 screen 8): administrators manage any organisation's schemas,
// certifiers only their own organisation's (the route admits both roles; the organisation is
// checked here, before anything is read).

export type Organisation = { id: string; name: string };

/** The organisation named in the path, once the caller may manage it: 403 for another's, 404 for none. */
export async function manageableOrganisation(db: Db, actor: Principal, name: string): Promise<Organisation> {
  const own = actor.organisationName !== null && isSameOrganisationName(actor.organisationName, name);
  if (!actor.roles.isAdministrator && !own) throw new HttpProblem(403, texts.forbiddenTitle, texts.otherOrganisation);
  const organisation = await findOrganisationByName(db, name);
  if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(name));
  return organisation;
}

export function unknownSchema(organisation: Organisation, name: string): HttpProblem {
  return new HttpProblem(404, texts.notFoundTitle, texts.unknownSchema(organisation.name, name));
}

async function existingSchema(db: Db, organisation: Organisation, name: string): Promise<SchemaRow> {
  const schema = await findSchema(db, organisation.id, name);
  if (!schema) throw unknownSchema(organisation, name);
  return schema;
}

const byText = (a: string | null, b: string | null) => compareOrganisationNames(a ?? '', b ?? '');

/** The table's order: certification area, message type, domain, then name; Dutch, ignoring case. */
function tableOrder(a: SchemaListRow, b: SchemaListRow): number {
  return (
    byText(a.certificationArea, b.certificationArea) ||
    byText(a.messageType, b.messageType) ||
    byText(a.applicationArea, b.applicationArea) ||
    byText(a.name, b.name)
  );
}

/** `GET /api/OrganisationSchemas/{organisation}`. */
export async function listOrganisationSchemas(db: Db, actor: Principal, organisationName: string): Promise<OrganisationSchemaListItem[]> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  const rows = await listSchemasOf(db, organisation.id);
  return rows.sort(tableOrder).map((row) => ({
    id: row.id,
    name: row.name,
    encodedName: encodeURIComponent(row.name),
    originalName: row.name,
    encodedOrganization: encodeURIComponent(organisation.name),
    isPublished: row.isPublished,
    isDownloadable: row.isDownloadable,
    isOpenApiDescription: row.isOpenApiDescription,
    publishDate: row.publishDate?.toISOString() ?? null,
    version: row.version,
    certificationArea: row.certificationArea,
    messageType: row.messageType,
    applicationArea: row.applicationArea,
    origin: row.origin,
    kenmerk: row.kenmerk,
  }));
}

const publicationOf = (schema: Pick<SchemaRow, 'isPublished' | 'isDownloadable' | 'publishDate'>) => ({
  isPublished: schema.isPublished,
  isDownloadable: schema.isDownloadable,
  publishDate: schema.publishDate?.toISOString() ?? null,
});

/** A published schema leaves the register: recorded for its downloaders and the feed (issue 32). */
async function recordWithdrawal(tx: Tx, organisationId: string, schema: SchemaRow, now: Date): Promise<void> {
  await recordSchemaChange(tx, { ownerOrganisationId: organisationId, organisationSchemaId: schema.id, schemaName: schema.name, version: schema.version, kind: 'ingetrokken', occurredAt: now });
}

/**
 * `PUT /api/OrganisationSchemas/{organisation}/{name}?publish&download`: true when the flags
 * changed (and were audited), false when they already were as asked.
 */
export async function setPublication(db: Db, actor: Principal, organisationName: string, name: string, request: PublicationRequest, now = new Date()): Promise<boolean> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  return db.transaction(async (tx) => {
    const schema = await lockSchema(tx, organisation.id, name);
    if (!schema) throw unknownSchema(organisation, name);
    const next = nextPublicationState(schema, request, now);
    if (!publicationChanged(schema, next)) return false;
    await updatePublication(tx, schema.id, next);
    // Leaving the register is a change its downloaders are told of (issue 32).
    if (schema.isPublished && !next.isPublished) await recordWithdrawal(tx, organisation.id, schema, now);
    await recordAudit(tx, actor, {
      action: 'organisationSchema.publicationChanged',
      entityType: 'organisationSchema',
      entityId: schema.id,
      before: { organisation: organisation.name, name: schema.name, ...publicationOf(schema) },
      after: { organisation: organisation.name, name: schema.name, ...publicationOf(next) },
    });
    return true;
  });
}

/**
 * `POST /api/OrganisationSchemas/Rename/{organisation}/{name}?newName` (spec 000 §5): the name is
 * trimmed (by the contract); the same name changes nothing; another schema's name, in any case,
 * is refused with 'Er is al een schema met deze naam' (409). Meldingen and the download log keep
 * the name they were made under.
 */
export async function renameOrganisationSchema(db: Db, actor: Principal, organisationName: string, name: string, newName: string): Promise<{ name: string }> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  return db.transaction(async (tx) => {
    const schema = await lockSchema(tx, organisation.id, name);
    if (!schema) throw unknownSchema(organisation, name);
    if (schema.name === newName) return { name: schema.name };
    const nameInUse = () => new HttpProblem(409, texts.nameConflictTitle, texts.nameInUse, { newName: [texts.nameInUse] });
    if (await otherSchemaNamed(tx, organisation.id, newName, schema.id)) throw nameInUse();
    // A concurrent rename to the same name loses on the unique index: the same answer.
    await renameSchema(tx, schema.id, newName).catch((error: unknown) => {
      throw databaseErrorCode(error) === UNIQUE_VIOLATION ? nameInUse() : error;
    });
    await recordAudit(tx, actor, {
      action: 'organisationSchema.renamed',
      entityType: 'organisationSchema',
      entityId: schema.id,
      before: { organisation: organisation.name, name: schema.name },
      after: { organisation: organisation.name, name: newName },
    });
    return { name: newName };
  });
}

/** `DELETE /api/OrganisationSchemas/{organisation}/{name}`: the schema and its files that nothing else uses. */
export async function deleteOrganisationSchema(db: Db, actor: Principal, organisationName: string, name: string): Promise<void> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  await db.transaction(async (tx) => {
    const schema = await lockSchema(tx, organisation.id, name);
    if (!schema) throw unknownSchema(organisation, name);
    if (schema.isPublished) await recordWithdrawal(tx, organisation.id, schema, new Date());
    await deleteSchema(tx, schema);
    await recordAudit(tx, actor, {
      action: 'organisationSchema.deleted',
      entityType: 'organisationSchema',
      entityId: schema.id,
      before: { organisation: organisation.name, name: schema.name, version: schema.version, ...publicationOf(schema) },
      after: null,
    });
  });
}

/**
 * `GET /api/OrganisationSchemas/UsageOf/{organisation}/{name}`: where the name matters, as short
 * Dutch texts the rename and delete confirmations list. Empty for a name no schema carries.
 */
export async function usagesOfSchema(db: Db, actor: Principal, organisationName: string, name: string): Promise<string[]> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  const schema = await findSchema(db, organisation.id, name);
  if (!schema) return [];
  const issues = await countIssuesAbout(db, organisation.id, schema.name, openSchemaIssueStatuses);
  const downloads = await countDownloadsOf(db, schema.id);
  return [
    ...(schema.isPublished ? [texts.usage.published] : []),
    ...(schema.isDownloadable ? [texts.usage.downloadable] : []),
    ...(issues.open > 0 ? [texts.usage.openIssues(issues.open)] : []),
    ...(issues.closed > 0 ? [texts.usage.closedIssues(issues.closed)] : []),
    ...(downloads > 0 ? [texts.usage.downloads(downloads)] : []),
  ];
}

const metadataOf = (schema: SchemaRow): SchemaPublicationMetadata => ({
  isPublished: schema.isPublished,
  isDownloadable: schema.isDownloadable,
  isOpenApiDescription: schema.isOpenApiDescription,
});

/** `GET /api/OrganisationSchemas/MetaData/{organisation}/{name}`. */
export async function schemaMetadata(db: Db, actor: Principal, organisationName: string, name: string): Promise<SchemaPublicationMetadata> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  return metadataOf(await existingSchema(db, organisation, name));
}

/** `GET /api/OrganisationSchemas/MetaData/{organisation}/{name}/{variant}/{version}`: only the schema made for that variant version. */
export async function variantSchemaMetadata(
  db: Db,
  actor: Principal,
  organisationName: string,
  target: { name: string; variant: string; version: string },
): Promise<SchemaPublicationMetadata> {
  const organisation = await manageableOrganisation(db, actor, organisationName);
  const schema = await findSchema(db, organisation.id, target.name);
  const matches = schema?.variantName?.toLowerCase() === target.variant.toLowerCase() && schema?.variantVersion === target.version;
  if (!schema || !matches) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownVariantSchema(organisation.name, target.name, target.variant, target.version));
  return metadataOf(schema);
}
