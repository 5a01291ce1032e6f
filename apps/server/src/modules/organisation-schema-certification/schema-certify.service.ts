import { certificateReference, enrichAfd1Xsd, isCertifiable, type CertificationResult } from '@afd/afd';
import type { CertifiedSchema } from '@afd/contracts';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { readBlob, sha256Hex } from '../../db/blob-store.ts';
import { uploadedSchemas } from '../../db/schema/index.ts';
import { certificationContextOf } from '../../shared/certification/certification-context.ts';
import type { BaselineKeyIds } from '../../shared/baseline-keys.ts';
import { certificationProblems } from '../../shared/certification/certification-texts.ts';
import { enrichedFileName, schemaNamed, storeOrganisationSchema } from '../../shared/certification/store-organisation-schema.ts';
import { certifyAgainst } from '../../shared/certification/certify-against.ts';
import { newKenmerk } from '../../shared/certification/certificate-record.ts';
import { compatibilityOnPool } from '../../shared/certification/schema-version-record.ts';

// Certificeren (spec 000 §2 screen 3, §4, §5): a valid upload of the caller becomes an
// organisation schema of the caller's own organisation, with its content and the enriched copy
// (certification mark = sha-256 of the content), in one transaction. A name already in use needs
// the user's confirmation (overwrite), and then counts the version up.

export interface CertifyRequest {
  tempFileId: string;
  /** SHA-256 (hex) of the file the user certifies, as their screen shows it. */
  fileSha256: string;
  key: BaselineKeyIds;
  /** Trimmed, not empty (the contract trims). */
  name: string;
  publish: boolean;
  overwrite: boolean;
  /** The portal's public address (PUBLIC_URL): the enriched copy names its certificate's page. */
  publicUrl: string;
}

/** Certifies a stored upload; answers what was stored, with the enriched copy. */
export async function certifyUploadedSchema(db: Db, pool: CertificationPool, principal: Principal, request: CertifyRequest, now = new Date()): Promise<CertifiedSchema> {
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
  if (sha256Hex(blob.content) !== request.fileSha256) throw certificationProblems.fileMismatch();

  // A baseline uploaded since the validation is the one that counts now.
  const result =
    context.baselineLibraryId === upload.baselineLibraryId ? (upload.result as CertificationResult) : await certifyAgainst(pool, context, blob.content, upload.fileName);
  if (!isCertifiable(result)) throw certificationProblems.notCertifiable();

  // Checked before the work of enriching; checked again inside the transaction.
  if (!request.overwrite && (await schemaNamed(db, organisationId, name))) throw certificationProblems.nameInUse();

  const certificationMark = sha256Hex(blob.content);
  const certificate = certificateReference(request.publicUrl, newKenmerk());
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
      certificate,
    },
  });
  if (!enriched.ok) throw certificationProblems.enrichmentFailed(enriched.problems.map((problem) => problem.message).join(' '));

  const { version, compatibility } = await db.transaction(async (tx) => {
    // The upload's file becomes the schema's content; the upload record itself is done with. Only
    // one request can take it: a second Certify of the same upload finds it gone.
    const taken = await tx.delete(uploadedSchemas).where(eq(uploadedSchemas.id, upload.id)).returning({ id: uploadedSchemas.id });
    if (taken.length === 0) throw certificationProblems.uploadNotFound();
    return storeOrganisationSchema(tx, principal, {
      organisationId,
      organisationName,
      baselineSchemaId: context.baselineSchemaId,
      baselineLibraryId: context.baselineLibraryId,
      keyNames: context.keyNames,
      name,
      origin: 'upload',
      fileName: upload.fileName,
      contentBlobId: upload.contentBlobId,
      enrichedXsd: enriched.xsd,
      certificationMark,
      publish: request.publish,
      overwrite: request.overwrite,
      now,
      certificate: { kenmerk: certificate.kenmerk, catalogueVersion: context.catalogueVersion, rules: context.xpathRules },
      compatibility: compatibilityOnPool(pool),
    });
  });

  return { organisation: organisationName, name, version, fileName: enrichedFileName(name), enrichedXsd: enriched.xsd, kenmerk: certificate.kenmerk, ...(compatibility ? { compatibility } : {}) };
}
