// Dutch texts of the organisation-schemas module. 'Er is al een schema met deze naam' is the
// spec's (000 §5); the others are ours: the spec names only the client's toasts.

export const organisationSchemaTexts = {
  forbiddenTitle: 'Geen toegang',
  otherOrganisation: "U mag alleen de schema's van uw eigen organisatie beheren.",
  notFoundTitle: 'Niet gevonden',
  unknownOrganisation: (name: string) => `Organisatie '${name}' bestaat niet.`,
  unknownSchema: (organisation: string, name: string) => `Organisatie '${organisation}' heeft geen schema '${name}'.`,
  unknownVariantSchema: (organisation: string, name: string, variant: string, version: string) =>
    `Organisatie '${organisation}' heeft geen schema '${name}' voor variant '${variant}' versie ${version}.`,
  invalidInputTitle: 'Ongeldige invoer',
  downloadNeedsPublication: 'Een schema dat niet in het register staat, kan niet downloadbaar zijn.',
  nameConflictTitle: 'Naam al in gebruik',
  nameInUse: 'Er is al een schema met deze naam',
  // The workbench on a certified schema (issue 18, point 5).
  notCheckableTitle: 'Bericht niet te controleren',
  openApiIsNoMessageSchema: (name: string) => `'${name}' is een OpenAPI-beschrijving, geen berichtschema: er is geen bericht tegen te controleren.`,
  noSchemaFile: (name: string) => `Van schema '${name}' is geen bestand of baseline library bewaard: er is niets om tegen te controleren.`,
  noCatalogue: 'De datacatalogus van de baseline library ontbreekt.',
  usage: {
    published: 'Register (gepubliceerd)',
    downloadable: 'Download toegestaan',
    openIssues: (count: number) => (count === 1 ? '1 open melding' : `${count} open meldingen`),
    closedIssues: (count: number) => (count === 1 ? '1 gesloten melding' : `${count} gesloten meldingen`),
    downloads: (count: number) => (count === 1 ? '1 keer gedownload' : `${count} keer gedownload`),
  },
} as const;
