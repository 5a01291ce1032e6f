import { certificateReference, enrichAfd1Xsd, userFullName, type CertificationResult } from '@afd/afd';
import type { ManualCertificationRequestBody, OpenManualRequest } from '@afd/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { readBlob, sha256Hex, storeBlob } from '../../db/blob-store.ts';
import { manualCertificationRequests, organisations, uploadedSchemas, users } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { baselineKeyNames, type BaselineKeyIds } from '../../shared/baseline-keys.ts';
import { newKenmerk } from '../../shared/certification/certificate-record.ts';
import { certificationContextOf } from '../../shared/certification/certification-context.ts';
import { certificationProblems } from '../../shared/certification/certification-texts.ts';
import { enrichedFileName, schemaNamed, storeOrganisationSchema } from '../../shared/certification/store-organisation-schema.ts';
import { queueManualRequestMails } from './manual-request-mail.ts';

// Manual certification (spec 000 §2 screens 3 and 4): a certifier asks for it when the checker
// cannot decide a schema; an administrator certifies a schema by hand for any organisation. Open
// requests are listed for administrators, and each active administrator gets an e-mail (queued in
// the outbox with the request; sent when SMTP is configured).

/** Turns a stored upload that needs manual validation into an open request of the caller's organisation. */
export async function createManualRequest(
  db: Db,
  principal: Principal,
  body: ManualCertificationRequestBody,
  { publicUrl }: { publicUrl: string },
): Promise<{ id: string }> {
  const organisationId = principal.organisationId;
  if (!organisationId) throw certificationProblems.noOrganisation();
  const [upload] = await db
    .select()
    .from(uploadedSchemas)
    .where(and(eq(uploadedSchemas.id, body.tempFileId), eq(uploadedSchemas.userId, principal.userId)));
  if (!upload) throw certificationProblems.uploadNotFound();
  const key = { certificationAreaId: body.certificationAreaId, messageTypeId: body.messageTypeId, applicationAreaId: body.applicationAreaId };
  const { baselineSchemaId, keyNames } = await certificationContextOf(db, key);
  if (baselineSchemaId !== upload.baselineSchemaId) throw certificationProblems.keyMismatch();
  if (!(upload.result as CertificationResult).manualValidation) throw certificationProblems.notManual();

  const name = body.name.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(manualCertificationRequests)
      .values({
        organisationId,
        requestedByUserId: principal.userId,
        baselineSchemaId,
        name,
        description: (body.description ?? '').trim(),
        fileName: upload.fileName,
        contentBlobId: upload.contentBlobId,
      })
      .returning({ id: manualCertificationRequests.id });
    if (!row) throw new Error('manual request not written');
    const taken = await tx.delete(uploadedSchemas).where(eq(uploadedSchemas.id, upload.id)).returning({ id: uploadedSchemas.id });
    if (taken.length === 0) throw certificationProblems.uploadNotFound();
    await recordAudit(tx, principal, {
      action: 'manualCertificationRequest.created',
      entityType: 'manualCertificationRequest',
      entityId: row.id,
      after: { organisation: principal.organisationName, name, fileName: upload.fileName, baselineSchemaId },
    });
    await queueManualRequestMails(tx, {
      organisation: principal.organisationName ?? '',
      schemaName: name,
      description: (body.description ?? '').trim(),
      fileName: upload.fileName,
      key: keyNames,
      requester: principal,
      publicUrl,
    });
    return { id: row.id };
  });
}

/** Open requests, oldest first, with the names an administrator needs to act on them. */
export async function listOpenRequests(db: Db): Promise<OpenManualRequest[]> {
  const rows = await db
    .select({
      id: manualCertificationRequests.id,
      organisation: organisations.name,
      requestedBy: users.email,
      certificationArea: baselineKeyNames.certificationArea,
      messageType: baselineKeyNames.messageType,
      applicationArea: baselineKeyNames.applicationArea,
      name: manualCertificationRequests.name,
      description: manualCertificationRequests.description,
      fileName: manualCertificationRequests.fileName,
      createdAt: manualCertificationRequests.createdAt,
    })
    .from(manualCertificationRequests)
    .innerJoin(organisations, eq(organisations.id, manualCertificationRequests.organisationId))
    .innerJoin(baselineKeyNames, eq(baselineKeyNames.baselineSchemaId, manualCertificationRequests.baselineSchemaId))
    .leftJoin(users, eq(users.id, manualCertificationRequests.requestedByUserId))
    .where(eq(manualCertificationRequests.status, 'open'))
    .orderBy(manualCertificationRequests.createdAt);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Who closes a request, as the record keeps it. */
const handlerName = (principal: Principal) => userFullName(principal) || principal.email;

/**
 * Turns down an open request (the schema will not be certified by hand): closed as 'afgewezen',
 * with who and when, audited. A request that is no longer open answers 404.
 */
export async function rejectRequest(db: Db, principal: Principal, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(manualCertificationRequests)
      .set({ status: 'afgewezen', handledAt: now, handledByUserId: principal.userId, handledByName: handlerName(principal) })
      .where(and(eq(manualCertificationRequests.id, id), eq(manualCertificationRequests.status, 'open')))
      .returning({ id: manualCertificationRequests.id, name: manualCertificationRequests.name });
    if (!closed) throw new HttpProblem(404, 'Niet gevonden', 'Deze aanvraag bestaat niet of is al afgehandeld.');
    await recordAudit(tx, principal, { action: 'manual-request.rejected', entityType: 'manual-request', entityId: closed.id, before: { status: 'open' }, after: { status: 'afgewezen', name: closed.name } });
  });
}

/** The file of an open or handled request, for the administrator who certifies it by hand. */
export async function requestFile(db: Db, id: string): Promise<{ fileName: string; content: Uint8Array }> {
  const [row] = await db
    .select({ fileName: manualCertificationRequests.fileName, contentBlobId: manualCertificationRequests.contentBlobId })
    .from(manualCertificationRequests)
    .where(eq(manualCertificationRequests.id, id));
  const blob = row ? await readBlob(db, row.contentBlobId) : null;
  if (!row || !blob) throw new HttpProblem(404, 'Niet gevonden', 'Deze aanvraag bestaat niet.');
  return { fileName: row.fileName, content: blob.content };
}

export interface ManualCertification {
  organisation: string;
  key: BaselineKeyIds;
  name: string;
  publish: boolean;
  overwrite: boolean;
  fileName: string;
  content: Uint8Array;
  /** The portal's public address (PUBLIC_URL): the enriched copy names its certificate's page. */
  publicUrl: string;
}

const xsdFileName = /\.xsd$/i;

/**
 * Certificeer handmatig: an administrator's judgement replaces the checks, but the file must
 * still be safe XML that loads against the catalogue and compiles (the enriched copy proves it).
 * Open requests of that organisation and name are marked handled.
 */
export async function certifyManually(db: Db, principal: Principal, input: ManualCertification, now = new Date()) {
  if (!xsdFileName.test(input.fileName)) throw certificationProblems.wrongFileType(input.fileName);
  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(sql`lower(${organisations.name}) = lower(${input.organisation})`);
  if (!organisation) throw certificationProblems.unknownOrganisation(input.organisation);
  const context = await certificationContextOf(db, input.key);
  const name = input.name.trim();
  if (!input.overwrite && (await schemaNamed(db, organisation.id, name))) throw certificationProblems.nameInUse();

  const certificationMark = sha256Hex(input.content);
  const certificate = certificateReference(input.publicUrl, newKenmerk());
  const enriched = enrichAfd1Xsd({
    xsd: new TextDecoder('utf-8', { fatal: false }).decode(input.content),
    fileName: input.fileName,
    catalogueResolver: context.catalogueResolver,
    enrichment: {
      organisation: organisation.name,
      name,
      key: context.keyNames,
      catalogueVersion: context.catalogueVersion,
      date: now.toISOString().slice(0, 10),
      certificationMark,
      certificate,
    },
  });
  if (!enriched.ok) {
    const first = enriched.problems[0];
    throw new HttpProblem(400, 'Schema niet te certificeren', first ? `${first.message} ${first.description}` : 'Het schema kan niet worden gelezen.', {
      file: enriched.problems.map((problem) => `${problem.message} ${problem.description}`),
    });
  }

  const { version } = await db.transaction(async (tx) => {
    const content = await storeBlob(tx, input.content, 'application/xml');
    const stored = await storeOrganisationSchema(tx, principal, {
      organisationId: organisation.id,
      organisationName: organisation.name,
      baselineSchemaId: context.baselineSchemaId,
      baselineLibraryId: context.baselineLibraryId,
      keyNames: context.keyNames,
      name,
      origin: 'manual',
      fileName: input.fileName,
      contentBlobId: content.id,
      enrichedXsd: enriched.xsd,
      certificationMark,
      publish: input.publish,
      overwrite: input.overwrite,
      now,
      // A person's judgement replaced the checks: no rule was applied.
      certificate: { kenmerk: certificate.kenmerk, catalogueVersion: context.catalogueVersion, rules: [] },
    });
    await tx
      .update(manualCertificationRequests)
      .set({ status: 'afgehandeld', handledAt: now, handledByUserId: principal.userId, handledByName: handlerName(principal) })
      .where(
        and(
          eq(manualCertificationRequests.organisationId, organisation.id),
          eq(manualCertificationRequests.status, 'open'),
          sql`lower(${manualCertificationRequests.name}) = lower(${name})`,
        ),
      );
    return stored;
  });
  return { organisation: organisation.name, name, version, fileName: enrichedFileName(name), enrichedXsd: enriched.xsd, kenmerk: certificate.kenmerk };
}

