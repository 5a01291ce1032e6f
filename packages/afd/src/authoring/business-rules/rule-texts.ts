// The Dutch texts of the verbandscontroles (001 §5 'Business rules', §8), to the letter where the
// spec gives them.

export const businessRuleTexts = {
  sourceRequired: 'Bron verplicht',
  conditionRequired: 'Conditie verplicht',
  thenRequired: 'Dan verplicht',
  messageRequired: 'Foutmelding verplicht',
  invalidInput: 'Ongeldige invoer',
  nameTaken: (name: string) => `Er is al een verbandscontrole met de naam '${name}'.`,
  unknownAttribute: (name: string) => `Attribuut '${name}' bestaat niet in deze definitie`,
  syntax: (detail: string, position: number) => `${detail} (positie ${position})`,
  /** A refusal inside the pseudo mode's Indien or Dan field, the position counted from the field's start. */
  fieldSyntax: (field: string, detail: string, position: number) => `${field}, positie ${position}: ${detail}`,
} as const;
