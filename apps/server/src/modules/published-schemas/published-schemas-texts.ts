// Dutch texts of the register module (ours: the spec names only the client's toasts), and the
// publication-info.csv header.

export const publishedSchemaTexts = {
  notFoundTitle: 'Niet gevonden',
  unknownOrganisation: (name: string) => `Organisatie '${name}' bestaat niet.`,
  notPublished: (organisation: string, name: string) => `Schema '${name}' van ${organisation} is niet gepubliceerd.`,
  csvHeader: ['Organisatie', 'Community', 'Berichtsoort', 'Domein', 'Naam schema', 'Versie', 'Publicatiedatum', 'Download', 'OpenAPI-beschrijving'],
} as const;
