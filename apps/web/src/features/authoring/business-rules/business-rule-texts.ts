// The texts of the verbandscontroles screens: the spec's (001 §5, §8) to the letter where it gives
// them — 'Bron verplicht', 'Conditie verplicht', 'Foutmelding verplicht', 'Ongeldige invoer' —
// re-exported from packages/afd, which the server answers with too; the rest ours.

export { businessRuleTexts as ruleFieldTexts } from '@afd/afd/authoring';

export const businessRuleScreenTexts = {
  title: 'Verbandscontroles',
  back: 'Terug',
  add: 'Nieuwe verbandscontrole',
  edit: 'Bewerk verbandscontrole',
  loadFailed: 'Ophalen van de verbandscontroles is mislukt',
  saved: 'Verbandscontroles opgeslagen',
  ruleSaved: (name: string) => `Verbandscontrole ${name} opgeslagen`,
  ruleDeleted: (name: string) => `Verbandscontrole ${name} verwijderd`,
  saveFailed: 'Opslaan van de verbandscontroles is mislukt',
  validateFailed: 'Controleren van de verbandscontrole is mislukt',
  empty: 'Deze definitie heeft nog geen verbandscontroles.',
  confirmDelete: 'Weet u zeker dat u deze verbandscontrole wilt verwijderen?',
} as const;
