import { placeText, type Place, type XmlProblem } from './xml-problem.ts';

// Dutch texts for XML that is refused before or while parsing. The message is the short statement
// in the message table; the description names the file and line and explains.

const problem = (message: string, place: Place, explanation: string): XmlProblem => ({
  message,
  description: `${placeText(place)}: ${explanation}`,
});

export const xmlTexts = {
  empty: (place: Place) => problem('Het bestand is leeg.', place, 'er staat geen XML in het bestand.'),
  notUtf8: (place: Place) =>
    problem('Het bestand is niet in UTF-8 gecodeerd.', place, 'hier staat een byte die in UTF-8 niet voorkomt; sla het bestand op als UTF-8.'),
  utf16: (place: Place) =>
    problem('Het bestand is niet in UTF-8 gecodeerd.', place, 'het bestand begint met de byte-order-mark van UTF-16; sla het bestand op als UTF-8.'),
  declaredEncoding: (place: Place, encoding: string) =>
    problem('De XML-declaratie noemt een andere codering dan UTF-8.', place, `encoding="${encoding}"; alleen UTF-8 is toegestaan.`),
  xmlVersion: (place: Place, version: string) =>
    problem('Alleen XML 1.0 is toegestaan.', place, `de XML-declaratie noemt versie ${version}.`),
  doctype: (place: Place) =>
    problem(
      'Een DOCTYPE of entiteitdeclaratie is niet toegestaan.',
      place,
      'DTD\'s en entiteiten worden om veiligheidsredenen nooit verwerkt (geen externe bestanden, geen entiteit-expansie); verwijder de DOCTYPE.',
    ),
  notWellFormed: (place: Place, reason: string) =>
    problem('Het bestand is geen goedgevormde XML.', place, `${reason} (melding van de XML-parser).`),
  notXsd: (place: Place, rootName: string) =>
    problem('Het bestand is geen XML Schema.', place, `het root-element is ${rootName} in plaats van xs:schema uit http://www.w3.org/2001/XMLSchema.`),
  externalUrl: (place: Place, location: string) =>
    problem(
      'Een verwijzing naar een extern bestand wordt niet geladen.',
      place,
      `schemaLocation "${location}" is een URL of absoluut pad; alleen de datacatalogus kan worden geïmporteerd en die wordt lokaal opgezocht.`,
    ),
  nonCatalogueImport: (place: Place, namespace: string) =>
    problem(
      'Import van een namespace die niet tot de datacatalogus behoort.',
      place,
      `namespace "${namespace}" is geen namespace van de datacatalogus; andere schema's worden nooit opgehaald.`,
    ),
  importWithoutNamespace: (place: Place) =>
    problem('Import zonder namespace.', place, 'xs:import zonder namespace-attribuut verwijst niet naar de datacatalogus en wordt niet geladen.'),
  include: (place: Place, location: string) =>
    problem(
      'Een xs:include wordt niet geladen.',
      place,
      `"${location}" is geen bestand van de datacatalogus; een schema moet uit één bestand bestaan en mag alleen de datacatalogus importeren.`,
    ),
  catalogueFileUnusable: (place: Place, namespace: string, reason: string) =>
    problem('Een bestand van de datacatalogus is onbruikbaar.', place, `het bestand voor namespace "${namespace}" geeft: ${reason}`),
  notCompilable: (place: Place, reason: string) =>
    problem('Het schema is geen geldig XML Schema.', place, `${reason} (melding van de XSD-compiler).`),
} as const;
