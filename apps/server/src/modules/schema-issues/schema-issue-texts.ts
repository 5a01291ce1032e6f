// Dutch texts of the meldingen module. The organisation refusal is the spec's (001 §6); the
// attachment refusal is the spec's toast (001 §5); the rest are ours.

export const schemaIssueTexts = {
  forbiddenTitle: 'Geen toegang',
  notAuthorisedFor: (organisation: string) => `Gebruiker is niet gemachtigd voor organisatie: ${organisation}`,
  mayNotReadIssue: 'U mag deze melding niet inzien.',
  onlyReceiverHandles: 'Alleen de ontvangende organisatie mag een melding behandelen.',
  notFoundTitle: 'Niet gevonden',
  unknownOrganisation: (name: string) => `Organisatie '${name}' bestaat niet.`,
  issueNotFound: (organisation: string, id: number) => `Melding ${id} van organisatie '${organisation}' bestaat niet.`,
  schemaNotPublished: (organisation: string, schema: string) => `Schema '${schema}' van organisatie '${organisation}' is niet gepubliceerd.`,
  attachmentNotFound: (fileName: string) => `Bijlage '${fileName}' bestaat niet.`,
  invalidInputTitle: 'Ongeldige invoer',
  schemaNotDownloadable: (schema: string) => `Over schema '${schema}' kan geen melding worden gedaan: het is niet te downloaden.`,
  unknownCategory: (category: string) => `Categorie '${category}' bestaat niet.`,
  invalidSubStatuses: 'De substatussen passen niet bij de status.',
  unsupportedFile: (fileName: string) => `Bestand ${fileName} heeft een niet ondersteund bestandtype of bestandsgrootte`,
  unsupportedUnnamedFile: 'Het bestand heeft een niet ondersteund bestandtype of bestandsgrootte',
  unsupportedFileTitle: 'Bestand niet ondersteund',
  fileTooLargeTitle: 'Bestand te groot',
  invalidFileName: 'Ongeldige bestandsnaam',
  missingField: (field: string) => `Het veld '${field}' ontbreekt of is ongeldig.`,
  duplicateTitle: 'Bestaat al',
  duplicateAttachment: (fileName: string) => `De melding heeft al een bijlage met de naam '${fileName}'.`,
} as const;
