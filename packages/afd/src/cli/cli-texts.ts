// afd-certify's own Dutch texts: the input it cannot use and the baseline it certified against.

const afd = (version: 1 | 2) => (version === 1 ? 'AFD 1.0' : 'AFD 2.0');

export const cliTexts = {
  unreadable: (path: string) => `Kan ${path} niet lezen: bestaat het bestand en mag het gelezen worden?`,
  wrongFileType: (fileName: string, version: 1 | 2) =>
    `${fileName} heeft een ongeldig bestandstype: tegen een ${afd(version)}-baseline wordt een ${version === 1 ? 'XSD (.xsd)' : 'JSON Schema (.json)'} gecertificeerd.`,
  /** The portal's own refusal of an empty upload (400 'Leeg bestand'), word for word. */
  emptyFile: (fileName: string) => `Het bestand '${fileName}' is leeg.`,
  unknownBaseline: (fileName: string) => `${fileName} is geen baselinepakket (.afdbaseline.json), XSD of JSON Schema.`,
  baselineUnreadable: (fileName: string) => `De baseline ${fileName} is niet te lezen:`,
  catalogueReplaced: 'Let op: gecertificeerd met de opgegeven datacatalogus in plaats van die uit het baselinepakket.',
  bareBaseline: (fileName: string, version: 1 | 2) => `${fileName} (los baselinebestand, ${afd(version)})`,
  packageBaseline: (key: string, version: 1 | 2, createdAt: string, catalogueVersion: string, rules: number) =>
    `${key} (${afd(version)}, bibliotheek van ${createdAt}, datacatalogus ${catalogueVersion}${version === 1 ? `, ${rules} XPath-regel(s)` : ''})`,
};
