// Anyone can drop a file on a certificate's page: its sha-256 is compared with the certified
// original's and with the enriched copy's (the copy the portal serves for download, sha-256
// taken after the kenmerk was written into it). Byte for byte: a changed byte, a changed line
// end or a re-indented copy does not match.

export type VerificationOutcome = 'origineel' | 'verrijkt' | 'geen';

export interface FileVerification {
  outcome: VerificationOutcome;
  /** The dropped file's sha-256, lower-case hex. */
  sha256: string;
  message: string;
}

export const verificationTexts = {
  origineel: 'Het bestand komt overeen met het gecertificeerde origineel.',
  verrijkt: 'Het bestand komt overeen met de verrijkte kopie.',
  geen: 'Het bestand komt NIET overeen met het gecertificeerde schema of de verrijkte kopie.',
} as const satisfies Record<VerificationOutcome, string>;

/** Which certified file, if any, has this sha-256. */
export function verifyFileHash(fileSha256: string, certified: { originalSha256: string; enrichedSha256: string }): FileVerification {
  const sha256 = fileSha256.toLowerCase();
  const outcome: VerificationOutcome = sha256 === certified.originalSha256 ? 'origineel' : sha256 === certified.enrichedSha256 ? 'verrijkt' : 'geen';
  return { outcome, sha256, message: verificationTexts[outcome] };
}
