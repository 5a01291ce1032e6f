import { normaliseKenmerk, verifyFileHash } from '@afd/afd';
import type { Certificate, CertificateVerification } from '@afd/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sha256Hex } from '../../db/blob-store.ts';
import { certificates } from '../../db/schema/index.ts';
import { HttpProblem } from '../../http/http-problem.ts';

// The public certificate (issue 18, ADR 0047): what it states, and whether a file anyone drops on
// its page is the certified original or the enriched copy. Reads only.

export const certificateProblems = {
  notFound: (kenmerk: string) => new HttpProblem(404, 'Certificaat niet gevonden', `Er is geen certificaat met kenmerk ${kenmerk}.`),
} as const;

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
  };
}

/** `POST /api/Certificaten/{kenmerk}/Verificatie`: the file's sha-256 against the certificate's two. */
export async function verifyAgainstCertificate(db: Db, kenmerk: string, content: Uint8Array): Promise<CertificateVerification> {
  const row = await certificateRow(db, kenmerk);
  return verifyFileHash(sha256Hex(content), row);
}
