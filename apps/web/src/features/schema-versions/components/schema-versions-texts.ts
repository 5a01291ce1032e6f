// Dutch texts of the versions page (issue 32): a published schema's versions in the register, and
// the comparison of two of them.

export const schemaVersionsTexts = {
  title: (name: string) => `Versies van ${name}`,
  owner: (organisation: string) => `Organisatie: ${organisation}`,
  loading: 'Versies laden…',
  loadFailed: (reason: string) => `De versies konden niet worden geladen: ${reason}`,
  versionsCaption: 'Gepubliceerde versies',
  columns: { version: 'Versie', published: 'Gepubliceerd', compatibility: 'Compatibiliteit' },
  firstVersion: 'eerste versie',
  notDecided: 'niet vergeleken',
  compareHeading: 'Vergelijk twee versies',
  older: 'Oude versie',
  newer: 'Nieuwe versie',
  compare: 'Vergelijk',
  onlyOneVersion: 'Er is maar één gepubliceerde versie: er valt niets te vergelijken.',
  comparing: 'Vergelijken…',
  compareFailed: (reason: string) => `De vergelijking is mislukt: ${reason}`,
  resultHeading: (from: number, to: number) => `Versie ${from} en versie ${to}`,
  fullyCompatible: 'compatibel in beide richtingen',
  notCompatible: 'niet compatibel',
  manual: 'handmatig te beoordelen',
  decidedNow: 'Nu bepaald; deze twee versies zijn bij certificering niet met elkaar vergeleken.',
  backToRegister: 'Terug naar het register',
} as const;
