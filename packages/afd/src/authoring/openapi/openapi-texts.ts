// The Dutch texts of the OpenAPI description editor (001 §5 'OpenAPI editor', §8), to the letter
// where the spec gives them. The spec's field names (Title, Path, Url, Name ...) stay English as
// the editor shows them. Texts marked 'ours' are not in the spec; they follow its plain style.

export const openApiRuleTexts = {
  titleRequired: 'Title is verplicht',
  titleInvalid: 'Title is ongeldig',
  versionRequired: 'Version is verplicht',
  versionInvalid: 'Version is ongeldig (formaat: nnn.nn)',
  pathRequired: 'Path is verplicht',
  pathSlash: "Path moet starten met een slash '/'",
  pathInvalid: 'Path is ongeldig',
  pathTaken: 'Path bestaat al',
  pathAlreadyExists: (path: string) => `Path '${path}' already exists`,
  pathDoesNotExist: (path: string) => `Path '${path}' does not exist`,
  urlRequired: 'Url is verplicht',
  urlInvalid: 'Url is ongeldig',
  nameRequired: 'Name is verplicht',
  nameInvalid: 'Name is ongeldig',
  inRequired: 'In is verplicht',
  typeRequired: 'Type is verplicht',
  arrayTypeRequired: 'Array Type is verplicht',
  codeRequired: 'Code is verplicht',
  /** Ours: a code outside 001 §9's standard codes (the picklist never offers one). */
  codeInvalid: 'Code is ongeldig',
  /** Ours: a code another response of the operation already has (the picklist leaves it out). */
  codeTaken: 'Code bestaat al',
  /** Ours: a request body or response refers to a function the definition does not have active. */
  functionUnknown: (name: string) => `AFD-functie '${name}' bestaat niet of is niet actief in deze definitie`,
  /** Ours: the document is OpenAPI 3.1 (its references and texts are 3.1's). */
  specificationVersionInvalid: "Specificatieversie moet 3.1.x zijn (bijvoorbeeld '3.1.0')",
  confirmDelete: 'Weet u zeker dat u dit item wilt verwijderen?',
  /** 001 §8, publish modal. */
  descriptionInvalid: 'OpenAPI Description is ongeldig, pas deze aan en probeer opnieuw.',
  validationFailed: 'OpenAPI Description validatie is mislukt',
} as const;
