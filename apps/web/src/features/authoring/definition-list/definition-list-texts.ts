// The texts of the definition list and its modals: the spec's (001 §2, §8) to the letter where it
// gives them; the modal titles and labels are ours where it does not.

export const definitionListTexts = {
  title: 'AFD Online Samenstellen',
  subtitle: 'Aanmaken AFD-definities',
  loadFailed: 'Ophalen van de definities is mislukt',
  forbiddenTitle: 'Forbidden',
  created: 'Definitie is aangemaakt',
  createFailed: 'Aanmaken is mislukt',
  copied: 'Gedupliceerde product is opgeslagen',
  copyFailed: 'Dupliceren van het product is mislukt',
  deleted: 'Productdefinitie is verwijderd',
  deleteFailed: 'Verwijderen is mislukt',
  metadataSaved: 'Metadata is opgeslagen',
  metadataSaveFailed: 'Opslaan van metadata is mislukt',
  metadataLoadFailed: 'Ophalen metadata is mislukt',
  functionsSaved: 'Functies opgeslagen',
  functionsSaveFailed: 'Opslaan van de functies is mislukt',
  functionsLoadFailed: 'Ophalen functies is mislukt',
  functionAlreadyAdded: 'Er is al een functie met deze naam',
  confirmDelete: 'Weet u zeker dat u dit item wilt verwijderen?',
  newDefinition: 'Nieuwe definitie',
  duplicate: 'Dupliceren',
  properties: 'Eigenschappen',
  functions: 'Functies',
  tasks: 'Openstaande taken',
} as const;
