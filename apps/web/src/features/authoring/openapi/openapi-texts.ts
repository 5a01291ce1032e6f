import { openApiRuleTexts } from '@afd/afd/authoring';

// The editor's own texts. The spec's (001 §5, §8) to the letter where it gives them, shared with
// the server through packages/afd; the field rules' messages come with the rules from there too.

export const openApiTexts = {
  title: 'OpenAPI Description',
  back: 'Terug',
  exportYaml: 'Exporteer YAML',
  exportJson: 'Exporteer JSON',
  specificationVersion: 'Specificatieversie',
  loadFailed: 'Ophalen van de OpenAPI Description is mislukt',
  saveFailed: 'Opslaan van de OpenAPI Description is mislukt',
  validationFailed: openApiRuleTexts.validationFailed,
  downloadFailed: 'Downloaden is mislukt',
  errors: 'Errors',
  show: 'Show',
  hide: 'Hide',
  confirmDelete: openApiRuleTexts.confirmDelete,
  operation: (method: string) => `Operation: ${method}`,
  save: 'Opslaan',
  cancel: 'Annuleren',
  add: 'Toevoegen',
  edit: 'Bewerken',
  remove: 'Verwijderen',
  addPath: 'Path toevoegen',
  noPaths: 'Er zijn nog geen paths.',
  none: 'Geen',
} as const;
