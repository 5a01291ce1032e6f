import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db, Tx } from '../../db/client.ts';
import { blobSizes, deleteBlob, storeBlob } from '../../db/blob-store.ts';
import { organisationSchemas } from '../../db/schema/index.ts';
import type { BaselineKeyNames } from '../baseline-keys.ts';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../database-error-code.ts';
import { recordSchemaChange } from '../schema-change-record.ts';
import { writeCertificate, type CertificateToWrite } from './certificate-record.ts';
import { certificationProblems } from './certification-texts.ts';
import { runCompatibilityTask } from '../../jobs/compatibility-task.ts';
import type { SchemaCompatibility } from '@afd/contracts';
import { recordCertifiedVersion, versionFilesInUse, type CompatibilityDecider } from './schema-version-record.ts';

// Storing a certified schema, shared by Certificeren (origin 'upload'), Certificeer handmatig
// (origin 'manual') and Certificeer en publiceer of a definition (origin 'definition'): a name in
// use (case-insensitive, per organisation) needs the user's confirmation and then replaces the
// schema with the version counted up; the old files go. Its certificate is written with it.
// Certifications of one name are serialised in the database (issue 28, ADR 0054): the version
// counted up is read under the name's lock, so two at once become two versions, never one twice.

export interface SchemaToStore {
  organisationId: string;
  organisationName: string;
  baselineSchemaId: string;
  baselineLibraryId: string;
  keyNames: BaselineKeyNames;
  name: string;
  origin: 'upload' | 'manual' | 'definition';
  fileName: string;
  /** The content's blob, already stored (the upload's file). */
  contentBlobId: string;
  /** The enriched copy: XSD (AFD 1.0) or JSON Schema (AFD 2.0) text. */
  enrichedXsd: string;
  certificationMark: string;
  publish: boolean;
  /** The download flag as chosen (a definition's publish modal); otherwise a replaced schema keeps its own. */
  downloadable?: boolean;
  /** A definition's tag and its other generated files (ADR 0018, ADR 0034). */
  tag?: string | null;
  companionFiles?: { name: string; content: string }[];
  overwrite: boolean;
  now: Date;
  /** The certificate (issue 18): the kenmerk the enriched copy carries, and what it states beyond the schema. */
  certificate: Pick<CertificateToWrite, 'kenmerk' | 'catalogueVersion' | 'rules'>;
  /** Decides the compatibility with earlier versions (issue 32): the worker pool's; inline when absent. */
  compatibility?: CompatibilityDecider;
}

const inlineCompatibility: CompatibilityDecider = (task) => Promise.resolve().then(() => runCompatibilityTask(task));

/**
 * Holds the name (case-insensitive, per organisation) until the caller's transaction ends: a
 * transaction-scoped advisory lock, since a new name has no row to lock yet. Every certification
 * takes it before it reads the current version; one that comes second waits, then sees the first.
 */
export async function lockSchemaName(tx: Tx, organisationId: string, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organisation_schemas.name'), hashtext(${organisationId}::text || ':' || lower(${name}::text)))`);
}

/** The existing schema of this name in the organisation, if any; with forUpdate its row stays locked until the caller's transaction ends. */
export async function schemaNamed(db: Db | Tx, organisationId: string, name: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      id: organisationSchemas.id,
      version: organisationSchemas.version,
      contentBlobId: organisationSchemas.contentBlobId,
      enrichedBlobId: organisationSchemas.enrichedBlobId,
      isDownloadable: organisationSchemas.isDownloadable,
      isPublished: organisationSchemas.isPublished,
      name: organisationSchemas.name,
    })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisationId), sql`lower(${organisationSchemas.name}) = lower(${name})`));
  // A rename or deletion takes the row lock, not the name's: the row is locked too.
  const [existing] = options.forUpdate ? await query.for('update') : await query;
  return existing ?? null;
}

/** Inserts or (confirmed) replaces the schema with its enriched copy and an audit entry, in the caller's transaction. */
export async function storeOrganisationSchema(
  tx: Tx,
  principal: Principal,
  schema: SchemaToStore,
): Promise<{ id: string; version: number; compatibility: SchemaCompatibility | null }> {
  await lockSchemaName(tx, schema.organisationId, schema.name);
  const existing = await schemaNamed(tx, schema.organisationId, schema.name, { forUpdate: true });
  if (existing && !schema.overwrite) throw certificationProblems.nameInUse();
  const version = existing ? existing.version + 1 : 1;
  const enrichedType = schema.enrichedXsd.trimStart().startsWith('{') ? 'application/json' : 'application/xml';
  const enrichedBlob = await storeBlob(tx, new TextEncoder().encode(schema.enrichedXsd), enrichedType);
  const fields = {
    baselineSchemaId: schema.baselineSchemaId,
    baselineLibraryId: schema.baselineLibraryId,
    name: schema.name,
    origin: schema.origin,
    version,
    fileName: schema.fileName,
    contentBlobId: schema.contentBlobId,
    enrichedBlobId: enrichedBlob.id,
    certificationMark: schema.certificationMark,
    certifiedAt: schema.now,
    certifiedByUserId: principal.userId,
    isPublished: schema.publish,
    isDownloadable: schema.publish && (schema.downloadable ?? existing?.isDownloadable ?? false),
    publishDate: schema.publish ? schema.now : null,
    ...(schema.tag === undefined ? {} : { tag: schema.tag }),
    companionFiles: schema.companionFiles ?? [],
  };
  let id: string;
  if (existing) {
    await tx.update(organisationSchemas).set(fields).where(eq(organisationSchemas.id, existing.id));
    // The earlier version's content stays while its recorded version refers to it (ADR 0070).
    const kept = await versionFilesInUse(tx, [existing.contentBlobId].filter((blobId): blobId is string => blobId !== null));
    for (const oldBlobId of [existing.contentBlobId, existing.enrichedBlobId]) {
      if (oldBlobId && oldBlobId !== schema.contentBlobId && !kept.has(oldBlobId)) await deleteBlob(tx, oldBlobId);
    }
    id = existing.id;
  } else {
    // A concurrent certification of the same name loses on the unique index: the same question.
    const [row] = await tx
      .insert(organisationSchemas)
      .values({ ...fields, organisationId: schema.organisationId })
      .returning({ id: organisationSchemas.id })
      .catch((error: unknown) => {
        throw databaseErrorCode(error) === UNIQUE_VIOLATION ? certificationProblems.nameInUse() : error;
      });
    if (!row) throw new Error('organisation schema not written');
    id = row.id;
  }
  const compatibility = await recordCertifiedVersion(tx, schema.compatibility ?? inlineCompatibility, {
    organisationSchemaId: id,
    organisationId: schema.organisationId,
    name: schema.name,
    version,
    fileName: schema.fileName,
    contentBlobId: schema.contentBlobId,
    companionFiles: schema.companionFiles ?? [],
    baselineSchemaId: schema.baselineSchemaId,
    baselineLibraryId: schema.baselineLibraryId,
    certifiedAt: schema.now,
    published: schema.publish,
  });
  const originalBytes = (await blobSizes(tx, [schema.contentBlobId])).get(schema.contentBlobId);
  if (originalBytes === undefined) throw new Error(`content blob ${schema.contentBlobId} not found for the certificate`);
  await writeCertificate(tx, {
    ...schema.certificate,
    organisationSchemaId: id,
    organisationId: schema.organisationId,
    organisationName: schema.organisationName,
    schemaName: schema.name,
    schemaVersion: version,
    origin: schema.origin,
    keyNames: schema.keyNames,
    baselineLibraryId: schema.baselineLibraryId,
    originalSha256: schema.certificationMark,
    originalBytes,
    enrichedText: schema.enrichedXsd,
    certifiedAt: schema.now,
  });
  // A version replacing a published one is a change its downloaders are told of (issue 32): a
  // new version when it is published too, a withdrawal when it leaves the register.
  if (existing?.isPublished) {
    await recordSchemaChange(
      tx,
      schema.publish
        ? { ownerOrganisationId: schema.organisationId, organisationSchemaId: id, schemaName: schema.name, version, previousVersion: existing.version, kind: 'nieuwe-versie', occurredAt: schema.now }
        : { ownerOrganisationId: schema.organisationId, organisationSchemaId: id, schemaName: existing.name, version: existing.version, kind: 'ingetrokken', occurredAt: schema.now },
    );
  }
  await recordAudit(tx, principal, {
    action: existing ? 'organisationSchema.recertified' : 'organisationSchema.certified',
    entityType: 'organisationSchema',
    entityId: id,
    before: existing ? { version: existing.version } : null,
    after: {
      organisation: schema.organisationName,
      name: schema.name,
      origin: schema.origin,
      version,
      key: schema.keyNames,
      certificationMark: schema.certificationMark,
      kenmerk: schema.certificate.kenmerk,
      isPublished: schema.publish,
    },
  });
  return { id, version, compatibility };
}

/** The download name of the enriched copy: the schema's name as a file name. */
export function enrichedFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|]+/g, '_')}.xsd`;
}
