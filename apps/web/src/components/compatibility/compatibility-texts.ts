// Dutch texts of the compatibility between versions (issue 32). The register's wording: a version
// is 'compatibel met vorige versie' or 'niet compatibel', with what breaks.

export const compatibilityTexts = {
  heading: 'Compatibiliteit met eerdere versies',
  compatibleWithPrevious: 'compatibel met vorige versie',
  compatibleWith: (version: number) => `compatibel met versie ${version}`,
  notCompatibleWith: (version: number) => `niet compatibel met versie ${version}`,
  manualWith: (version: number) => `versie ${version}: handmatig te beoordelen`,
  notCompatible: 'niet compatibel',
  breaks: (versions: number[]) =>
    versions.length === 1 ? `Breekt versie ${versions[0]}.` : `Breekt de versies ${versions.slice(0, -1).join(', ')} en ${versions.at(-1)}.`,
  transitive: 'Vergeleken met alle eerdere gepubliceerde versies.',
  directions: {
    newAcceptedByOld: 'Berichten van de nieuwe versie worden door de oude geaccepteerd (ontvangers op de oude versie blijven werken)',
    oldAcceptedByNew: 'Berichten van de oude versie worden door de nieuwe geaccepteerd (verzenders op de oude versie blijven werken)',
  },
  verdicts: { compatibel: 'compatibel', 'niet-compatibel': 'niet compatibel', handmatig: 'handmatig te beoordelen' },
  counterexample: (validUnder: 'oud' | 'nieuw') =>
    validUnder === 'nieuw' ? 'Tegenvoorbeeld: geldig onder de nieuwe versie, geweigerd door de oude' : 'Tegenvoorbeeld: geldig onder de oude versie, geweigerd door de nieuwe',
} as const;
