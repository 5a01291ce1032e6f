// The texts of the variants editor (001 §2 'Variants editor', §8 'Variants', the confirmations):
// the spec's to the letter where it gives them; the card and button labels are ours where it does not.

export const variantTexts = {
  title: 'AFD Online Samenstellen',
  variants: 'Varianten',
  functions: 'Functies',
  newVariant: 'Nieuwe Variant',
  editVariant: 'Bewerk Variant',
  saved: 'Productdefinitie varianten zijn bijgewerkt',
  saveFailed: 'Productdefinitie varianten update is mislukt',
  loadFailed: 'Ophalen van de varianten is mislukt',
  functionsLoadFailed: 'Ophalen functies is mislukt',
  confirmDeleteVariant: 'Weet u zeker dat u deze variant wilt verwijderen?',
  confirmDeleteFunction: 'Weet u zeker dat u deze variantfunctie combinatie wilt verwijderen?',
  noVariants: 'Deze definitie heeft nog geen varianten.',
  noVisibleVariants: 'Deze definitie heeft geen actieve varianten met functies.',
  chooseVariant: 'Kies een variant om de functies te zien.',
  noFunctions: 'Deze variant heeft nog geen functies.',
  noFunctionsWithSnippets: 'Deze variant heeft geen functies met voorgedefinieerde entiteiten.',
  manageFunctions: 'Functies van de variant',
  configure: 'Voorgedefinieerde entiteiten',
} as const;
