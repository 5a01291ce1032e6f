import { placeText, type Place, type XmlProblem } from '../xml/xml-problem.ts';

// Dutch texts for a baseline XSD that does not give a usable entity tree.

const problem = (message: string, place: Place, explanation: string): XmlProblem => ({ message, description: `${placeText(place)}: ${explanation}` });

export const baselineTexts = {
  noRootElement: (place: Place) =>
    problem('De baseline heeft geen berichtstructuur.', place, 'er is geen top-level xs:element met een complexType waar de entiteitenboom mee begint.'),
  repeatingAttribute: (place: Place, name: string) =>
    problem('Een attribuut mag in AFD 1.0 maar één keer voorkomen.', place, `${name} heeft maxOccurs groter dan 1; een attribuut is één veld van een entiteit.`),
  recursion: (place: Place, path: string) =>
    problem('De structuur bevat zichzelf.', place, `${path} gebruikt een complexType dat er al boven staat; de boom stopt hier.`),
  undecidableType: (place: Place, name: string, construct: string) =>
    problem('Een attribuuttype is niet als formaat of codelijst te lezen.', place, `${name} gebruikt xs:${construct}; het heeft in de bibliotheek geen formaat.`),
} as const;
