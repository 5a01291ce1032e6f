import type { AlphabetSymbol, Counterexample } from '../schema/content-inclusion.ts';
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

/** The kinds of content a complex type has, as the sentences name them. */
export const varietyLabels = {
  empty: 'geen inhoud',
  simple: 'alleen tekst (simpleContent)',
  'element-only': 'alleen elementen',
  mixed: 'elementen met tekst ertussen (mixed)',
} as const;

/** A child element (or class of them) as a sentence names it; the baseline's namespace goes unsaid. */
export function childElementLabel(symbol: AlphabetSymbol, baselineNamespace: string | null): string {
  const where = (namespace: string | null) => (namespace === null ? 'zonder namespace' : `uit namespace "${namespace}"`);
  if (symbol.kind === 'name') return symbol.name.namespace === baselineNamespace ? symbol.name.localName : `${symbol.name.localName} (${where(symbol.name.namespace)})`;
  if (symbol.kind === 'other-name') return `een ander element ${where(symbol.namespace)}`;
  return 'een element uit een andere namespace';
}

/** Where in the content: 'aan het begin' or 'na A, B, C' (the last few of a long prefix). */
export function positionLabel(prefix: readonly string[]): string {
  if (prefix.length === 0) return 'aan het begin';
  const shown = prefix.length > 6 ? ['…', ...prefix.slice(-5)] : prefix;
  return `na ${shown.join(', ')}`;
}

/** What the baseline allows at a place: 'verwacht daar A of B', 'staat daar alleen het einde toe'. */
export function expectationLabel(expected: readonly string[], mayEnd: boolean): string {
  if (expected.length === 0) return mayEnd ? 'staat daar alleen het einde van de inhoud toe' : 'staat daar niets toe';
  const choices = expected.length > 8 ? [...expected.slice(0, 8), '…'] : expected;
  return `verwacht daar ${choices.join(' of ')}${mayEnd ? ' of het einde van de inhoud' : ''}`;
}

/** Why a type's name matters: a message may name it with xsi:type (check-3-type-names.ts). */
const typeNamedOtherwiseDescription = (path: string, type: string, baselineType: string) =>
  `${path} heeft type ${type}; in de baseline heeft het element ${baselineType === 'een anoniem type' ? baselineType : `type ${baselineType}`}, waarvan ${type} daar niet is afgeleid. Een bericht met xsi:type="${type}" is dan tegen de baseline ongeldig.`;

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
  typeNamedOtherwise: (place: Place, path: string, type: string, baselineType: string) =>
    at('Het type heeft een naam die in de baseline een ander type is.', place, typeNamedOtherwiseDescription(path, type, baselineType)),
  manualSimpleTypeNamedOtherwise: (place: Place, path: string, type: string, baselineType: string) =>
    at('Handmatige validatie nodig: ander benoemd type dan de baseline.', place, typeNamedOtherwiseDescription(path, type, baselineType)),
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

  // Check 3, the content model: order, choices, wildcards and what an element declaration allows.
  contentOrderWider: (place: Place, path: string, after: string, element: string, expected: string) =>
    at('De inhoud staat een volgorde toe die de baseline niet toestaat.', place, `${path}: ${after} staat dit schema ${element} toe; de baseline ${expected}.`),
  contentEndsEarly: (place: Place, path: string, after: string, expected: string) =>
    at('De inhoud mag eindigen waar de baseline meer vraagt.', place, `${path}: ${after} mag de inhoud eindigen; de baseline ${expected}.`),
  /** The shortest sequence of children the upload admits and the baseline does not. */
  counterexample: (counterexample: Counterexample, place: Place, path: string, baselineNamespace: string | null): XmlProblem => {
    const label = (symbol: AlphabetSymbol) => childElementLabel(symbol, baselineNamespace);
    const after = positionLabel(counterexample.prefix.map(label));
    if (counterexample.kind === 'incomplete') return certificationTexts.contentEndsEarly(place, path, after, expectationLabel(counterexample.expected.map(label), false));
    return certificationTexts.contentOrderWider(place, path, after, label(counterexample.symbol), expectationLabel(counterexample.expected.map(label), counterexample.baselineEnds));
  },
  contentKindWider: (place: Place, path: string, kind: string, baselineKind: string) =>
    at('De soort inhoud is ruimer dan in de baseline.', place, `${path} heeft ${kind}; de baseline ${baselineKind}.`),
  nillableAdded: (place: Place, path: string) =>
    at('nillable is toegevoegd.', place, `${path} is nillable="true": een bericht mag het met xsi:nil leeg laten; de baseline staat dat niet toe.`),
  valueConstraintAdded: (place: Place, path: string, kind: 'fixed' | 'default', value: string) =>
    at(
      'Een vaste waarde of standaardwaarde is toegevoegd.',
      place,
      `${path} heeft ${kind}="${value}": een leeg element is dan geldig (met de waarde "${value}"); de baseline keurt een leeg element af. Beperk de waarden met een enumeration.`,
    ),
  fixedValueMissing: (place: Place, path: string, baselineValue: string) =>
    at('De vaste waarde van de baseline ontbreekt.', place, `${path} moet de vaste waarde "${baselineValue}" van de baseline houden.`),
  abstractRemoved: (place: Place, path: string, what: string) =>
    at('Iets wat in de baseline abstract is, is hier concreet.', place, `${path}: ${what} is in de baseline abstract en hier niet; een bericht mag het dan zelf gebruiken.`),
  blockReduced: (place: Place, path: string, missing: readonly string[]) =>
    at(
      'Een blokkade van de baseline ontbreekt.',
      place,
      `${path}: de baseline blokkeert ${list(missing)} (block), dit schema niet; een bericht mag dan een afgeleid type (xsi:type) of vervangend element gebruiken dat de baseline weigert.`,
    ),
  attributeWildcardWider: (place: Place, path: string, namespaces: string, baselineNamespaces: string) =>
    at('Een wildcard is ruimer dan in de baseline.', place, `${path}: xs:anyAttribute staat attributen uit ${namespaces} toe; de baseline alleen uit ${baselineNamespaces}.`),
  attributeWildcardAdded: (place: Place, path: string, namespaces: string) =>
    at(
      'Een wildcard staat attributen toe die de baseline niet kent.',
      place,
      `${path}: xs:anyAttribute staat attributen uit ${namespaces} toe; de baseline staat hier alleen de attributen toe die zij declareert.`,
    ),
  derivedTypeUnknown: (place: Place, path: string, type: string) =>
    at(
      'Een afgeleid type dat de baseline niet kent, is te kiezen met xsi:type.',
      place,
      `${path}: type ${type} is afgeleid van het type van dit element; een bericht met xsi:type="${type}" is hier geldig, en de baseline kent dat type niet.`,
    ),
  processContentsWeaker: (place: Place, path: string, construct: string, processContents: string, baselineProcessContents: string) =>
    at(
      'Een wildcard controleert minder streng dan de baseline.',
      place,
      `${path}: ${construct} heeft processContents="${processContents}"; de baseline controleert met processContents="${baselineProcessContents}".`,
    ),
  wildcardForElement: (place: Place, path: string, element: string) =>
    at('Een wildcard staat waar de baseline een element declareert.', place, `${path}: xs:any laat ${element} toe zonder het als in de baseline te controleren.`),
  // A strict wildcard is XML Schema's extension point: it admits any element of its namespaces
  // whose declaration the validator has. The organisation schema brings that declaration (ADR 0041).
  declaredOnlyForStrictWildcard: (place: Place, path: string, element: string) =>
    at(
      'Een element vult de wildcard van de baseline met een eigen declaratie.',
      place,
      `${path}: de baseline laat hier elementen toe met processContents="strict" maar declareert ${element} niet zelf; een bericht met ${element} is tegen de baseline alleen geldig als de declaratie uit dit schema wordt meegeladen.`,
    ),
  whiteSpaceWider: (place: Place, path: string, whiteSpace: string, baselineWhiteSpace: string) =>
    at(
      'De witruimte wordt ruimer genormaliseerd dan in de baseline.',
      place,
      `${path} heeft whiteSpace ${whiteSpace}; de baseline ${baselineWhiteSpace}, en telt die spaties mee in lengte, patroon of toegestane waarden.`,
    ),
  simpleTypeWider: (place: Place, path: string, construct: string) =>
    at('De waarden zijn ruimer dan in de baseline.', place, `${path}: ${construct} staat waarden toe die de baseline niet toestaat.`),

  // Check 3 cannot decide these; each sets manual validation.
  /** A refusal no example message confirms (the checker refuses only with one); `reason` says why there is none. */
  manualUnwitnessed: (problem: XmlProblem, reason = 'Er kon geen voorbeeldbericht worden gemaakt dat dit schema goedkeurt en de baseline afkeurt.'): XmlProblem => ({
    message: 'Handmatige validatie nodig: geen voorbeeldbericht bij een mogelijke verruiming.',
    description: `${problem.description} ${reason} Beoordeel handmatig of dit een verruiming is.`,
  }),
  manualNoBaselineXsd: (place: Place) =>
    at(
      'Handmatige validatie nodig: het XSD-bestand van de baseline ontbreekt.',
      place,
      'zonder het XSD-bestand van de baseline zijn volgorde, keuzes, wildcards, nillable en vaste waarden niet met de baseline te vergelijken.',
    ),
  manualContentTooLarge: (place: Place, path: string, limit: number) =>
    at(
      'Handmatige validatie nodig: inhoudsmodel te groot om te vergelijken.',
      place,
      `${path}: de inhoud vergelijken met de baseline vraagt meer dan ${limit} toestanden (grote minOccurs/maxOccurs of xs:all); beoordeel volgorde en aantallen handmatig.`,
    ),
  manualContentUnreadable: (place: Place, path: string, construct: string) =>
    at(
      'Handmatige validatie nodig: inhoudsmodel niet te lezen.',
      place,
      `${path}: ${construct} verwijst naar zichzelf of naar iets wat niet bestaat; de inhoud is niet met de baseline te vergelijken.`,
    ),
  manualBaselineUnionOrList: (place: Place, path: string, construct: string) =>
    at(
      'Handmatige validatie nodig: xs:union of xs:list in de baseline.',
      place,
      `${path}: de baseline gebruikt xs:${construct}; of dit type daarbinnen valt, is niet automatisch te bepalen.`,
    ),
  manualValueConstraint: (place: Place, path: string, kind: 'fixed' | 'default', value: string) =>
    at(
      'Handmatige validatie nodig: vaste waarde of standaardwaarde.',
      place,
      `${path} heeft ${kind}="${value}", zodat een leeg element geldig is; of de baseline een leeg element toestaat, hangt af van een patroon dat niet automatisch te beoordelen is.`,
    ),
  manualDerivedType: (place: Place, path: string, type: string) =>
    at(
      'Handmatige validatie nodig: afgeleid type.',
      place,
      `${path}: type ${type} is afgeleid van het type van dit element; een bericht kan het met xsi:type kiezen, en de baseline kent het niet.`,
    ),

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
