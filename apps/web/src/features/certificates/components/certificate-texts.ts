import type { CertificateStatusValue } from '@afd/contracts';

// The certificate page's Dutch texts (the spec has none for this page: ours, issue 18).

/** Files up to the server's default upload limit (UPLOAD_MAX_BYTES, 50 MB) are checked. */
export const maxVerifiedFileBytes = 50 * 1024 * 1024;

export const certificateTexts = {
  title: (kenmerk: string) => `Certificaat ${kenmerk}`,
  loading: 'Certificaat laden…',
  notFound: (kenmerk: string) => `Er is geen certificaat met kenmerk ${kenmerk}. Controleer het kenmerk.`,
  loadFailed: (reason: string) => `Het certificaat kan niet worden geladen: ${reason}`,
  status: { geldig: 'Geldig', ingetrokken: 'Ingetrokken', vervangen: 'Vervangen' } satisfies Record<CertificateStatusValue, string>,
  statusSince: (date: string, reason: string | null) => `Sinds ${date}${reason ? `: ${reason}` : '.'}`,
  supersededBy: 'Vervangen door certificaat',
  issuedAtUpgrade: (date: string) =>
    `Uitgegeven bij de upgrade van de portal op ${date}, op grond van de opgeslagen bestanden. Het schema was al gecertificeerd voordat de portal certificaten uitgaf; de verrijkte kopie van toen noemt dit kenmerk daarom niet.`,
  origin: { upload: 'Geüpload en gecontroleerd', manual: 'Handmatig gecertificeerd', definition: 'Gegenereerd uit een AFD-definitie' },
  noRules: 'Geen',
  verifyTitle: 'Bestand controleren',
  verifyIntro: 'Sleep het schema hierheen om te zien of het het gecertificeerde origineel of de verrijkte kopie is. Het bestand wordt alleen vergeleken, niet bewaard.',
  verifying: 'Bestand controleren…',
  fileHash: 'SHA-256 van het bestand',
  fileTooLarge: (name: string) => `${name} is te groot om te controleren (meer dan 50 MB).`,
  fileUnreadable: (name: string) => `${name} kan niet worden gelezen.`,
  verifyFailed: (reason: string) => `Het bestand kan niet worden gecontroleerd: ${reason}`,
} as const;

/** Accepted extensions of the drop zone: certified schemas are XSD, JSON Schema or an OpenAPI description. */
export const verifiableExtensions = ['.xsd', '.json', '.yaml', '.yml', '.xml'] as const;
