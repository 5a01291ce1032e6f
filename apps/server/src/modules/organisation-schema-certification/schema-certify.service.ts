import { enrichAfd1Xsd, isCertifiable, type CertificationResult } from '@afd/afd';
import type { CertifiedSchema } from '@afd/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { deleteBlob, readBlob, sha256Hex, storeBlob } from '../../db/blob-store.ts';
import { organisationSchemas, uploadedSchemas } from '../../db/schema.ts';
import { certificationContextOf, type BaselineKeyIds } from './certification-context.ts';
import { certifyAgainst } from './certification-runner.ts';
import { certificationProblems } from './certification-texts.ts';

// Certificeren (spec 000 §2 screen 3, §4, §5): a valid upload of the caller becomes an
// organisation schema of the caller's own organisation, with its content and the enriched copy
// (certification mark = sha-256 of the content), in one transaction. A name already in use needs
// the user's confirmation (overwrite), and then counts the version up.

export interface CertifyRequest {
  tempFileId: string;
  key: BaselineKeyIds;
  /** Trimmed, not empty (the contract trims). */
  name: string;
  publish: boolean;
  overwrite: boolean;
}

/** Certifies a stored upload; answers what was stored, with the enriched copy. */
export async function certifyUploadedSchema(db: Db, principal: Principal, request: CertifyRequest, now = new Date()): Promise<CertifiedSchema> {
  const organisationId = principal.organisationId;
  const organisationName = principal.organisationName;
  if (!organisationId || !organisationName) throw certificationProblems.noOrganisation();
  const name = request.name.trim();

  const [upload] = await db
    .select()
    .from(uploadedSchemas)
    .where(and(eq(uploadedSchemas.id, request.tempFileId), eq(uploadedSchemas.userId, principal.userId)));
  if (!upload) throw certificationProblems.uploadNotFound();
  const context = await certificationContextOf(db, request.key);
  if (context.baselineSchemaId !== upload.baselineSchemaId) throw certificationProblems.keyMismatch();
  const blob = await readBlob(db, upload.contentBlobId);
  if (!blob) throw certificationProblems.uploadNotFound();

  // A baseline uploaded since the validation is the one that counts now.
  const result =
    context.baselineLibraryId === upload.baselineLibraryId ? (upload.result as CertificationResult) : certifyAgainst(context, blob.content, upload.fileName);
  if (!isCertifiable(result)) throw certificationProblems.notCertifiable();

  const [existing] = await db
    .select({ id: organisationSchemas.id, version: organisationSchemas.version, contentBlobId: organisationSchemas.contentBlobId, enrichedBlobId: organisationSchemas.enrichedBlobId, isDownloadable: organisationSchemas.isDownloadable })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.organisationId, organisationId), sql`lower(${organisationSchemas.name}) = lower(${name})`));
  if (existing && !request.overwrite) throw certificationProblems.nameInUse();

  const certificationMark = sha256Hex(blob.content);
  const enriched = enrichAfd1Xsd({
    xsd: new TextDecoder().decode(blob.content),
    fileName: upload.fileName,
    catalogueResolver: context.catalogueResolver,
    enrichment: {
      organisation: organisationName,
      name,
      key: context.keyNames,
      catalogueVersion: context.catalogueVersion,
      date: now.toISOString().slice(0, 10),
      certificationMark,
    },
  });
  if (!enriched.ok) throw certificationProblems.enrichmentFailed(enriched.problems.map((problem) => problem.message).join(' '));

  const version = existing ? existing.version + 1 : 1;
  const fields = {
    baselineSchemaId: context.baselineSchemaId,
    baselineLibraryId: context.baselineLibraryId,
    name,
    origin: 'upload' as const,
    version,
    fileName: upload.fileName,
    contentBlobId: upload.contentBlobId,
    certificationMark,
    certifiedAt: now,
    certifiedByUserId: principal.userId,
    isPublished: request.publish,
    isDownloadable: request.publish && (existing?.isDownloadable ?? false),
    publishDate: request.publish ? now : null,
  };

  await db.transaction(async (tx) => {
    const enrichedBlob = await storeBlob(tx, new TextEncoder().encode(enriched.xsd), 'application/xml');
    // The upload's file becomes the schema's content; the upload record itself is done with.
    await tx.delete(uploadedSchemas).where(eq(uploadedSchemas.id, upload.id));
    let schemaId: string;
    if (existing) {
      await tx.update(organisationSchemas).set({ ...fields, enrichedBlobId: enrichedBlob.id }).where(eq(organisationSchemas.id, existing.id));
      for (const oldBlobId of [existing.contentBlobId, existing.enrichedBlobId]) {
        if (oldBlobId) await deleteBlob(tx, oldBlobId);
      }
      schemaId = existing.id;
    } else {
      const [row] = await tx
        .insert(organisationSchemas)
        .values({ ...fields, organisationId, enrichedBlobId: enrichedBlob.id })
        .returning({ id: organisationSchemas.id });
      if (!row) throw new Error('organisation schema not written');
      schemaId = row.id;
    }
    await recordAudit(tx, principal, {
      action: existing ? 'organisationSchema.recertified' : 'organisationSchema.certified',
      entityType: 'organisationSchema',
      entityId: schemaId,
      before: existing ? { version: existing.version } : null,
      after: { organisation: organisationName, name, version, key: context.keyNames, certificationMark, isPublished: request.publish },
    });
  });

  return { organisation: organisationName, name, version, fileName: enrichedFileName(name), enrichedXsd: enriched.xsd };
}

/** The download name of the enriched copy: the schema's name as a file name. */
function enrichedFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|]+/g, '_')}.xsd`;
}
