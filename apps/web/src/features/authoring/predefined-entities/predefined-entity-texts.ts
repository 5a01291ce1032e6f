// The texts of the predefined-entities screen (001 §2 'Predefined entities', §8 'Variants'): the
// spec's to the letter where it gives them; the labels and notices are ours where it does not.

export const predefinedEntityTexts = {
  title: 'Voorgedefinieerde entiteiten',
  saved: 'Varianten bijgewerkt',
  saveFailed: 'Bijwerken varianten mislukt',
  loadFailed: 'Ophalen voorgedefinieerde entiteiten is mislukt.',
  variantsLoadFailed: 'Ophalen van de varianten is mislukt',
  /** 001 §8: the add is skipped; the toast's title and text. */
  duplicateTitle: 'snippet bestaat al binnen geselecteerde niveau',
  duplicate: 'De geselecteerde snippet bestaat al binnen het geselecteerde niveau.',
  noSnippets: 'Er zijn geen voorgedefinieerde entiteiten (snippets) voor deze functie.',
  noVariants: 'Deze definitie heeft geen varianten met actieve functies.',
  chooseVariant: 'Kies een variant',
  chooseFunction: 'Kies een functie',
  add: 'Voorgedefinieerde entiteit toevoegen',
  remove: 'Voorgedefinieerde entiteit verwijderen',
  pickSnippet: 'Kies een voorgedefinieerde entiteit',
  /** A snippet is placed after its anchor, on the anchor's own level (a sibling, not a child). */
  selectNode: 'Kies in de boom de entiteit waarna de voorgedefinieerde entiteit komt; zij komt op hetzelfde niveau.',
  placedAfter: (anchor: string) => `Komt na ${anchor}, op hetzelfde niveau`,
} as const;
