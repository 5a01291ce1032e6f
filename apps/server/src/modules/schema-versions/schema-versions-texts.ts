// Dutch texts of the schema-versions module (issue 32): the public compatibility call and the
// owner's setting. The specification has none of these; they follow the register's wording.

export const schemaVersionTexts = {
  notFoundTitle: 'Niet gevonden',
  unknownPublishedSchema: (organisation: string, name: string) => `Er is geen gepubliceerd schema '${name}' van organisatie '${organisation}'.`,
  unknownVersion: (name: string, version: number) => `Schema '${name}' heeft geen gepubliceerde versie ${version}.`,
  invalidInputTitle: 'Ongeldige invoer',
  sameVersion: 'Kies twee verschillende versies om te vergelijken.',
  forbiddenTitle: 'Geen toegang',
  otherOrganisation: "U mag alleen de schema's van uw eigen organisatie beheren.",
  unknownOrganisation: (name: string) => `Organisatie '${name}' bestaat niet.`,
  unknownSchema: (organisation: string, name: string) => `Organisatie '${organisation}' heeft geen schema '${name}'.`,
} as const;
