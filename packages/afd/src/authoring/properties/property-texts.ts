// The spec's Dutch messages for the definition properties form and the names around it
// (001 §5 'Definition properties', §8), to the letter. One place, so the server's field errors
// and the web form's messages cannot drift apart.

export const propertyTexts = {
  productNameRequired: 'Productnaam is verplicht.',
  productNameInvalid: 'Productnaam is niet valide.',
  productNameTaken: 'Productnaam bestaat al binnen deze organisatie.',
  productExists: (name: string, basedOn: string) => `Product ${name} bestaat al onder ${basedOn}.`,
  versionRequired: 'Versie AFD-definitie is verplicht.',
  versionInvalid: 'Versie AFD-definitie is niet valide.',
  startDateInvalid: 'Ingangsdatum heeft een ongeldige waarde.',
  endDateInvalid: 'Einddatum heeft een ongeldige waarde.',
  startAfterEnd: 'Ingangsdatum ligt na de einddatum.',
  tagInvalid: 'Tag heeft een ongeldige waarde (maximaal 50 hoofdletters, spaties, mintekens, geen diakrieten).',
  riskCarrierRequired: 'Risicodrager is verplicht bij gespecificeerde tag.',
  productSegmentRequired: 'ProductSegment is verplicht bij gespecificeerde tag.',
  functionNameNotAllowed: (name: string) => `Functienaam '${name}' is niet toegestaan.`,
  functionNameExists: (name: string) => `Functienaam '${name}' bestaat al.`,
  functionAlreadyAdded: 'Er is al een functie met deze naam',
} as const;
