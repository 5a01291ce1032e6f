// The Dutch answers when a definition's choices are not a narrowing of its baseline library
// (docs/authoring.md: "a choice must always be a narrowing of the library"). The spec's own texts
// (001 §5 'Attributes and option lists', §8) are quoted to the letter; the rest are ours.

export const choiceTexts = {
  unknownFunction: (functionName: string) => `Functie '${functionName}' bestaat niet in deze definitie.`,
  entityMaxAboveBaseline: (functionName: string, value: string, baseline: string) =>
    `Het maximum aantal bij functie '${functionName}' (${value}) is hoger dan dat van de baseline (${baseline}).`,
  requiredEntityBelowMinimum: (functionName: string, minimum: number) =>
    `De entiteit is verplicht in de baseline (minimaal ${minimum}); bij functie '${functionName}' kan het maximum niet lager zijn.`,
  entityMinNotCount: (functionName: string, value: number) => `Het minimum aantal bij functie '${functionName}' (${value}) moet een geheel getal van 0 of meer zijn.`,
  entityMinBelowBaseline: (functionName: string, value: number, baseline: number) =>
    `Het minimum aantal bij functie '${functionName}' (${value}) is lager dan dat van de baseline (${baseline}).`,
  entityMinAboveMax: (functionName: string, value: number, maximum: string) =>
    `Het minimum aantal bij functie '${functionName}' (${value}) is hoger dan het maximum aantal (${maximum}).`,
  /** Not a refusal: what V below an optional parent means (ADR 0056). */
  mandatoryBelowOptional: (functionName: string, parent: string) =>
    `Bij functie '${functionName}' is de entiteit verplicht zodra '${parent}' in het bericht staat; '${parent}' zelf is daar optioneel.`,
  requiredAttributeOnlyV: (functionName: string) => `Het attribuut is verplicht in de baseline; bij functie '${functionName}' kan alleen V (Verplicht).`,
  noCodeList: 'Het attribuut heeft geen codelijst.',
  codeNotInList: (code: string, list: string) => `Code '${code}' staat niet in codelijst ${list} van de baseline.`,
  /** 001 §8. */
  subsetWithUpToDateList: 'Subset selecteren is niet mogelijk, omdat actuele codelijst is geselecteerd.',
  emptyOption: 'Een optie mag niet leeg zijn of met spaties beginnen of eindigen.',
  duplicateOption: (value: string) => `Optie '${value}' komt dubbel voor.`,
  optionOutsideBaseline: (value: string, reason: string) => `Optie '${value}' past niet binnen de baseline: ${reason}`,
  optionOutsideBaselineFacet: (value: string, facet: string, reason: string) => `Optie '${value}' past niet binnen facet ${facet} van de baseline: ${reason}`,
  optionOutsideOwnFacet: (value: string, facet: string, reason: string) => `Optie '${value}' past niet binnen de eigen facet ${facet} van de definitie: ${reason}`,
  valueNotInOwnEnumeration: (value: string) => `Waarde '${value}' staat niet in de toegestane waarden (enumeration) van de definitie.`,
  /** 001 §5. */
  minimumFormat: (format: string) => `Minimum voldoet niet aan formaat ${format}.`,
  /** 001 §5. */
  maximumFormat: (format: string) => `Maximum voldoet niet aan formaat ${format}.`,
  /** 001 §5. */
  minimumAboveMaximum: 'Minimum mag niet meer dan Maximum zijn.',
  facetWidens: (facet: string, value: string, baseline: string) => `${facet} ${value} is ruimer dan de baseline (${baseline}).`,
  facetNotMultiple: (value: number, baseline: number) => `multipleOf ${value} is geen veelvoud van dat van de baseline (${baseline}).`,
  facetFixed: (facet: string, baseline: string) => `${facet} van de baseline (${baseline}) kan niet worden gewijzigd.`,
  valueNotInBaseline: (value: string) => `Waarde '${value}' staat niet in de toegestane waarden van de baseline.`,
  facetsConflict: (low: string, high: string) => `${low} is groter dan ${high}.`,
  facetsNotBelow: (low: string, high: string) => `${low} moet kleiner zijn dan ${high}.`,
  facetNotCount: (facet: string, value: number) => `${facet} ${value} moet een geheel getal van 0 of meer zijn.`,
  totalDigitsBelowOne: (value: number) => `totalDigits ${value} moet een geheel getal van 1 of meer zijn.`,
  multipleOfNotPositive: (value: number) => `multipleOf ${value} moet groter zijn dan 0.`,
  notAnArray: 'Het attribuut is geen array; arrayfacetten zijn niet mogelijk.',
  uniqueItemsRequired: 'De baseline eist unieke items (uniqueItems); dat kan niet uit.',
  compositionsAfd1: 'Composities (oneOf) bestaan alleen in AFD 2.0; deze baseline is AFD 1.0.',
  compositionNoPosition: (key: string) => `De baseline biedt op '${key}' geen entiteit met entiteittypen aan.`,
  compositionEmpty: 'Een compositie heeft minstens één entiteittype.',
  compositionTypeTwice: (entityType: string) => `Entiteittype '${entityType}' komt dubbel voor.`,
  compositionTypeUnknown: (entityType: string, available: readonly string[]) =>
    `Entiteittype '${entityType}' bestaat niet op deze positie in de baseline (wel: ${available.join(', ')}).`,
} as const;
