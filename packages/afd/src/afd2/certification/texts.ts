import type { CertificationMessage } from '../../model/certification.ts';
import type { DataType } from '../../model/catalogue.ts';
import type { MaxOccurs } from '../../model/baseline-library.ts';
import { displayPointer } from '../json/json-pointer.ts';
import type { JsonParseError } from '../json/parse-json.ts';
import type { ErrorObject } from 'ajv';
import type { UnsupportedKeyword } from '../schema/schema-tree.ts';

// Every Dutch text of AFD 2.0 schema handling: reading an uploaded schema, baseline upload and
// certification. A message is the short statement; its description explains and names the place
// as a JSON pointer ('Plaats: /definitions/partySender/required').

const place = (pointer: string) => `Plaats: ${displayPointer(pointer)}`;
const error = (message: string, description: string): CertificationMessage => ({ severity: 1, message, description });
const warning = (message: string, description: string): CertificationMessage => ({ severity: 0, message, description });

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const showMax = (max: MaxOccurs) => (max === 'unbounded' ? 'onbeperkt' : String(max));
/** A data type in catalogue notation: `string`, `[string]`. */
const showDataType = (type: DataType) => (type.isArray ? `[${type.type}]` : type.type);
/** JSON types as a choice: `null`, `een keuze uit string en integer`. */
const showTypeChoice = (types: readonly string[]) =>
  types.length === 1 ? (types[0] ?? '') : `een keuze uit ${types.slice(0, -1).join(', ')} en ${types.at(-1) ?? ''}`;

const jsonKinds: Record<string, string> = {
  array: 'een array',
  string: 'een tekst',
  number: 'een getal',
  boolean: 'een waarheidswaarde',
  null: 'alleen null',
};

const manualReasons: Record<string, string> = {
  patternProperties: 'patternProperties kan attributen toestaan die de baseline niet kent.',
  if: 'Een voorwaardelijke regel (if/then/else) hangt af van de inhoud van een bericht.',
  then: 'Een voorwaardelijke regel (if/then/else) hangt af van de inhoud van een bericht.',
  else: 'Een voorwaardelijke regel (if/then/else) hangt af van de inhoud van een bericht.',
  $dynamicRef: 'Een dynamische verwijzing wordt pas bij het valideren van een bericht bepaald.',
  $recursiveRef: 'Een dynamische verwijzing wordt pas bij het valideren van een bericht bepaald.',
  $id: 'Een eigen $id binnen het schema verandert waar verwijzingen naar wijzen.',
  $anchor: 'Een $anchor binnen het schema verandert waar verwijzingen naar wijzen.',
  anyOf: 'Een keuze tussen schema\'s (anyOf) wordt niet met de baseline vergeleken.',
  oneOf: 'Een keuze tussen schema\'s (oneOf) wordt alleen als lijst van codes met de baseline vergeleken.',
  allOf: 'Een samenstelling van schema\'s (allOf) wordt alleen als lijst van entiteittypen met de baseline vergeleken.',
  not: 'Een uitsluiting (not) wordt niet met de baseline vergeleken.',
  $ref: 'Een verwijzing op deze plek wordt niet met de baseline vergeleken.',
  type: 'Een object of array als waarde van een attribuut is geen AFD 2.0-attribuut en wordt niet met de baseline vergeleken.',
};

/** Reasons of a particular case, where the keyword's own reason does not say it (UnsupportedKeyword.reason). */
const manualCaseReasons: Record<NonNullable<UnsupportedKeyword['reason']>, string> = {
  referenceCycle: 'De verwijzingen leiden in een kring terug naar zichzelf; de waarde van dit attribuut wordt niet met de baseline vergeleken.',
  referenceBesideOwnKeywords:
    'Het attribuut noemt geen eigen type en verwijst binnen het schema naast eigen sleutelwoorden; beide gelden, maar de waarde wordt niet met de baseline vergeleken.',
};

/** Texts for an uploaded document that is not a usable JSON Schema. */
export const documentTexts = {
  notJson: (parseError: JsonParseError): CertificationMessage => {
    if (parseError.code === 'empty') return error('Het bestand is leeg', 'Er is geen JSON Schema ontvangen.');
    if (parseError.code === 'too-long') return error('Het bestand is te groot', `${capitalise(parseError.reason)}.`);
    return error(
      parseError.code === 'too-deep' ? 'Het bestand is te diep genest' : 'Het bestand is geen geldige JSON',
      `${capitalise(parseError.reason)} (regel ${parseError.line}, kolom ${parseError.column}).`,
    );
  },
  notASchema: (kind: string) =>
    error('Het bestand is geen JSON Schema', `Een JSON Schema is een JSON-object; dit bestand bevat ${jsonKinds[kind] ?? kind}. ${place('')}`),
  missingDraft: () =>
    error('Het schema noemt geen JSON Schema-versie', `$schema ontbreekt; AFD 2.0 gebruikt draft 2019-09 of 2020-12. ${place('/$schema')}`),
  unsupportedDraft: (value: string) =>
    error('JSON Schema-versie wordt niet ondersteund', `$schema is '${value}'; AFD 2.0 gebruikt draft 2019-09 of 2020-12. ${place('/$schema')}`),
  metaSchema: (draft: string, detail: string, pointer: string) =>
    error(`Het schema is niet geldig volgens JSON Schema ${draft}`, `${capitalise(detail)}. ${place(pointer)}`),
  notCompilable: (detail: string) => error('Het schema kan niet worden gecompileerd', `${capitalise(detail)}.`),
  externalRef: (ref: string, pointer: string) =>
    error(
      'Verwijzing naar een onbekende bron',
      `De verwijzing '${ref}' wijst niet naar een definitie in dit schema en niet naar een codelijst van de standaard; externe bronnen worden nooit opgehaald. ${place(pointer)}`,
    ),
  unknownCodeList: (name: string, pointer: string) =>
    error(`Codelijst ${name} is onbekend`, `Deze codelijst staat niet in de datacatalogus of de baseline en wordt niet van internet opgehaald. ${place(pointer)}`),
  missingLocalTarget: (ref: string, pointer: string) =>
    error('Verwijzing naar een ontbrekende definitie', `De verwijzing '${ref}' wijst naar een plek die niet in dit schema bestaat. ${place(pointer)}`),
  referenceCycle: (ref: string, pointer: string) =>
    error('Kringverwijzing tussen entiteiten', `De verwijzing '${ref}' leidt terug naar een entiteit waarin zij zelf staat; een berichtstructuur is eindig. ${place(pointer)}`),
  tooManyNodes: (max: number) => error('Het schema is te groot', `Het schema beschrijft meer dan ${max} entiteiten en attributen.`),
  tooDeepEntities: (max: number, pointer: string) => error('Entiteiten zijn te diep genest', `Het schema nest meer dan ${max} niveaus entiteiten. ${place(pointer)}`),
};

/** Texts for a schema that is valid JSON Schema but not in the AFD 2.0 shape. */
export const shapeTexts = {
  notEntityArray: (name: string, pointer: string) =>
    error(
      `Element ${name} is geen AFD 2.0-entiteit`,
      `Een entiteit is een array (type array) met per entiteittype een allOf-item {minContains, maxContains, contains: {$ref}}. ${place(pointer)}`,
    ),
  notObjectType: (label: string, pointer: string) => error(`${capitalise(label)} heeft niet type object`, `Geef type "object" op, zoals in de baseline. ${place(pointer)}`),
  additionalPropertiesAllowed: (label: string, pointer: string) =>
    error(`${capitalise(label)} staat extra attributen toe`, `additionalProperties moet false zijn; anders zijn attributen toegestaan die de baseline niet kent. ${place(pointer)}`),
  entityTypeMissing: (name: string, pointer: string) =>
    error(`Entiteittype van entiteit ${name} ontbreekt`, `De definitie moet properties.entityType met een const (de naam van het entiteittype) hebben. ${place(pointer)}`),
  entityTypeNotRequired: (path: string, pointer: string) => error(`entityType van entiteit ${path} is niet verplicht`, `entityType moet in required staan. ${place(pointer)}`),
  duplicateEntityType: (path: string, pointer: string) =>
    error(`Entiteittype ${path} komt twee keer voor`, `Elk entiteittype staat één keer in de allOf van zijn entiteit. ${place(pointer)}`),
};

const openEntityArrayStatement = (arrayName: string) => `Handmatige validatie nodig: entiteit-array ${arrayName} is open`;

/** Whether a message is the open-array warning (manualTexts.openEntityArray). */
export const isOpenEntityArrayMessage = (message: CertificationMessage) => /^Handmatige validatie nodig: entiteit-array \S+ is open$/.test(message.message) && message.severity === 0;

/** Warnings for constructs the checker cannot decide: they set manual validation. */
export const manualTexts = {
  keyword: (keyword: string, pointer: string, reason?: UnsupportedKeyword['reason']) =>
    warning(
      `Handmatige validatie nodig: ${keyword}`,
      `${(reason === undefined ? undefined : manualCaseReasons[reason]) ?? manualReasons[keyword] ?? `Het sleutelwoord ${keyword} wordt op deze plek niet met de baseline vergeleken.`} Een certificeerder beoordeelt dit deel. ${place(pointer)}`,
    ),
  entityArrayNotUnique: (arrayName: string, path: string, pointer: string) =>
    warning(
      'Handmatige validatie nodig: uniqueItems',
      `Entiteit-array ${arrayName} heeft geen uniqueItems: true, zodat een bericht entiteit ${path} twee keer gelijk mag bevatten; de baseline library legt niet vast of de baseline dat toestaat. Een certificeerder beoordeelt dit deel. ${place(pointer)}`,
    ),
  openEntityArray: (arrayName: string, parent: string, pointer: string) =>
    warning(
      openEntityArrayStatement(arrayName),
      `Entiteit-array ${arrayName} (${parent}) heeft geen items die haar tot haar entiteittypen beperkt: een item dat bij geen van die typen past, laat het schema ongeteld door, terwijl de baseline zo'n item meetelt (maxContains) of weigert. Sluit de array af zoals de portal genereert: items met entityType uit de genoemde typen en per type (if/then) de definitie van dat type. Een certificeerder beoordeelt dit deel. ${place(pointer)}`,
    ),
  patternDiffers: (attribute: string, pattern: string, baselinePattern: string, pointer: string) =>
    warning(
      `Handmatige validatie nodig: pattern van attribuut ${attribute}`,
      `Het pattern '${pattern}' wijkt af van het pattern '${baselinePattern}' van de baseline; of het smaller is, is niet automatisch te bepalen. ${place(pointer)}`,
    ),
  patternNotTestable: (attribute: string, baselinePattern: string, pointer: string) =>
    warning(
      `Handmatige validatie nodig: pattern van attribuut ${attribute}`,
      `Het pattern '${baselinePattern}' van de baseline kan niet op de waarden van het schema worden getoetst. ${place(pointer)}`,
    ),
};

/** Texts of a certification request that cannot start. */
export const requestTexts = {
  notAfd2Baseline: () =>
    error('De baseline is geen AFD 2.0-baseline', 'Een JSON Schema wordt gecertificeerd tegen een baseline van een community met versie 2.'),
};

/** Texts of the enriched copy. */
export const enrichmentTexts = {
  invalidMark: () =>
    error('Het certificeringskenmerk is ongeldig', 'Het kenmerk moet de sha-256 van de inhoud zijn: 64 hexadecimale tekens in kleine letters.'),
};

/** Texts of baseline upload (besides the document texts above). */
export const baselineTexts = {
  keywordNotModelled: (keyword: string, pointer: string) =>
    warning(`Sleutelwoord ${keyword} wordt niet opgenomen`, `De baseline library modelleert ${keyword} op deze plek niet; certificering toetst er niet op. ${place(pointer)}`),
  noEntities: () => error('De baseline bevat geen entiteiten', `Onder properties staat geen entiteit-array. ${place('/properties')}`),
};

/** Texts of the comparison with the baseline: the restriction checks. */
export const restrictionTexts = {
  entityNotInBaseline: (name: string, parentLabel: string, pointer: string) =>
    error(`Entiteit ${name} bestaat niet in de baseline`, `De baseline kent onder ${parentLabel} geen entiteit ${name}. ${place(pointer)}`),
  entityTypeNotInBaseline: (name: string, entityType: string, parentLabel: string, pointer: string) =>
    error(
      `Entiteittype ${entityType} van entiteit ${name} bestaat niet in de baseline`,
      `De baseline kent onder ${parentLabel} entiteit ${name} niet met entiteittype ${entityType}. ${place(pointer)}`,
    ),
  minOccursBelow: (path: string, minContains: number, baselineMin: number, pointer: string) =>
    error(`Entiteit ${path} mag minder vaak voorkomen dan de baseline toestaat`, `minContains is ${minContains}, de baseline vereist minimaal ${baselineMin}. ${place(pointer)}`),
  entityArrayNotRequired: (path: string, arrayName: string, baselineMin: number, pointer: string) =>
    error(
      `Entiteit ${path} is niet verplicht`,
      `De entiteit-array ${arrayName} staat niet in required, zodat de entiteit kan ontbreken; de baseline vereist minimaal ${baselineMin}. ${place(pointer)}`,
    ),
  maxOccursAbove: (path: string, maxContains: MaxOccurs, baselineMax: MaxOccurs, pointer: string) =>
    error(
      `Entiteit ${path} mag vaker voorkomen dan de baseline toestaat`,
      `maxContains is ${showMax(maxContains)}, de baseline staat maximaal ${showMax(baselineMax)} toe. ${place(pointer)}`,
    ),
  entityMissing: (path: string, baselineMin: number, pointer: string) =>
    error(`Entiteit ${path} ontbreekt`, `De baseline vereist entiteit ${path} minimaal ${baselineMin} keer; het schema staat haar niet toe. ${place(pointer)}`),
  attributeWhereBaselineHasEntity: (name: string, path: string, pointer: string) =>
    error(`${name} is in de baseline een entiteit`, `Entiteit ${path} heeft in de baseline een entiteit ${name}, geen attribuut. ${place(pointer)}`),
  attributeNotInBaseline: (attribute: string, path: string, pointer: string) =>
    error(`Attribuut ${attribute} bestaat niet in de baseline`, `Entiteit ${path} heeft in de baseline geen attribuut ${attribute}. ${place(pointer)}`),
  entityWhereBaselineHasAttribute: (name: string, path: string, pointer: string) =>
    error(`${name} is in de baseline een attribuut`, `Entiteit ${path} heeft in de baseline een attribuut ${name}, geen entiteit. ${place(pointer)}`),
  requiredDropped: (attribute: string, path: string, pointer: string) =>
    error(
      `Attribuut ${attribute} moet verplicht zijn`,
      `Attribuut ${attribute} van entiteit ${path} is verplicht (V) in de baseline, maar staat niet in required. ${place(pointer)}`,
    ),
  dataTypeWider: (attribute: string, dataType: DataType | null, baselineType: DataType, pointer: string) =>
    error(
      `Datatype van attribuut ${attribute} is ruimer dan de baseline`,
      `${dataType === null ? 'Het schema noemt geen datatype' : `Het datatype is ${showDataType(dataType)}`}, de baseline heeft ${showDataType(baselineType)}. ${place(pointer)}`,
    ),
  dataTypeChoiceWider: (attribute: string, types: readonly string[], isArray: boolean, baselineType: DataType, pointer: string) =>
    error(
      `Datatype van attribuut ${attribute} is ruimer dan de baseline`,
      `Het datatype is ${isArray ? 'een lijst met ' : ''}${showTypeChoice(types)}, de baseline heeft ${showDataType(baselineType)}. ${place(pointer)}`,
    ),
  valueTypeWider: (attribute: string, value: string, jsonType: string, baselineType: DataType, pointer: string) =>
    error(
      `Datatype van attribuut ${attribute} is ruimer dan de baseline`,
      `De waarde ${value} is van type ${jsonType}, de baseline heeft ${showDataType(baselineType)}; zonder type bepalen de waarden het datatype. ${place(pointer)}`,
    ),
  additionalItemsWider: (attribute: string, positions: number, baselineType: DataType | null, pointer: string) =>
    error(
      `additionalItems van attribuut ${attribute} is ruimer dan de baseline`,
      `${positions === 0 ? 'Elk element' : `Een element na positie ${positions}`} mag elke waarde hebben (additionalItems ontbreekt of is true), terwijl de baseline de elementen beperkt${baselineType === null ? '' : ` (${showDataType(baselineType)})`}; geef additionalItems false of een schema binnen de baseline. ${place(pointer)}`,
    ),
  facetWider: (facet: string, attribute: string, value: string | undefined, baselineValue: string, pointer: string) =>
    error(
      `${facet} van attribuut ${attribute} is ruimer dan de baseline`,
      `${value === undefined ? `${facet} ontbreekt` : `${facet} is ${value}`}, de baseline heeft ${facet} ${baselineValue}. ${place(pointer)}`,
    ),
  facetDiffers: (facet: string, attribute: string, value: string | undefined, baselineValue: string, pointer: string) =>
    error(
      `${facet} van attribuut ${attribute} wijkt af van de baseline`,
      `${value === undefined ? `${facet} ontbreekt` : `${facet} is ${value}`}, de baseline heeft ${facet} ${baselineValue}. ${place(pointer)}`,
    ),
  codeNotInBaseline: (code: string, allowed: string, attribute: string, path: string, pointer: string) =>
    error(
      `Code ${code} van attribuut ${attribute} staat niet in de baseline`,
      `De baseline staat voor attribuut ${attribute} van entiteit ${path} alleen ${allowed} toe; ${code} hoort daar niet bij. ${place(pointer)}`,
    ),
  fullListWider: (list: string, attribute: string, path: string, pointer: string) =>
    error(
      `Volledige codelijst ${list} is ruimer dan de baseline`,
      `De baseline staat voor attribuut ${attribute} van entiteit ${path} een deel van codelijst ${list} toe; noem de toegestane codes met oneOf. ${place(pointer)}`,
    ),
  codeListDiffers: (list: string, baselineList: string, attribute: string, pointer: string) =>
    error(`Codelijst van attribuut ${attribute} wijkt af van de baseline`, `Het schema gebruikt codelijst ${list}, de baseline ${baselineList}. ${place(pointer)}`),
  valuesUnrestricted: (attribute: string, path: string, allowed: string, pointer: string) =>
    error(
      `Attribuut ${attribute} staat elke waarde toe`,
      `De baseline beperkt attribuut ${attribute} van entiteit ${path} tot ${allowed}; het schema noemt die beperking niet. ${place(pointer)}`,
    ),
  valueOutsideFacet: (value: string, attribute: string, facet: string, pointer: string) =>
    error(`Waarde ${value} van attribuut ${attribute} valt buiten de baseline`, `De waarde voldoet niet aan ${facet} van de baseline. ${place(pointer)}`),
};

/** How an allowed set of codes is named in a message. */
export const allowedValuesText = {
  subset: (list: string) => `de gekozen codes uit codelijst ${list}`,
  fullList: (list: string) => `codes uit codelijst ${list}`,
  enumeration: () => 'de opgesomde waarden',
};

/** How an entity's parent is named in a message. */
export const parentLabel = (parentPath: string | null) => (parentPath === null ? 'het bericht' : `entiteit ${parentPath}`);

/** How an entity is named as the subject of a shape message. */
export const entityLabel = (path: string | null) => (path === null ? 'het bericht' : `entiteit ${path}`);

/** A meta-schema violation reported by ajv, in Dutch ('moet van het type integer zijn'). */
export function metaSchemaDetail(violation: ErrorObject): string {
  const params = violation.params as Record<string, unknown>;
  const value = (name: string) => String(params[name]);
  switch (violation.keyword) {
    case 'type':
      return `de waarde moet van het type ${value('type')} zijn`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `de waarde moet ${value('comparison')} ${value('limit')} zijn`;
    case 'required':
      return `${value('missingProperty')} ontbreekt`;
    case 'additionalProperties':
      return `${value('additionalProperty')} is hier niet toegestaan`;
    case 'uniqueItems':
      return `de lijst bevat dubbele waarden (plaats ${value('j')} en ${value('i')})`;
    case 'minItems':
      return `de lijst moet minstens ${value('limit')} element(en) bevatten`;
    case 'enum':
    case 'const':
      return 'de waarde is hier niet toegestaan';
    case 'format':
      return `de waarde moet voldoen aan formaat ${value('format')}`;
    default:
      return `de waarde voldoet niet aan de regel ${violation.keyword} van het meta-schema`;
  }
}
