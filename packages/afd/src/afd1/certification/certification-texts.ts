import { placeText, type Place, type XmlProblem } from '../xml/xml-problem.ts';

// Every Dutch text certification of an AFD 1.0 schema shows (checks 2 to 5; check 1 uses the
// texts of the XML layer). The message is the short statement in the message table; the
// description names the place (file, line, element path) and explains.

const at = (message: string, place: Place, explanation: string): XmlProblem => ({ message, description: `${placeText(place)}: ${explanation}` });

/** Facet names with their article, as the sentences use them. */
export const facetLabels = {
  minLength: 'de minimale lengte',
  maxLength: 'de maximale lengte',
  totalDigits: 'het aantal cijfers (totalDigits)',
  fractionDigits: 'het aantal decimalen (fractionDigits)',
  lowerBound: 'de ondergrens',
  upperBound: 'de bovengrens',
  pattern: 'het patroon',
  enumeration: 'de opsomming van toegestane waarden',
  const: 'de vaste waarde',
} as const;

export type FacetLabel = keyof typeof facetLabels;

const list = (values: readonly string[]) => values.join(', ');

export const certificationTexts = {
  // Check 2: AFD component rules.
  missingTargetNamespace: (place: Place) =>
    at('Het schema heeft geen targetNamespace.', place, 'een AFD-berichtschema heeft een eigen namespace in het attribuut targetNamespace van xs:schema.'),
  extension: (place: Place) =>
    at(
      'xs:extension is niet toegestaan.',
      place,
      'een AFD-berichtschema beperkt de datacatalogus en de baseline alleen (xs:restriction); uitbreiden met xs:extension mag niet.',
    ),
  reservedPrefix: (place: Place, prefix: string, namespace: string) =>
    at(
      'Een gereserveerd prefix wordt gebruikt voor de eigen namespace.',
      place,
      `prefix "${prefix}" is gereserveerd voor de datacatalogus (cl, fm, at) en mag niet naar de eigen namespace "${namespace}" verwijzen.`,
    ),
  anonymousEntityType: (place: Place, name: string) =>
    at('Een entiteit is niet als complexType gedefinieerd.', place, `entiteit ${name} heeft een anoniem type; definieer elke entiteit als benoemd xs:complexType.`),

  // Check 3: a restriction of the baseline.
  notInBaseline: (place: Place, path: string) => at('Het element komt niet voor in de baseline.', place, `${path} bestaat niet in de baseline.`),
  requiredEntityMissing: (place: Place, path: string, minOccurs: number) =>
    at('Een verplichte entiteit ontbreekt.', place, `${path} komt volgens de baseline minstens ${minOccurs} keer voor en ontbreekt hier.`),
  minOccursLower: (place: Place, path: string, minOccurs: number, baselineMinOccurs: number) =>
    at('minOccurs is kleiner dan in de baseline.', place, `${path} heeft minOccurs ${minOccurs}; de baseline vraagt minstens ${baselineMinOccurs}.`),
  maxOccursHigher: (place: Place, path: string, maxOccurs: string, baselineMaxOccurs: string) =>
    at('maxOccurs is groter dan in de baseline.', place, `${path} heeft maxOccurs ${maxOccurs}; de baseline staat hoogstens ${baselineMaxOccurs} toe.`),
  requiredAttributeOptional: (place: Place, path: string) =>
    at('Een verplicht attribuut is optioneel gemaakt.', place, `${path} is in de baseline verplicht (minOccurs 1) en hier optioneel.`),
  requiredAttributeMissing: (place: Place, path: string) => at('Een verplicht attribuut ontbreekt.', place, `${path} is in de baseline verplicht en ontbreekt hier.`),
  attributeRepeats: (place: Place, path: string, maxOccurs: string) =>
    at('Een attribuut mag maar één keer voorkomen.', place, `${path} heeft maxOccurs ${maxOccurs}; in de baseline komt het hoogstens één keer voor.`),
  otherDataType: (place: Place, path: string, type: string, baselineType: string) =>
    at('Het gegevenstype wijkt af van de baseline.', place, `${path} is van type ${type}; de baseline heeft ${baselineType}.`),
  otherCodeList: (place: Place, path: string, codeList: string, baselineCodeList: string) =>
    at('De codelijst wijkt af van de baseline.', place, `${path} gebruikt codelijst ${codeList}; de baseline codelijst ${baselineCodeList}.`),
  codeListMissing: (place: Place, path: string, baselineCodeList: string) =>
    at('De codelijst van de baseline ontbreekt.', place, `${path} moet zijn waarden uit codelijst ${baselineCodeList} halen.`),
  valuesOutsideBaseline: (place: Place, path: string, extra: readonly string[], allowed: readonly string[]) =>
    at('Waarden vallen buiten de baseline.', place, `${path} staat ${list(extra)} toe; de baseline staat alleen ${list(allowed)} toe.`),
  facetWider: (place: Place, path: string, facet: FacetLabel, value: string, baselineValue: string) =>
    at('Een beperking is ruimer dan in de baseline.', place, `${path}: ${facetLabels[facet]} ${value} is ruimer dan ${baselineValue} in de baseline.`),
  /** Appended to a restriction message when the baseline XSD is at hand. */
  baselineLine: (line: number) => `Zie de baseline, regel ${line}.`,
  facetMissing: (place: Place, path: string, facet: FacetLabel, baselineValue: string) =>
    at('Een beperking van de baseline ontbreekt.', place, `${path} mist ${facetLabels[facet]} ${baselineValue} van de baseline.`),

  // Check 4: XPath rules. The message is the rule's own error message.
  xpathRuleFailed: (errorMessage: string, place: Place, ruleName: string): XmlProblem => ({
    message: errorMessage,
    description: `${placeText(place)}: XPath-regel '${ruleName}' is niet voldaan.`,
  }),

  // Check 5: what the checker cannot decide; each sets manual validation.
  manualWildcard: (place: Place, construct: string) =>
    at(
      'Handmatige validatie nodig: wildcard.',
      place,
      `${construct} laat elementen of attributen toe die niet met de baseline te vergelijken zijn.`,
    ),
  manualRedefine: (place: Place, construct: string, location: string) =>
    at(
      'Handmatige validatie nodig: herdefinitie van een extern schema.',
      place,
      `${construct} verwijst naar "${location}", dat nooit wordt geladen; wat het herdefinieert, is niet automatisch te controleren.`,
    ),
  manualSubstitutionGroup: (place: Place, name: string, head: string) =>
    at(
      'Handmatige validatie nodig: substitutionGroup.',
      place,
      `element ${name} kan ${head} vervangen; welke elementen dan in het bericht staan, is niet automatisch te controleren.`,
    ),
  manualPattern: (place: Place, path: string, pattern: string, baselinePattern: string) =>
    at(
      'Handmatige validatie nodig: ander patroon dan de baseline.',
      place,
      `${path} heeft patroon "${pattern}", de baseline "${baselinePattern}"; of het ene patroon binnen het andere valt, is niet automatisch te bepalen.`,
    ),
  manualUnionOrList: (place: Place, path: string, construct: string) =>
    at('Handmatige validatie nodig: xs:union of xs:list.', place, `${path} gebruikt xs:${construct}; de waarden zijn niet met de baseline te vergelijken.`),
  manualXPathRule: (ruleName: string, reason: string): XmlProblem => ({
    message: 'Handmatige validatie nodig: XPath-regel niet uit te voeren.',
    description: `XPath-regel '${ruleName}' kon niet worden uitgevoerd: ${reason}.`,
  }),
} as const;
