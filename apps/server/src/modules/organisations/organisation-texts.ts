// The Dutch texts of the organisations module. The first two are the spec's (000 §5, 'organizatie'
// spelt as there); the rest are ours, in the same plain style, shown by the web app as detail.

export const organisationTexts = {
  invalidFormat: 'Naam voldoet niet aan het vereiste formaat',
  duplicateName: 'Er is al een organizatie met deze naam',
  invalidInputTitle: 'Ongeldige invoer',
  conflictTitle: 'Conflict',
  duplicateEntry: 'Deze organisatie komt meer dan eens voor in de lijst.',
  inUseTitle: 'Organisatie in gebruik',
  listChangedTitle: 'Lijst gewijzigd',
  versionRequiredTitle: 'Versie ontbreekt',
  versionRequired: 'De lijst met organisaties kan alleen worden opgeslagen met de versie waarop de wijziging is gebaseerd (If-Match). Laad de lijst opnieuw en probeer het nog eens.',
  listChanged: 'De lijst met organisaties is intussen door een ander gewijzigd. Laad de lijst opnieuw en probeer het nog eens.',
  standardsOrganisationNotDeletable: (name: string) => `Organisatie '${name}' is de eigen organisatie van de standaard en kan niet worden verwijderd.`,
  standardsOrganisationNotRenamable: (name: string) => `Organisatie '${name}' is de eigen organisatie van de standaard en kan niet worden hernoemd.`,
  inUse: (name: string, usages: readonly string[]) => `Organisatie '${name}' kan niet worden verwijderd: er zijn nog ${dutchList(usages)} aan gekoppeld.`,
} as const;

/** 'a', 'a en b', 'a, b en c'. */
function dutchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}
