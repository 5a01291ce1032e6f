// Dutch texts of the test-message workbench (issue 18, point 5): what a member reads when a
// message is checked against a function's schema and its verbandscontroles.

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

export const workbenchTexts = {
  notJson: (error: { reason: string; line: number; column: number }) => `Het bericht is geen geldige JSON: ${error.reason} (regel ${error.line}, kolom ${error.column}).`,
  notAnObject: 'Het bericht is geen JSON-object.',
  notXml: (description: string) => `Het bericht is geen bruikbare XML: ${description}`,
  schemaUnusable: (reason: string) => `Het schema van deze functie is niet te gebruiken: ${reason}`,
  rulesUnusable: (reason: string) => `De verbandscontroles van deze functie zijn niet te lezen: ${reason}`,
  // Schema findings, per JSON Schema keyword.
  required: (name: string) => `Verplicht attribuut of entiteit '${name}' ontbreekt.`,
  notAllowed: (name: string) => `'${name}' is hier niet toegestaan.`,
  wrongType: (expected: string) => `De waarde heeft niet het juiste type (verwacht: ${expected}).`,
  notInList: (value: unknown) => `De waarde ${quoted(value)} komt niet voor in de toegestane waarden.`,
  entityTypeNotAllowed: (entityType: string, allowed: readonly unknown[]) =>
    `Een entiteit van type '${entityType}' is hier niet toegestaan (toegestaan: ${allowed.map(quoted).join(', ')}).`,
  notConst: (expected: unknown) => `De waarde moet ${quoted(expected)} zijn.`,
  tooLong: (limit: number) => `De tekst is langer dan ${limit} tekens.`,
  tooShort: (limit: number) => `De tekst is korter dan ${limit} tekens.`,
  pattern: (pattern: string) => `De tekst voldoet niet aan het patroon ${pattern}.`,
  format: (format: string) => `De waarde is geen geldige ${format}.`,
  bound: (comparison: string, limit: number) => `De waarde moet ${comparison} ${limit} zijn.`,
  multipleOf: (step: number) => `De waarde moet een veelvoud van ${step} zijn.`,
  tooManyItems: (limit: number) => `Er staan meer dan ${limit} elementen in de lijst.`,
  tooFewItems: (limit: number) => `Er staan minder dan ${limit} elementen in de lijst.`,
  notUnique: 'De lijst bevat twee gelijke elementen.',
  containsAtLeast: (minimum: number) => `De lijst moet minstens ${minimum} entiteiten van de gevraagde soort bevatten.`,
  containsBetween: (minimum: number, maximum: number) => `De lijst moet minstens ${minimum} en hoogstens ${maximum} entiteiten van de gevraagde soort bevatten.`,
  noOption: 'De waarde past bij geen van de toegestane mogelijkheden.',
  exactLength: (limit: number) => `De tekst moet precies ${limit} tekens lang zijn.`,
  totalDigits: (limit: number) => `De waarde heeft meer dan ${limit} cijfers.`,
  fractionDigits: (limit: number) => `De waarde heeft meer dan ${limit} cijfers achter de komma.`,
  notOfType: (value: string, type: string) => `De waarde '${value}' past niet bij type ${type}.`,
  xmlUnexpected: (element: string, expected: string | null) => (expected === null ? `Element '${element}' hoort hier niet.` : `Element '${element}' hoort hier niet; hier wordt verwacht: ${expected}.`),
  xmlMissing: (element: string, expected: string) => `In '${element}' ontbreekt een verplicht element: ${expected}.`,
  validatorSays: 'melding van de XML-validator',
  otherXmlError: (english: string) => `Het schema keurt het bericht af. Melding van de XML-validator: ${english}.`,
  otherSchemaError: (keyword: string, detail: string) => `Het schema keurt de waarde af (${keyword}: ${detail}).`,
  // Business-rule findings.
  ruleBroken: (id: string) => `Verbandscontrole ${id} is niet voldaan.`,
  ruleUndecided: (id: string) => `Verbandscontrole ${id} geeft geen ja of nee op dit bericht.`,
  ruleFailed: (id: string, reason: string) => `Verbandscontrole ${id} kon niet worden uitgevoerd: ${reason}`,
} as const;
