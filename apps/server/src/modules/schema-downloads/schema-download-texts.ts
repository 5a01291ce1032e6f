// Dutch texts of the schema downloads (ours: the spec names only the client's toasts). The web app
// shows a refusal's detail in its toast, so each one says why.

export const schemaDownloadTexts = {
  notFoundTitle: 'Niet gevonden',
  notPublished: (organisation: string, name: string) => `Schema '${name}' van ${organisation} is niet gepubliceerd.`,
  notFound: (organisation: string, name: string) => `Schema '${name}' van ${organisation} bestaat niet.`,
  noFile: (name: string) => `Van schema '${name}' is geen gecertificeerd bestand beschikbaar.`,
  unknownOrganisation: (name: string) => `Organisatie '${name}' bestaat niet.`,
  forbiddenTitle: 'Geen toegang',
  notDownloadable: (name: string) => `Schema '${name}' wordt niet als download aangeboden.`,
  restrictedByOwner: (owner: string) =>
    `${owner} staat het downloaden van deze definitie alleen toe aan organisaties die zij heeft gemachtigd; uw organisatie is daar niet bij.`,
} as const;
