// The Dutch texts of the XPath rules module. The name and validity texts are the spec's (000 §5),
// including 'dimensie' where an edited rule takes a name in use; the rest are ours.

export const xpathRuleTexts = {
  nameTakenOnAdd: 'Er is al een XPath met deze naam',
  nameTakenOnEdit: 'Er is al een dimensie met deze naam',
  invalidSelection: (error: string) => `Selectie X-path is ongeldig: ${error}`,
  invalidPredicate: (error: string) => `X-path regel is ongeldig: ${error}`,
  invalidTitle: 'Ongeldige invoer',
  invalidXPath: 'Een XPath-expressie is ongeldig.',
  nameTakenTitle: 'Naam al in gebruik',
  duplicateId: 'Deze regel komt meer dan eens voor in de lijst.',
  inUseTitle: 'XPath-regel in gebruik',
  inUse: (baselines: readonly string[]) => `Deze XPath-regel wordt gebruikt door de validatie baseline(s) ${baselines.join(', ')} en kan niet worden verwijderd.`,
  notFoundTitle: 'Niet gevonden',
  notFound: 'Deze XPath-regel bestaat niet (meer).',
} as const;
