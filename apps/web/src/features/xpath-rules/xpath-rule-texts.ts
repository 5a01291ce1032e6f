// The texts of 'Beheer XPathregels'; the spec's (000 §5, §8) exactly, including 'dimensie' for a
// name in use when editing. The server answers the same texts for the same refusals.

export const xpathRuleScreenTexts = {
  title: 'Beheer XPathregels',
  newRule: 'Nieuwe XPath-regel',
  editRule: 'XPath-regel bewerken',
  nameTakenOnAdd: 'Er is al een XPath met deze naam',
  nameTakenOnEdit: 'Er is al een dimensie met deze naam',
  invalidSelection: (error: string) => `Selectie X-path is ongeldig: ${error}`,
  invalidPredicate: (error: string) => `X-path regel is ongeldig: ${error}`,
  confirmRename: 'Weet u zeker dat u dit item wilt hernoemen?',
  confirmDelete: 'Weet u zeker dat u dit item wilt verwijderen?',
  loadFailed: 'Ophalen van de xpaden is mislukt',
  usageFailed: 'Ophalen van gegevens is mislukt',
  saveFailed: 'Opslaan is mislukt',
  deleteFailed: 'Verwijderen is mislukt',
  saved: 'Opgeslagen',
} as const;

/** The four fields, with their labels (also the table's column headers). */
export const xpathRuleFieldLabels = {
  name: 'Naam',
  selectionXPath: 'Selectie XPath',
  predicateXPath: 'Predicaat XPath',
  errorMessage: 'Foutmelding',
} as const;
