import { z } from 'zod';

// The public certificate of a certification (issue 18, point 1): GET /api/Certificaten/{kenmerk}
// and POST /api/Certificaten/{kenmerk}/Verificatie. Anybody may call both; nothing is secret in
// them (hashes and names only, never the schema).

/** `{kenmerk}` as typed; the server reads it in its one written form (packages/afd normaliseKenmerk). */
export const certificateParamsSchema = z.object({ kenmerk: z.string().min(1).max(64) });

export const certificateStatusSchema = z.enum(['geldig', 'ingetrokken', 'vervangen']);
export type CertificateStatusValue = z.infer<typeof certificateStatusSchema>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const certificateSchema = z.object({
  kenmerk: z.string(),
  organisation: z.string(),
  schemaName: z.string(),
  schemaVersion: z.number().int(),
  /** 1: XSD, 2: JSON Schema. */
  afdVersion: z.number().int(),
  origin: z.enum(['upload', 'manual', 'definition']),
  key: z.object({ certificationArea: z.string(), messageType: z.string(), applicationArea: z.string() }),
  baselineLibrary: z.object({ createdAt: z.string(), sha256 }),
  catalogueVersion: z.string(),
  rules: z.array(z.object({ name: z.string(), sha256 })),
  checkerVersion: z.string(),
  certifiedAt: z.string(),
  originalSha256: sha256,
  enrichedSha256: sha256,
  status: certificateStatusSchema,
  /** Why it is withdrawn or replaced; null while valid. */
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  /** The kenmerk of the certificate that replaced this one. */
  supersededBy: z.string().nullable(),
  /**
   * When an upgrade of the portal issued this certificate to a schema certified before
   * certificates existed, from its stored files (their enriched copy names no kenmerk); null for a
   * certificate written at certification.
   */
  issuedAtUpgrade: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** Whether a dropped file is the certified original, the enriched copy, or neither. */
export const certificateVerificationSchema = z.object({
  outcome: z.enum(['origineel', 'verrijkt', 'geen']),
  sha256,
  message: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
