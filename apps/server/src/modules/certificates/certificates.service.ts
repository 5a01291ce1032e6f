import { normaliseKenmerk, verifyFileHash } from '@afd/afd';
import type { Certificate, CertificateVerification } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { certificates } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { streamSingleFileUpload } from '../../http/single-file-upload.ts';
import { countEvent, secondsUntilAllowed, waitText, type ThrottlePolicy } from '../../http/throttle.ts';

// The public certificate (issue 18, ADR 0047): what it states, and whether a file anyone drops on
// its page is the certified original or the enriched copy. Reads only. The check is anonymous, so
// it is limited (issue 28, ADR 0054): per client address in the database, like the sign-in; a
// file larger than the certified one can be is refused before or while it arrives; the file is
// hashed as it streams in and never held whole.

export const certificateProblems = {
  notFound: (kenmerk: string) => new HttpProblem(404, 'Certificaat niet gevonden', `Er is geen certificaat met kenmerk ${kenmerk}.`),
  tooLarge: (maxBytes: number) =>
    new HttpProblem(
      413,
      'Bestand te groot',
      `Het bestand is groter dan het gecertificeerde schema en de verrijkte kopie (ten hoogste ${maxBytes.toLocaleString('nl-NL')} bytes), dus het is geen van beide.`,
    ),
  tooManyChecks: (seconds: number) =>
    new HttpProblem(429, 'Te veel controles', `Vanaf uw adres zijn in korte tijd te veel bestanden gecontroleerd. Probeer het over ${waitText(seconds)} opnieuw.`),
} as const;

/**
 * Anonymous checks per client address: 30 a minute, counted from the first; after the 30th the
 * address waits until a minute has passed. Plenty for a person at the page or a script checking
 * its files one by one, and it bounds what one address can make the server hash.
 */
export const verificationPolicy: ThrottlePolicy = { freeEvents: 30, firstDelaySeconds: 60, maxDelaySeconds: 60, restartAfterSeconds: 60, restartFrom: 'first-event' };

type CertificateRow = typeof certificates.$inferSelect;

async function certificateRow(db: Db, kenmerk: string): Promise<CertificateRow> {
  const written = normaliseKenmerk(kenmerk);
  const [row] = written ? await db.select().from(certificates).where(eq(certificates.kenmerk, written)) : [];
  if (!row) throw certificateProblems.notFound(kenmerk);
  return row;
}

/** `GET /api/Certificaten/{kenmerk}`. */
export async function readCertificate(db: Db, kenmerk: string): Promise<Certificate> {
  const row = await certificateRow(db, kenmerk);
  return {
    kenmerk: row.kenmerk,
    organisation: row.organisationName,
    schemaName: row.schemaName,
    schemaVersion: row.schemaVersion,
    afdVersion: row.afdVersion,
    origin: row.origin,
    key: { certificationArea: row.certificationArea, messageType: row.messageType, applicationArea: row.applicationArea },
    baselineLibrary: { createdAt: row.baselineLibraryCreatedAt.toISOString(), sha256: row.baselineSha256 },
    catalogueVersion: row.catalogueVersion,
    rules: row.rules,
    checkerVersion: row.checkerVersion,
    certifiedAt: row.certifiedAt.toISOString(),
    originalSha256: row.originalSha256,
    enrichedSha256: row.enrichedSha256,
    status: row.status,
    statusReason: row.statusReason,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    supersededBy: row.supersededBy,
    issuedAtUpgrade: row.issuedAtUpgrade?.toISOString() ?? null,
  };
}

/**
 * Counts the check against the caller's address; answers 0 when it may go ahead, else the
 * seconds to wait (the 429's Retry-After). A check refused while waiting is not counted.
 */
export async function verificationWait(db: Db, address: string, now = new Date()): Promise<number> {
  const key = `verification:${address}`;
  const waiting = await secondsUntilAllowed(db, [key], now);
  if (waiting > 0) return waiting;
  const { events, waitSeconds } = await countEvent(db, key, verificationPolicy, now);
  // Checks that passed the first look together: those beyond the free ones wait too.
  return events > verificationPolicy.freeEvents ? waitSeconds : 0;
}

/**
 * `POST /api/Certificaten/{kenmerk}/Verificatie`: the uploaded file's sha-256, taken as it streams
 * in, against the certificate's two. The largest file it can be is the larger of the two certified
 * files (the upload limit for a certificate from before their sizes were kept).
 */
export async function verifyUploadAgainstCertificate(db: Db, request: FastifyRequest, kenmerk: string, uploadMaxBytes: number): Promise<CertificateVerification> {
  const row = await certificateRow(db, kenmerk);
  const sizes = [row.originalBytes, row.enrichedBytes].filter((size): size is number => size !== null);
  const maxBytes = sizes.length > 0 ? Math.max(...sizes) : uploadMaxBytes;
  const hash = createHash('sha256');
  const upload = await streamSingleFileUpload(
    request,
    { maxBytes, fields: [], tooLarge: certificateProblems.tooLarge(maxBytes) },
    { chunk: (chunk) => hash.update(chunk), end: () => hash.digest('hex') },
  );
  return verifyFileHash(upload.kept, row);
}
