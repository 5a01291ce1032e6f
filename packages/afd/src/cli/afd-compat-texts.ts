import { compatibilityTexts } from '../compatibility/compatibility-texts.ts';
import type { CompatibilityVerdict, VersionSide } from '../compatibility/version-compatibility.ts';

// afd-compat's own Dutch texts: its input and the frame of its report (the verdicts and reasons
// are the domain's, compatibility-texts.ts).

export const compatTexts = {
  notASchema: (fileName: string) => `${fileName} is geen XSD (.xsd) of JSON Schema (.json).`,
  catalogueNeeded: 'Geef met --catalogus de ZIP van de datacatalogus op: de XSD\'s importeren haar bestanden.',
  heading: (older: string, newer: string, afdVersion: 1 | 2) => `Compatibiliteit van ${newer} (nieuw) met ${older} (oud), AFD ${afdVersion}.0`,
  counterexample: (validUnder: VersionSide) =>
    `Voorbeeldbericht, geldig onder ${compatibilityTexts.versionName(validUnder)} en geweigerd door ${compatibilityTexts.versionName(validUnder === 'oud' ? 'nieuw' : 'oud')}:`,
  conclusion: (verdict: CompatibilityVerdict) =>
    verdict === 'compatibel'
      ? 'Oordeel: compatibel in beide richtingen.'
      : verdict === 'niet-compatibel'
        ? 'Oordeel: niet compatibel.'
        : 'Oordeel: handmatig te beoordelen.',
} as const;
