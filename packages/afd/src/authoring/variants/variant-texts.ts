// The Dutch texts of variants and predefined entities (001 §5 'Variants', §4 'Snippet add', §5
// 'Publishing', §8 'Variants'). The spec's own are quoted; the rest are ours in the same style.

export const variantTexts = {
  nameRequired: 'Naam is verplicht.',
  versionRequired: 'Versie is verplicht.',
  versionInvalid: 'Versie is niet valide (nnn.nn).',
  nameVersionTaken: 'Deze combinatie van Naam en Versie is reeds in gebruik.',
  snippetExistsAtLevel: 'De geselecteerde snippet bestaat al binnen het geselecteerde niveau.',
  noActiveFunctionsOrVariants: 'Deze AFD-definitie heeft geen actieve functies en/of varianten en kan daarom niet worden gepubliceerd.',
  selectVariant: 'Selecteer variant.',
  functionNotInDefinition: (name: string) => `Functie '${name}' bestaat niet in deze definitie.`,
  functionTwice: (name: string) => `Functie '${name}' staat meer dan eens in deze variant.`,
  unknownSnippet: (snippetId: string) => `Snippet '${snippetId}' bestaat niet (meer) in de voorgedefinieerde entiteiten.`,
  snippetDoesNotFit: (snippetId: string, entityPath: string) =>
    `Snippet '${snippetId}' past niet in het schema: entiteit '${entityPath}' bestaat niet in de baseline library.`,
  snippetAttributeUnknown: (snippetId: string, attributePath: string) =>
    `Snippet '${snippetId}' noemt attribuut '${attributePath}', dat niet in de baseline library bestaat.`,
} as const;
