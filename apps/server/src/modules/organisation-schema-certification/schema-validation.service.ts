import { isCertifiable, withAlreadyEnrichedNotice, type CertificationResult } from '@afd/afd';
import type { UploadResult } from '@afd/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import type { CertificationPool } from '../../jobs/certification-pool.ts';
import { storeBlob } from '../../db/blob-store.ts';
import { uploadedSchemas } from '../../db/schema/index.ts';
import { certificationContextOf } from '../../shared/certification/certification-context.ts';
import type { BaselineKeyIds } from '../../shared/baseline-keys.ts';
import { certificationProblems } from '../../shared/certification/certification-texts.ts';
import { certifyAgainst } from '../../shared/certification/certify-against.ts';

// Valideer (spec 000 §2 screen 3): check an uploaded XSD against the key's current baseline.
// The upload is stored (uploadedSchemas, purged after a day) only when the caller can go on
// with it: a certifier with a valid schema (Certificeren) or one needing manual validation (a
// request). Anything else, hostile files included, changes nothing.

export interface SchemaUpload {
  fileName: string;
  content: Uint8Array;
  key: BaselineKeyIds;
}

const xsdFileName = /\.xsd$/i;

/** Runs the checks and answers the spec's upload result. */
export async function validateUploadedSchema(db: Db, pool: CertificationPool, principal: Principal, upload: SchemaUpload): Promise<UploadResult> {
  if (!xsdFileName.test(upload.fileName)) throw certificationProblems.wrongFileType(upload.fileName);
  const context = await certificationContextOf(db, upload.key);
  const checked = await certifyAgainst(pool, context, upload.content, upload.fileName);
  // A schema downloaded from the portal cannot be certified again: say so now, not at Certificeren.
  // The offline checker (afd-certify) ends with the same step.
  const result = withAlreadyEnrichedNotice(checked, upload.content, upload.fileName);
  const canGoOn = principal.roles.isCertifier && (isCertifiable(result) || result.manualValidation);
  const tempFileId = canGoOn ? await storeUpload(db, principal, upload, context.baselineSchemaId, context.baselineLibraryId, result) : null;
  return {
    messages: result.messages,
    xsdSchema: new TextDecoder().decode(upload.content),
    tempFileId,
    manualvalidation: result.manualValidation,
    fileName: upload.fileName,
  };
}

async function storeUpload(
  db: Db,
  principal: Principal,
  upload: SchemaUpload,
  baselineSchemaId: string,
  baselineLibraryId: string,
  result: CertificationResult,
): Promise<string> {
  return db.transaction(async (tx) => {
    const blob = await storeBlob(tx, upload.content, 'application/xml');
    const [row] = await tx
      .insert(uploadedSchemas)
      .values({
        userId: principal.userId,
        organisationId: principal.organisationId,
        baselineSchemaId,
        baselineLibraryId,
        fileName: upload.fileName,
        contentBlobId: blob.id,
        result: { messages: result.messages, manualValidation: result.manualValidation },
      })
      .returning({ id: uploadedSchemas.id });
    if (!row) throw new Error('uploaded schema not written');
    return row.id;
  });
}
