import { CHECKER_VERSION, KENMERK_RANDOM_BYTES, kenmerkFromRandomBytes, ruleHashText, type Afd1XPathRule } from '@afd/afd';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sha256Hex } from '../../db/blob-store.ts';
import { baselineLibraries, blobs, certificates, organisationSchemas } from '../../db/schema/index.ts';
import type { BaselineKeyNames } from '../baseline-keys.ts';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../database-error-code.ts';
import { recordSchemaChange } from '../schema-change-record.ts';
import { certificationProblems } from './certification-texts.ts';

// The certificate of a certification (issue 18, ADR 0047): written in the transaction that stores
// the certified schema, with the facts copied in; an earlier valid certificate of the same schema
// is replaced ('vervangen') in that transaction. A deletion or a failed revalidation withdraws it
// ('ingetrokken') in the transaction of that change.

/** A new kenmerk from the system's random source; drawn before enrichment, as the copy carries it. */
export function newKenmerk(): string {
  return kenmerkFromRandomBytes(randomBytes(KENMERK_RANDOM_BYTES));
}

export interface CertificateToWrite {
  kenmerk: string;
  organisationSchemaId: string;
  organisationId: string;
  organisationName: string;
  schemaName: string;
  schemaVersion: number;
  origin: 'upload' | 'manual' | 'definition';
  keyNames: BaselineKeyNames;
  baselineLibraryId: string;
  catalogueVersion: string;
  /** The rules the checker applied (AFD 1.0: the baseline's XPath rules; none for a manual certification). */
  rules: readonly Afd1XPathRule[];
  /** sha-256 of the certified content (the certification mark). */
  originalSha256: string;
  /** Size of the certified content in bytes. */
  originalBytes: number;
  /** The enriched copy as served for download, the kenmerk already in it. */
  enrichedText: string;
  certifiedAt: Date;
}

export const certificateReasons = {
  superseded: 'Vervangen door een nieuwere certificering van dit schema.',
  deleted: 'Het schema is verwijderd.',
  revalidationFailed: 'Het schema voldoet niet meer aan de actuele baseline (hervalidatie).',
} as const;

/** The rules as a certificate states them: each rule's name and the sha-256 of its `ruleHashText`. */
export function certificateRules(rules: readonly Afd1XPathRule[]): { name: string; sha256: string }[] {
  return rules.map((rule) => ({ name: rule.name, sha256: sha256Hex(new TextEncoder().encode(ruleHashText(rule))) }));
}

/** Writes the certificate and marks the schema's earlier valid one as replaced, in the caller's transaction. */
export async function writeCertificate(tx: Tx, certificate: CertificateToWrite): Promise<void> {
  const enriched = new TextEncoder().encode(certificate.enrichedText);
  const [library] = await tx
    .select({ createdAt: baselineLibraries.createdAt, afdVersion: baselineLibraries.afdVersion, sha256: blobs.sha256 })
    .from(baselineLibraries)
    .innerJoin(blobs, eq(blobs.id, baselineLibraries.contentBlobId))
    .where(eq(baselineLibraries.id, certificate.baselineLibraryId));
  if (!library) throw new Error(`baseline library ${certificate.baselineLibraryId} not found for the certificate`);
  await tx
    .update(certificates)
    .set({ status: 'vervangen', statusReason: certificateReasons.superseded, statusChangedAt: certificate.certifiedAt, supersededBy: certificate.kenmerk })
    .where(and(eq(certificates.organisationSchemaId, certificate.organisationSchemaId), eq(certificates.status, 'geldig')));
  await tx.insert(certificates).values({
    kenmerk: certificate.kenmerk,
    organisationSchemaId: certificate.organisationSchemaId,
    organisationId: certificate.organisationId,
    organisationName: certificate.organisationName,
    schemaName: certificate.schemaName,
    schemaVersion: certificate.schemaVersion,
    origin: certificate.origin,
    afdVersion: library.afdVersion,
    ...certificate.keyNames,
    baselineLibraryCreatedAt: library.createdAt,
    baselineSha256: library.sha256,
    catalogueVersion: certificate.catalogueVersion,
    rules: certificateRules(certificate.rules),
    checkerVersion: CHECKER_VERSION,
    originalSha256: certificate.originalSha256,
    enrichedSha256: sha256Hex(enriched),
    originalBytes: certificate.originalBytes,
    enrichedBytes: enriched.byteLength,
    certifiedAt: certificate.certifiedAt,
  }).catch((error: unknown) => {
    // One certificate per version: should two certifications of one schema still meet here
    // (each takes the name's lock first, so they should not), the second is refused, not a 500.
    throw databaseErrorCode(error) === UNIQUE_VIOLATION ? certificationProblems.certifiedMeanwhile() : error;
  });
}

/** Withdraws the schema's valid certificate with the reason, in the caller's transaction (or on its own); answers how many were withdrawn. */
export async function withdrawCertificate(db: Db | Tx, organisationSchemaId: string, reason: string, now: Date): Promise<number> {
  const withdrawn = await db
    .update(certificates)
    .set({ status: 'ingetrokken', statusReason: reason, statusChangedAt: now })
    .where(and(eq(certificates.organisationSchemaId, organisationSchemaId), eq(certificates.status, 'geldig')))
    .returning({ kenmerk: certificates.kenmerk });
  return withdrawn.length;
}

/**
 * Revokes the certificate of a schema that keeps existing (a failed revalidation) and, when the
 * schema is in the register, records the change for its downloaders and the feed (issue 32), in
 * one transaction. A deletion withdraws with withdrawCertificate: its own change says it all.
 */
export async function revokeCertificate(db: Db, organisationSchemaId: string, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await withdrawCertificate(tx, organisationSchemaId, reason, now)) === 0) return;
    const [schema] = await tx
      .select({ organisationId: organisationSchemas.organisationId, name: organisationSchemas.name, version: organisationSchemas.version, isPublished: organisationSchemas.isPublished })
      .from(organisationSchemas)
      .where(eq(organisationSchemas.id, organisationSchemaId));
    if (!schema?.isPublished) return;
    await recordSchemaChange(tx, {
      ownerOrganisationId: schema.organisationId,
      organisationSchemaId,
      schemaName: schema.name,
      version: schema.version,
      kind: 'certificaat-ingetrokken',
      reason,
      occurredAt: now,
    });
  });
}
