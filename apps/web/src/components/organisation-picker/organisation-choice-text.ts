import type { OrganisationChoiceMessage } from '@afd/afd/organisations';

/** The spec's Dutch wording of each organisation-list message (001 §6, 000 §8). */
export function organisationChoiceText(message: OrganisationChoiceMessage): string {
  switch (message.code) {
    case 'own-organisation-unknown':
      return 'Organisatie van de gebruiker is onbekend';
    case 'no-authorised-organisations':
      return 'Gebruiker heeft geen machtigingen voor organisaties';
    case 'preselected-not-authorised':
    case 'own-organisation-not-authorised':
      return `Gebruiker is niet gemachtigd voor organisatie: ${message.organisation}`;
  }
}
