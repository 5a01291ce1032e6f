// Dutch texts of the download-authorisations module (ours: the spec names only the client's toasts).

export const downloadAuthorisationTexts = {
  forbiddenTitle: 'Geen toegang',
  otherOrganisation: 'U mag alleen de downloadmachtigingen van uw eigen organisatie beheren.',
  notFoundTitle: 'Niet gevonden',
  unknownOrganisation: (name: string) => `Organisatie '${name}' bestaat niet.`,
  invalidInputTitle: 'Ongeldige invoer',
  unknownOrganisations: 'De lijst noemt organisaties die niet bestaan.',
} as const;
