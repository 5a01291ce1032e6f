import { placeText, type Place, type XmlProblem } from './xml-problem.ts';

// Dutch texts for XML that is refused before or while parsing. The message is the short statement
// in the message table; the description names the file and line and explains.

const problem = (message: string, place: Place, explanation: string): XmlProblem => ({
  message,
  description: `${placeText(place)}: ${explanation}`,
});

// libxml2 speaks English; its reason follows a Dutch sentence that says the same in plain words.
const excessiveDepth = /^Excessive depth in document/;
const parserReasons: readonly [RegExp, string][] = [
  [/^Opening and ending tag mismatch/, 'een eindtag hoort niet bij de tag die als laatste is geopend'],
  [/^(AttValue: . or . expected|Specification mandates value for attribute|attributes construct error)/, 'een attribuutwaarde ontbreekt of staat niet tussen aanhalingstekens'],
  [/^(Start tag expected|Document is empty)/, 'het bestand begint niet met een XML-element'],
  [/^(Premature end of data|EndTag: '<\/' not found)/, 'het bestand houdt op voordat alle tags gesloten zijn'],
  [/^Extra content at the end of the document/, 'na het root-element staat nog inhoud'],
  [/^Attribute .* redefined/, 'een attribuut staat twee keer in dezelfde tag'],
  [/^(xmlParseEntityRef|EntityRef)/, 'een & staat los in de tekst (schrijf &amp; voor het teken zelf)'],
  [/^(StartTag: invalid element name|Couldn't find end of Start Tag)/, 'een tag is niet goed geschreven'],
  [/^(Char 0x[0-9A-F]+ out of allowed range|PCDATA invalid Char value)/i, 'er staat een teken dat in XML niet is toegestaan'],
];
const withoutFinalStop = (text: string) => text.trim().replace(/\.$/, '');
const dutchParserReason = (reason: string) => parserReasons.find(([pattern]) => pattern.test(reason))?.[1] ?? 'de XML is op deze plaats niet goedgevormd';
const parserSays = (reason: string) => `Melding van de XML-parser: ${withoutFinalStop(reason)}.`;

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
    excessiveDepth.test(reason)
      ? problem('Het bestand is te diep genest.', place, `elementen staan meer dan 256 niveaus diep in elkaar; zo'n bestand wordt niet gelezen. ${parserSays(reason)}`)
      : problem('Het bestand is geen goedgevormde XML.', place, `${dutchParserReason(reason)}. ${parserSays(reason)}`),
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
    problem('Het schema is geen geldig XML Schema.', place, `het schema compileert niet. Melding van de XSD-compiler: ${withoutFinalStop(reason)}.`),
} as const;
