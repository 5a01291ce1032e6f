import { isSameOrganisationName } from '@afd/afd';
import type { CompatibilityAnswer, PublishedSchemaVersions, SchemaCompatibility, SchemaVersionSettings } from '@afd/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { organisationSchemas, organisationSchemaVersions } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { countEvent, secondsUntilAllowed, waitText, type ThrottlePolicy } from '../../http/throttle.ts';
import { decideAgainst, type CompatibilityDecider, type StoredVersion } from '../../shared/certification/schema-version-record.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { schemaVersionTexts as texts } from './schema-versions-texts.ts';

// The published versions of a schema and the compatibility between any two of them (issue 32):
// public, like the register. Only a schema in the register and versions that were published are
// answered; anything else is the same 404 as an unknown name, so an unpublished version never
// shows that it exists.

interface PublishedSchemaRow {
  id: string;
  name: string;
  organisation: string;
}

async function publishedSchema(db: Db, organisationName: string, name: string): Promise<PublishedSchemaRow> {
  const notFound = new HttpProblem(404, texts.notFoundTitle, texts.unknownPublishedSchema(organisationName, name));
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw notFound;
  const [schema] = await db
    .select({ id: organisationSchemas.id, name: organisationSchemas.name })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisation.id), sql`lower(${organisationSchemas.name}) = lower(${name})`, eq(organisationSchemas.isPublished, true)));
  if (!schema) throw notFound;
  return { ...schema, organisation: organisation.name };
}

const publishedOf = (schemaId: string) => and(eq(organisationSchemaVersions.organisationSchemaId, schemaId), isNotNull(organisationSchemaVersions.publishedAt));

/** `GET /api/PublishedSchemas/Versions`: the schema's published versions, newest first, with their stored compatibility. */
export async function publishedVersions(db: Db, organisationName: string, name: string): Promise<PublishedSchemaVersions> {
  const schema = await publishedSchema(db, organisationName, name);
  const rows = await db
    .select({
      version: organisationSchemaVersions.version,
      fileName: organisationSchemaVersions.fileName,
      certifiedAt: organisationSchemaVersions.certifiedAt,
      publishedAt: organisationSchemaVersions.publishedAt,
      compatibility: organisationSchemaVersions.compatibility,
    })
    .from(organisationSchemaVersions)
    .where(publishedOf(schema.id))
    .orderBy(desc(organisationSchemaVersions.version));
  return {
    organisation: schema.organisation,
    name: schema.name,
    versions: rows.map((row) => ({
      version: row.version,
      fileName: row.fileName,
      certifiedAt: row.certifiedAt?.toISOString() ?? null,
      publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
      // Stored comparisons are only ever with versions published before (published_at is never cleared).
      compatibility: row.compatibility as SchemaCompatibility | null,
    })),
  };
}

export interface CompatibilityRequest {
  organisation: string;
  name: string;
  from: number;
  to: number;
}

/** `GET /api/PublishedSchemas/Compatibility`: the stored verdict for a pair the certification compared, else decided now. */
/**
 * Anonymous decisions of a pair no certification compared, per client address: each runs the checker
 * on the worker pool for up to seconds, so 10 a minute, counted from the first; then the address
 * waits out the minute. Stored verdicts are read without counting.
 */
export const decisionPolicy: ThrottlePolicy = { freeEvents: 10, firstDelaySeconds: 60, maxDelaySeconds: 60, restartAfterSeconds: 60, restartFrom: 'first-event' };

/** Thrown when the caller's address has decided too many pairs; the route answers 429 with Retry-After. */
export class TooManyDecisions extends HttpProblem {
  constructor(readonly waitSeconds: number) {
    super(429, 'Te veel vergelijkingen', `Vanaf uw adres zijn in korte tijd te veel versies vergeleken. Probeer het over ${waitText(waitSeconds)} opnieuw.`);
  }
}

async function admitDecision(db: Db, address: string): Promise<void> {
  const key = `compatibility:${address}`;
  const waiting = await secondsUntilAllowed(db, [key]);
  if (waiting > 0) throw new TooManyDecisions(waiting);
  const { events, waitSeconds } = await countEvent(db, key, decisionPolicy);
  if (events > decisionPolicy.freeEvents) throw new TooManyDecisions(waitSeconds);
}

export async function compatibilityBetween(db: Db, decide: CompatibilityDecider, request: CompatibilityRequest, address: string): Promise<CompatibilityAnswer> {
  if (request.from === request.to) throw new HttpProblem(400, texts.invalidInputTitle, texts.sameVersion);
  const schema = await publishedSchema(db, request.organisation, request.name);
  const [older, newer] = request.from < request.to ? [request.from, request.to] : [request.to, request.from];
  const versionRow = async (version: number) => {
    const [row] = await db
      .select({
        version: organisationSchemaVersions.version,
        fileName: organisationSchemaVersions.fileName,
        contentBlobId: organisationSchemaVersions.contentBlobId,
        afdVersion: organisationSchemaVersions.afdVersion,
        baselineLibraryId: organisationSchemaVersions.baselineLibraryId,
        compatibility: organisationSchemaVersions.compatibility,
      })
      .from(organisationSchemaVersions)
      .where(and(publishedOf(schema.id), eq(organisationSchemaVersions.version, version)));
    if (!row) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownVersion(schema.name, version));
    return row;
  };
  const oldRow = await versionRow(older);
  const newRow = await versionRow(newer);
  const answer = { organisation: schema.organisation, name: schema.name, from: older, to: newer };
  const stored = (newRow.compatibility as SchemaCompatibility | null)?.against.find((entry) => entry.version === older);
  if (stored) return { ...answer, newAcceptedByOld: stored.newAcceptedByOld, oldAcceptedByNew: stored.oldAcceptedByNew, stored: true };
  await admitDecision(db, address);
  const decided = await decideAgainst(db, decide, newRow satisfies StoredVersion, [oldRow], false);
  const [pair] = decided.against;
  if (!pair) throw new Error('compatibility not decided');
  return { ...answer, newAcceptedByOld: pair.newAcceptedByOld, oldAcceptedByNew: pair.oldAcceptedByNew, stored: false };
}

/** The schema of an organisation the caller manages (administrators any, certifiers their own): 403 for another's, 404 for none. */
async function managedSchema(db: Db, actor: Principal, organisationName: string, name: string) {
  const own = actor.organisationName !== null && isSameOrganisationName(actor.organisationName, organisationName);
  if (!actor.roles.isAdministrator && !own) throw new HttpProblem(403, texts.forbiddenTitle, texts.otherOrganisation);
  const organisation = await findOrganisationByName(db, organisationName);
  if (!organisation) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(organisationName));
  const [schema] = await db
    .select({ id: organisationSchemas.id, name: organisationSchemas.name, checkAllVersions: organisationSchemas.checkAllVersions })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisation.id), sql`lower(${organisationSchemas.name}) = lower(${name})`));
  if (!schema) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownSchema(organisation.name, name));
  return { ...schema, organisation: organisation.name };
}

/** `GET /api/OrganisationSchemas/{organisation}/{name}/VersionSettings`. */
export async function versionSettings(db: Db, actor: Principal, organisationName: string, name: string): Promise<SchemaVersionSettings> {
  const schema = await managedSchema(db, actor, organisationName, name);
  return { checkAllVersions: schema.checkAllVersions };
}

/** `PUT /api/OrganisationSchemas/{organisation}/{name}/VersionSettings`: the owner's choice, audited. */
export async function setVersionSettings(db: Db, actor: Principal, organisationName: string, name: string, settings: SchemaVersionSettings): Promise<SchemaVersionSettings> {
  const schema = await managedSchema(db, actor, organisationName, name);
  if (schema.checkAllVersions === settings.checkAllVersions) return settings;
  await db.transaction(async (tx) => {
    await tx.update(organisationSchemas).set({ checkAllVersions: settings.checkAllVersions }).where(eq(organisationSchemas.id, schema.id));
    await recordAudit(tx, actor, {
      action: 'organisationSchema.versionSettingsChanged',
      entityType: 'organisationSchema',
      entityId: schema.id,
      before: { checkAllVersions: schema.checkAllVersions },
      after: { organisation: schema.organisation, name: schema.name, checkAllVersions: settings.checkAllVersions },
    });
  });
  return settings;
}
