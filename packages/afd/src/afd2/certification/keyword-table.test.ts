import { describe, expect, it } from 'vitest';
import { editJson, type JsonRecord } from '../../../test/support/json-edit.ts';
import { markdownTableRows } from '../../../test/support/markdown-table.ts';
import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineLibrary } from '../corpus/demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import type { JsonObject } from '../json/json-value.ts';
import { closeEntityArrays, entityArrayClosure } from '../schema/entity-array.ts';
import { constrainingKeywords } from '../schema/keywords.ts';
import { certifyJsonSchema } from './certify-json-schema.ts';

// The keyword table of README.md beside this file, one case per row: each definition is the demo
// baseline with one small edit, and the case states the whole verdict (which errors, which manual
// reasons). The table and these cases describe the same decisions.

const baselineText = demoAfd2BaselineSchemaText();
const demoBaseline = demoAfd2BaselineLibrary();
const claim = '/definitions/claimDefault';

/** What certification decides: valid, these errors (message titles), or manual validation for these keywords. */
type Verdict = { valid: true } | { errors: string[] } | { manual: string[] };

interface KeywordCase {
  /** The README row: `keyword @ place`. */
  row: string;
  /** The behaviour, as a test name states it. */
  name: string;
  /** The definition: the demo baseline with edits applied. */
  edits: Edit[];
  verdict: Verdict;
  /** The description of the first message, where the case pins its text. */
  description?: string;
  /** A baseline other than the demo: the demo with these edits, parsed as an upload parses it. */
  baselineEdits?: Edit[];
  /** Why the checker does not reach this verdict yet: the case is expected to fail until that is fixed. */
  knownGap?: string;
  /**
   * Leave the definition's entity arrays open, as the demo baseline writes them. Every other case
   * closes them after its edits (entity-array.ts), as the portal's generated schemas are, so that
   * it shows its own keyword's verdict alone.
   */
  openArrays?: true;
}

type Edit = [pointer: string, edit: (target: JsonRecord) => void];

const car = '/definitions/objectCar';
const emails = '/definitions/partyPolicyHolder/properties/emailAddresses';
const claimItem = '/definitions/policyDefault/properties/claim/allOf/0';
const root2020: Edit = ['', (root) => (root.$schema = 'https://json-schema.org/draft/2020-12/schema')];

/** A second entity definition for the claim array: a copy of claimDefault with the given entity type. */
const claimCopy = (name: string, entityType: string, change: (definition: JsonRecord) => void = () => undefined): Edit => [
  '/definitions',
  (definitions) => {
    const copy = structuredClone(definitions.claimDefault) as JsonRecord;
    ((copy.properties as JsonRecord).entityType as JsonRecord).const = entityType;
    change(copy);
    definitions[name] = copy;
  },
];

const typeCases: KeywordCase[] = [
  {
    row: 'type @ attribute',
    name: 'accepts a choice of types that all lie within the baseline type (integer or number where the baseline has number)',
    edits: [['/definitions/objectCar/properties/catalogueValue', (attribute) => (attribute.type = ['integer', 'number'])]],
    verdict: { valid: true },
  },
  {
    row: 'type @ attribute',
    name: 'accepts a choice of one type equal to the baseline type',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string'])]],
    verdict: { valid: true },
  },
  {
    row: 'type @ attribute',
    name: 'rejects a choice of types that admits a value the baseline does not, with one error naming both',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'integer'])]],
    verdict: { errors: ['Datatype van attribuut claimNumber is ruimer dan de baseline'] },
    description: 'Het datatype is een keuze uit string en integer, de baseline heeft string. Plaats: /definitions/claimDefault/properties/claimNumber/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects a choice that adds null',
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = ['integer', 'null'])]],
    verdict: { errors: ['Datatype van attribuut buildYear is ruimer dan de baseline'] },
    description: 'Het datatype is een keuze uit integer en null, de baseline heeft integer. Plaats: /definitions/objectCar/properties/buildYear/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects a choice of integer and number where the baseline has integer',
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = ['integer', 'number'])]],
    verdict: { errors: ['Datatype van attribuut buildYear is ruimer dan de baseline'] },
    description: 'Het datatype is een keuze uit integer en number, de baseline heeft integer. Plaats: /definitions/objectCar/properties/buildYear/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects a wider single type (number where the baseline has integer)',
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = 'number')]],
    verdict: { errors: ['Datatype van attribuut buildYear is ruimer dan de baseline'] },
    description: 'Het datatype is decimal, de baseline heeft integer. Plaats: /definitions/objectCar/properties/buildYear/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects an attribute without a type where the baseline has one',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => delete attribute.type]],
    verdict: { errors: ['Datatype van attribuut claimNumber is ruimer dan de baseline'] },
    description: 'Het schema noemt geen datatype, de baseline heeft string. Plaats: /definitions/claimDefault/properties/claimNumber/type',
  },
  {
    row: 'type @ attribute',
    name: 'asks for manual validation only of an object or array among the types, without a data-type error',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'object'])]],
    verdict: { manual: ['type'] },
  },
  {
    row: 'type @ attribute',
    name: 'asks for manual validation only of an array among the types, without comparing its value facets',
    edits: [[emails, (attribute) => (attribute.type = ['array', 'null'])]],
    verdict: { manual: ['type'] },
  },
  {
    row: 'type @ attribute',
    name: 'accepts a definition equal to a baseline whose choice of types the library cannot hold',
    baselineEdits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'null'])]],
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'null'])]],
    verdict: { valid: true },
  },
  {
    row: 'type @ attribute',
    name: 'reads a baseline choice of integer and number as number',
    baselineEdits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = ['number', 'integer'])]],
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = 'number')]],
    verdict: { valid: true },
  },
  {
    row: 'type @ array item',
    name: 'rejects a choice of item types wider than the baseline item type',
    edits: [['/definitions/partyPolicyHolder/properties/emailAddresses/items', (items) => (items.type = ['string', 'boolean'])]],
    verdict: { errors: ['Datatype van attribuut emailAddresses is ruimer dan de baseline'] },
    description:
      'Het datatype is een lijst met een keuze uit string en boolean, de baseline heeft [string]. Plaats: /definitions/partyPolicyHolder/properties/emailAddresses/items/type',
  },
  {
    row: 'type @ array item',
    name: 'accepts a choice of one item type equal to the baseline item type',
    edits: [['/definitions/partyPolicyHolder/properties/emailAddresses/items', (items) => (items.type = ['string'])]],
    verdict: { valid: true },
  },
];

/** Keywords the checker compares at no place: manual validation wherever they stand. */
const manualEverywhere: [keyword: string, pointer: string, value: unknown, draft?: '2020-12'][] = [
  ['$dynamicRef', `${claim}/properties/claimNumber`, '#/definitions/claimDefault', '2020-12'],
  ['$recursiveRef', `${claim}/properties/claimNumber`, '#'],
  ['$anchor', claim, 'claim'],
  ['$dynamicAnchor', claim, 'claim', '2020-12'],
  ['$recursiveAnchor', '', false],
  ['anyOf', `${claim}/properties/claimNumber`, [{ maxLength: 10 }, { pattern: '^C' }]],
  ['not', claim, { required: ['claimTime'] }],
  ['if', claim, { required: ['injuries'] }],
  ['then', claim, { required: ['damageAmount'] }],
  ['else', claim, { required: ['claimTime'] }],
  ['dependentSchemas', claim, { injuries: { required: ['damageAmount'] } }],
  ['dependencies', claim, { injuries: ['damageAmount'] }],
  ['prefixItems', emails, [{ maxLength: 40 }], '2020-12'],
  ['additionalItems', emails, false],
  ['patternProperties', claim, { '^x-': { type: 'string' } }],
  ['propertyNames', claim, { maxLength: 20 }],
  ['unevaluatedItems', emails, false],
  ['unevaluatedProperties', claim, false],
  ['maxProperties', claim, 5],
  ['minProperties', claim, 3],
  ['dependentRequired', claim, { injuries: ['damageAmount'] }],
  ['contentSchema', `${claim}/properties/claimNumber`, { type: 'object' }],
];

const manualCases: KeywordCase[] = manualEverywhere.map(([keyword, pointer, value, draft]) => ({
  row: `${keyword} @ any place`,
  name: `asks for manual validation of ${keyword}`,
  edits: [...(draft === '2020-12' ? [root2020] : []), [pointer, (target) => (target[keyword] = value)] as Edit],
  verdict: { manual: [keyword] },
}));

/** claimNumber written as only a reference within the document. */
const claimNumberOnlyRef = (ref: string): Edit => [`${claim}/properties/claimNumber`, (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, $ref: ref })];

const referenceCases: KeywordCase[] = [
  {
    row: '$ref @ entity type item',
    name: 'accepts contains referring to a narrower copy of the entity definition',
    edits: [claimCopy('claimNarrow', 'default', (copy) => (((copy.properties as JsonRecord).claimNumber as JsonRecord).maxLength = 20)), [`${claimItem}/contains`, (contains) => (contains.$ref = '#/definitions/claimNarrow')]],
    verdict: { valid: true },
  },
  {
    row: '$ref @ entity type item',
    name: 'rejects contains referring to a definition of an entity type the baseline lacks',
    edits: [claimCopy('claimOther', 'other'), [`${claimItem}/contains`, (contains) => (contains.$ref = '#/definitions/claimOther')]],
    verdict: { errors: ['Entiteittype other van entiteit claim bestaat niet in de baseline'] },
  },
  {
    row: '$ref @ entity type item',
    name: 'asks for manual validation of another keyword beside the reference',
    edits: [[`${claimItem}/contains`, (contains) => (contains.required = ['claimTime'])]],
    verdict: { manual: ['required'] },
  },
  {
    row: '$ref @ attribute, array item',
    name: 'accepts the full code list the baseline allows',
    edits: [[`${claim}/properties/injuries`, (attribute) => (attribute.description = 'Letsel.')]],
    verdict: { valid: true },
  },
  {
    row: '$ref @ attribute, array item',
    name: 'rejects another code list than the baseline',
    edits: [[`${claim}/properties/injuries`, (attribute) => Object.assign(attribute, { codelistName: 'ADNSCH', $ref: 'https://www.sivi.org/afd-online-tool/json/ADNSCH.json#/definitions/ADNSCH' })]],
    verdict: { errors: ['Codelijst van attribuut injuries wijkt af van de baseline'] },
  },
  {
    row: '$ref @ attribute, array item',
    name: 'rejects the full code list where the baseline allows a subset',
    baselineEdits: [[`${claim}/properties/claimType`, (attribute) => Object.assign(attribute, { oneOf: [{ const: '1' }, { const: '2' }] })]],
    edits: [],
    verdict: { errors: ['Volledige codelijst ADNSCH is ruimer dan de baseline'] },
  },
  {
    row: '$ref @ attribute, array item',
    name: 'accepts an attribute that is only a reference within the document to a narrower schema, following references on',
    edits: [
      ['/definitions', (definitions) => Object.assign(definitions, { shortText: { type: 'string', maxLength: 10 }, claimNumberType: { $ref: '#/$defs/shortText' } })],
      ['', (root) => (root.$defs = { shortText: { $ref: '#/definitions/shortText' } })],
      claimNumberOnlyRef('#/definitions/claimNumberType'),
    ],
    verdict: { valid: true },
  },
  {
    row: '$ref @ attribute, array item',
    name: 'rejects a reference within the document to a wider schema, naming the place in the referenced schema',
    edits: [
      ['/definitions', (definitions) => (definitions.longText = { description: 'Lange tekst.', type: 'string', maxLength: 100 })],
      claimNumberOnlyRef('#/definitions/longText'),
    ],
    verdict: { errors: ['maxLength van attribuut claimNumber is ruimer dan de baseline'] },
    description: 'maxLength is 100, de baseline heeft maxLength 35. Plaats: /definitions/longText/maxLength',
  },
  {
    row: '$ref @ attribute, array item',
    name: 'accepts references within the document for an array attribute and for its elements, and to a code list',
    edits: [
      ['/definitions', (definitions) => Object.assign(definitions, {
        emailList: { type: 'array', uniqueItems: true, items: { $ref: '#/definitions/email' } },
        email: { type: 'string', maxLength: 40 },
        claimTypes: { type: 'string', codelistName: 'ADNSCH', $ref: 'https://www.sivi.org/afd-online-tool/json/ADNSCH.json#/definitions/ADNSCH' },
      })],
      [emails, (attribute) => Object.assign(attribute, { description: 'E-mailadressen.', type: undefined, items: undefined, $ref: '#/definitions/emailList' })],
      [`${claim}/properties/claimType`, (attribute) => Object.assign(attribute, { type: undefined, codelistName: undefined, $ref: '#/definitions/claimTypes' })],
    ],
    verdict: { valid: true },
  },
  {
    row: '$ref @ attribute, array item',
    name: 'asks for manual validation of a keyword the referenced schema has that is not compared, at its place',
    edits: [
      ['/definitions', (definitions) => (definitions.shortText = { type: 'string', maxLength: 10, not: { const: 'X' } })],
      claimNumberOnlyRef('#/definitions/shortText'),
    ],
    verdict: { manual: ['not'] },
    description: 'Een uitsluiting (not) wordt niet met de baseline vergeleken. Een certificeerder beoordeelt dit deel. Plaats: /definitions/shortText/not',
  },
  {
    row: '$ref @ attribute, array item',
    name: 'asks for manual validation, without comparing the value, of a reference within the document beside keywords of its own and no type',
    edits: [
      ['/definitions', (definitions) => (definitions.shortText = { type: 'string', maxLength: 10 })],
      [`${claim}/properties/claimNumber`, (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, minLength: 1, $ref: '#/definitions/shortText' })],
    ],
    verdict: { manual: ['$ref'] },
    description:
      'Het attribuut noemt geen eigen type en verwijst binnen het schema naast eigen sleutelwoorden; beide gelden, maar de waarde wordt niet met de baseline vergeleken. Een certificeerder beoordeelt dit deel. Plaats: /definitions/claimDefault/properties/claimNumber/$ref',
  },
  {
    row: '$ref @ attribute, array item',
    name: 'asks for manual validation of a reference within the document',
    edits: [
      ['/definitions', (definitions) => (definitions.shortText = { type: 'string', maxLength: 10 })],
      [`${claim}/properties/claimNumber`, (attribute) => (attribute.$ref = '#/definitions/shortText')],
    ],
    verdict: { manual: ['$ref'] },
  },
  {
    row: '$ref @ root, entity array, entity definition',
    name: 'asks for manual validation of a reference beside an entity definition',
    edits: [
      ['/definitions', (definitions) => (definitions.noExtras = { required: ['claimDate'] })],
      [claim, (definition) => (definition.$ref = '#/definitions/noExtras')],
    ],
    verdict: { manual: ['$ref'] },
  },
  {
    row: '$id @ root',
    name: 'accepts an $id at the root, which names the document',
    edits: [['', (root) => (root.$id = 'https://example.org/schademelding.json')]],
    verdict: { valid: true },
  },
  {
    row: '$id @ root',
    name: 'asks for manual validation of an $id inside the document',
    edits: [[claim, (definition) => (definition.$id = 'https://example.org/claim.json')]],
    verdict: { manual: ['$id'] },
  },
];

const structureCases: KeywordCase[] = [
  {
    row: 'type @ root, entity definition',
    name: 'rejects an entity definition that is not of type object',
    edits: [[claim, (definition) => delete definition.type]],
    verdict: { errors: ['Entiteit policy-default/claim-default heeft niet type object'] },
  },
  {
    row: 'type @ root, entity definition',
    name: 'rejects a message root that is not of type object',
    edits: [['', (root) => (root.type = ['object', 'null'])]],
    verdict: { errors: ['Het bericht heeft niet type object'] },
  },
  {
    row: 'type @ entity array',
    name: 'rejects an entity array that is not of type array',
    edits: [['/definitions/policyDefault/properties/claim', (array) => delete array.type]],
    verdict: { errors: ['Element claim is geen AFD 2.0-entiteit'] },
  },
  {
    row: 'properties @ root',
    name: 'accepts leaving out an optional entity array',
    edits: [['/properties', (properties) => delete properties.party]],
    verdict: { valid: true },
  },
  {
    row: 'properties @ root',
    name: 'rejects an entity array the baseline does not have, and a property that is no entity array',
    edits: [['/properties', (properties) => Object.assign(properties, { vehicle: { type: 'array', allOf: [{ contains: { $ref: '#/definitions/objectCar' } }] }, remark: { type: 'string' } })]],
    verdict: { errors: ['Element remark is geen AFD 2.0-entiteit', 'Entiteit vehicle bestaat niet in de baseline'] },
  },
  {
    row: 'properties @ entity definition',
    name: 'accepts leaving out an optional attribute and an optional entity array',
    edits: [['/definitions/policyDefault/properties', (properties) => Object.assign(properties, { startDate: undefined, object: undefined })]],
    verdict: { valid: true },
  },
  {
    row: 'properties @ entity definition',
    name: 'rejects an attribute the baseline does not have',
    edits: [[`${claim}/properties`, (properties) => (properties.claimCause = { type: 'string', maxLength: 10 })]],
    verdict: { errors: ['Attribuut claimCause bestaat niet in de baseline'] },
  },
  {
    row: 'properties @ entity definition',
    name: 'asks for manual validation of properties inside an attribute',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.properties = { x: { type: 'string' } })]],
    verdict: { manual: ['properties'] },
  },
  {
    row: 'additionalProperties @ root, entity definition',
    name: 'rejects a root or entity that allows extra properties',
    edits: [
      ['', (root) => (root.additionalProperties = { type: 'string' })],
      [claim, (definition) => (definition.additionalProperties = true)],
    ],
    verdict: { errors: ['Het bericht staat extra attributen toe', 'Entiteit policy-default/claim-default staat extra attributen toe'] },
  },
  {
    row: 'additionalProperties @ root, entity definition',
    name: 'asks for manual validation of additionalProperties inside an attribute',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.additionalProperties = false)]],
    verdict: { manual: ['additionalProperties'] },
  },
  {
    row: 'required @ root',
    name: 'accepts making an optional entity array required',
    edits: [['', (root) => (root.required as string[]).push('party')]],
    verdict: { valid: true },
  },
  {
    row: 'required @ root',
    name: 'rejects leaving a mandatory entity array out of required',
    edits: [['', (root) => (root.required = (root.required as string[]).filter((name) => name !== 'policy'))]],
    verdict: { errors: ['Entiteit policy-default is niet verplicht'] },
  },
  {
    row: 'required @ entity definition',
    name: 'accepts making an optional attribute required',
    edits: [[claim, (definition) => (definition.required as string[]).push('claimTime')]],
    verdict: { valid: true },
  },
  {
    row: 'required @ entity definition',
    name: 'rejects dropping a required attribute or entityType from required',
    edits: [[claim, (definition) => (definition.required = (definition.required as string[]).filter((name) => name !== 'claimDate' && name !== 'entityType'))]],
    verdict: { errors: ['entityType van entiteit policy-default/claim-default is niet verplicht', 'Attribuut claimDate moet verplicht zijn'] },
  },
  {
    row: 'required @ entity definition',
    name: 'asks for manual validation of required inside an attribute',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.required = ['x'])]],
    verdict: { manual: ['required'] },
  },
  {
    row: 'const @ entity definition',
    name: 'rejects an entity type name the baseline lacks at that place',
    edits: [[`${claim}/properties/entityType`, (entityType) => (entityType.const = 'other')]],
    verdict: { errors: ['Entiteittype other van entiteit claim bestaat niet in de baseline'] },
  },
];

/** The claim number narrowed (maxLength 35 to 20): a change inside an entity type the demo baseline bounds (claim: maxContains 99). */
const claimNumberNarrowed: Edit = [`${claim}/properties/claimNumber`, (attribute) => (attribute.maxLength = 20)];
const claimArray = '/definitions/policyDefault/properties/claim';
const claimType = { ref: '#/definitions/claimDefault', entityType: 'default' };

const entityArrayCases: KeywordCase[] = [
  {
    row: 'items @ entity array',
    name: 'accepts the closure naming exactly the entity types, with a narrowing inside a bounded type',
    edits: [claimNumberNarrowed],
    verdict: { valid: true },
  },
  {
    row: 'items @ entity array',
    name: 'accepts open arrays where the schema reads each bounded entity type exactly as the baseline (the baseline itself)',
    edits: [],
    openArrays: true,
    verdict: { valid: true },
  },
  {
    row: 'items @ entity array',
    name: 'asks for manual validation of an open array whose bounded entity type the schema narrows, and of each bounded array above it',
    edits: [claimNumberNarrowed],
    openArrays: true,
    // policy (maxContains 1) holds the claim array: a policy whose claim breaks the narrowing is
    // counted by the baseline's policy clause and by none of the schema's.
    verdict: { manual: ['entiteit-array claim is open', 'entiteit-array policy is open'] },
  },
  {
    row: 'items @ entity array',
    name: 'accepts an open array whose bounded entity type the schema only counts more tightly (claim at most 5), but not the bounded array above it',
    edits: [[`${claimArray}/allOf/0`, (item) => (item.maxContains = 5)]],
    openArrays: true,
    // Both claim clauses match the same items; a policy with six claims, though, is counted by the
    // baseline's policy clause (at most one) and by none of the schema's.
    verdict: { manual: ['entiteit-array policy is open'] },
  },
  {
    row: 'items @ entity array',
    name: 'asks for manual validation of an open array that leaves out a bounded entity type (trailer, at most 9), which the baseline counts',
    edits: [['/definitions/policyDefault/properties/object', (array) => (array.allOf = (array.allOf as JsonRecord[]).slice(0, 1))]],
    openArrays: true,
    verdict: { manual: ['entiteit-array object is open', 'entiteit-array policy is open'] },
    description:
      "Entiteit-array object (entiteit policy-default) heeft geen items die haar tot haar entiteittypen beperkt: een item dat bij geen van die typen past, laat het schema ongeteld door, terwijl de baseline zo'n item meetelt (maxContains) of weigert. Sluit de array af zoals de portal genereert: items met entityType uit de genoemde typen en per type (if/then) de definitie van dat type. Een certificeerder beoordeelt dit deel. Plaats: /definitions/policyDefault/properties/object/items",
  },
  {
    row: 'items @ entity array',
    name: 'asks for manual validation of an open array where the baseline closes it',
    edits: [],
    openArrays: true,
    baselineEdits: [[claimArray, (array) => (array.items = entityArrayClosure([claimType]))]],
    // policy holds the claim array: a policy whose claim array holds an item of no type is counted
    // by the schema's policy clause and by none of the baseline's.
    verdict: { manual: ['entiteit-array claim is open', 'entiteit-array policy is open'] },
  },
  {
    row: 'items @ entity array',
    name: 'asks for manual validation of a closure that admits another entity type than the allOf lists',
    edits: [[claimArray, (array) => (array.items = entityArrayClosure([claimType, { ref: `#${car}`, entityType: 'car' }]))]],
    verdict: { manual: ['items'] },
  },
  {
    row: 'items @ entity array',
    // Until issue 27 this form went to manual validation; it admits the same items as the closure.
    name: 'accepts a closure written as a plain anyOf of the references, with a narrowing inside a bounded type',
    edits: [claimNumberNarrowed, [claimArray, (array) => (array.items = { anyOf: [{ $ref: '#/definitions/claimDefault' }] })]],
    verdict: { valid: true },
  },
  {
    row: 'items @ entity array',
    name: 'accepts a oneOf of the references, and a single reference, as a closure',
    edits: [
      claimNumberNarrowed,
      [claimArray, (array) => (array.items = { oneOf: [{ $ref: '#/definitions/claimDefault' }] })],
      ['/definitions/policyDefault/properties/object', (array) => (array.items = { $ref: '#/definitions/objectCar' })],
    ],
    verdict: { valid: true },
  },
  {
    row: 'items @ entity array',
    name: 'asks for manual validation of an anyOf that names a definition the allOf does not list (an item of that type would go uncounted)',
    edits: [claimNumberNarrowed, [claimArray, (array) => (array.items = { anyOf: [{ $ref: '#/definitions/claimDefault' }, { $ref: `#${car}` }] })]],
    // Not a closure, so the array is open, and the claim it narrows is one the baseline bounds.
    verdict: { manual: ['items', 'entiteit-array claim is open'] },
  },
  {
    row: 'items @ entity array',
    name: 'asks for manual validation of an anyOf with other keywords beside it (only the two forms are read)',
    edits: [[claimArray, (array) => (array.items = { anyOf: [{ $ref: '#/definitions/claimDefault' }], required: ['claimNumber'] })]],
    verdict: { manual: ['items'] },
  },
  {
    row: 'allOf @ entity array',
    name: 'accepts leaving out an optional entity type',
    baselineEdits: [
      claimCopy('claimOther', 'other'),
      ['/definitions/policyDefault/properties/claim', (array) => (array.allOf as unknown[]).push({ minContains: 0, maxContains: 5, contains: { $ref: '#/definitions/claimOther' } })],
    ],
    edits: [],
    verdict: { valid: true },
  },
  {
    row: 'allOf @ entity array',
    name: 'rejects an entity type the baseline does not have',
    edits: [
      claimCopy('claimOther', 'other'),
      ['/definitions/policyDefault/properties/claim', (array) => (array.allOf as unknown[]).push({ minContains: 0, maxContains: 5, contains: { $ref: '#/definitions/claimOther' } })],
    ],
    verdict: { errors: ['Entiteittype other van entiteit claim bestaat niet in de baseline'] },
  },
  {
    row: 'allOf @ entity array',
    name: 'asks for manual validation of allOf in an entity definition',
    edits: [[claim, (definition) => (definition.allOf = [{ required: ['claimTime'] }])]],
    verdict: { manual: ['allOf'] },
  },
  {
    row: 'uniqueItems @ entity array',
    name: 'accepts an entity array with uniqueItems true',
    edits: [],
    verdict: { valid: true },
  },
  {
    row: 'uniqueItems @ entity array',
    name: 'asks for manual validation of an entity array without uniqueItems true, which the library does not record',
    edits: [['/definitions/policyDefault/properties/claim', (array) => delete array.uniqueItems]],
    verdict: { manual: ['uniqueItems'] },
  },
  {
    row: 'contains @ entity type item',
    name: 'accepts an entity definition written inline in contains',
    edits: [['/definitions/policyDefault/properties/claim/allOf/0', (item) => (item.contains = (JSON.parse(baselineText) as { definitions: JsonRecord }).definitions.claimDefault)]],
    verdict: { valid: true },
  },
  {
    row: 'contains @ entity type item',
    name: 'asks for manual validation of contains on the entity array itself',
    edits: [['/definitions/policyDefault/properties/claim', (array) => (array.contains = { $ref: '#/definitions/claimDefault' })]],
    verdict: { manual: ['contains'] },
  },
  {
    row: 'maxContains @ entity type item',
    name: 'accepts a lower maxContains',
    edits: [[claimItem, (item) => (item.maxContains = 5)]],
    verdict: { valid: true },
  },
  {
    row: 'maxContains @ entity type item',
    name: 'rejects a higher maxContains, or none',
    edits: [[claimItem, (item) => delete item.maxContains]],
    verdict: { errors: ['Entiteit policy-default/claim-default mag vaker voorkomen dan de baseline toestaat'] },
    description: 'maxContains is onbeperkt, de baseline staat maximaal 99 toe. Plaats: /definitions/policyDefault/properties/claim/allOf/0/maxContains',
  },
  {
    row: 'minContains @ entity type item, array required',
    name: 'accepts a higher minContains',
    edits: [
      ['/definitions/policyDefault', (definition) => (definition.required as string[]).push('claim')],
      [claimItem, (item) => (item.minContains = 2)],
    ],
    verdict: { valid: true },
  },
  {
    row: 'minContains @ entity type item, array required',
    name: 'rejects a lower minContains',
    edits: [['/properties/policy/allOf/0', (item) => (item.minContains = 0)]],
    verdict: { errors: ['Entiteit policy-default mag minder vaak voorkomen dan de baseline toestaat'] },
  },
  {
    row: 'minContains @ entity type item, array required',
    name: 'rejects minContains left out where the baseline requires more than one (it then means 1)',
    baselineEdits: [
      ['', (root) => (root.required as string[]).push('party')],
      ['/properties/party/allOf/0', (item) => Object.assign(item, { minContains: 2, maxContains: 3 })],
    ],
    edits: [
      ['', (root) => (root.required as string[]).push('party')],
      ['/properties/party/allOf/0', (item) => Object.assign(item, { minContains: undefined, maxContains: 3 })],
    ],
    verdict: { errors: ['Entiteit party-policyHolder mag minder vaak voorkomen dan de baseline toestaat'] },
  },
  {
    row: 'minContains @ entity type item, array optional',
    name: 'rejects a mandatory entity whose array is left out of required',
    edits: [['/definitions/commonTechnicalDefault', (definition) => (definition.required = (definition.required as string[]).filter((name) => name !== 'party'))]],
    verdict: { errors: ['Entiteit commonTechnical-default/party-sender is niet verplicht'] },
  },
  {
    row: 'minContains @ entity type item, array optional',
    name: 'rejects an optional array whose minContains (when present, at least so many) is lowered below the baseline',
    baselineEdits: [['/properties/party/allOf/0', (item) => (item.minContains = 1)]],
    edits: [['/properties/party/allOf/0', (item) => (item.minContains = 0)]],
    verdict: { errors: ['Entiteit party-policyHolder mag minder vaak voorkomen dan de baseline toestaat'] },
  },
  {
    row: 'minContains @ entity type item, array optional',
    name: 'accepts an optional array whose minContains is kept',
    baselineEdits: [['/properties/party/allOf/0', (item) => (item.minContains = 1)]],
    edits: [['/properties/party/allOf/0', (item) => (item.minContains = 1)]],
    verdict: { valid: true },
  },
];

const valueCases: KeywordCase[] = [
  {
    row: 'items @ attribute',
    name: 'accepts narrower elements of an array attribute',
    edits: [[`${emails}/items`, (items) => (items.maxLength = 40)]],
    verdict: { valid: true },
  },
  {
    row: 'items @ attribute',
    name: 'rejects wider elements of an array attribute',
    edits: [[`${emails}/items`, (items) => (items.maxLength = 100)]],
    verdict: { errors: ['maxLength van attribuut emailAddresses is ruimer dan de baseline'] },
  },
  {
    row: 'items @ attribute',
    name: 'accepts draft 2019-09 elements by position that each narrow the baseline elements, with additionalItems false or narrowing',
    edits: [[emails, (attribute) => Object.assign(attribute, { items: [{ type: 'string', maxLength: 40 }, { type: 'string', const: 'info@example.org' }], additionalItems: false })]],
    verdict: { valid: true },
  },
  {
    row: 'items @ attribute',
    name: 'accepts elements by position (one a reference within the document) with additionalItems left out where maxItems leaves no room after them',
    baselineEdits: [[emails, (attribute) => (attribute.maxItems = 5)]],
    edits: [[emails, (attribute) => Object.assign(attribute, { maxItems: 2, items: [{ type: 'string', maxLength: 40 }, { $ref: '#/definitions/email' }] })], ['/definitions', (definitions) => (definitions.email = { type: 'string', maxLength: 60 })]],
    verdict: { valid: true },
  },
  {
    row: 'items @ attribute',
    name: 'accepts elements by position with an additionalItems schema that narrows the baseline elements',
    edits: [[emails, (attribute) => Object.assign(attribute, { items: [{ type: 'string', maxLength: 40 }], additionalItems: { type: 'string', maxLength: 50 } })]],
    verdict: { valid: true },
  },
  {
    row: 'items @ attribute',
    name: 'accepts elements by position ending in a position no element matches (false), after which none can follow',
    edits: [[emails, (attribute) => (attribute.items = [{ type: 'string', maxLength: 40 }, false])]],
    verdict: { valid: true },
  },
  {
    row: 'items @ attribute',
    name: 'rejects an element by position wider than the baseline elements, naming its place',
    edits: [[emails, (attribute) => Object.assign(attribute, { items: [{ type: 'string', maxLength: 40 }, { type: 'string', maxLength: 100 }], additionalItems: { type: 'string', maxLength: 80 } })]],
    verdict: { errors: ['maxLength van attribuut emailAddresses is ruimer dan de baseline'] },
    description: 'maxLength is 100, de baseline heeft maxLength 80. Plaats: /definitions/partyPolicyHolder/properties/emailAddresses/items/1/maxLength',
  },
  {
    row: 'items @ attribute',
    name: 'rejects elements by position whose additionalItems is left out or wider, so that later elements may hold any value',
    edits: [[emails, (attribute) => (attribute.items = [{ type: 'string', maxLength: 40 }])]],
    verdict: { errors: ['additionalItems van attribuut emailAddresses is ruimer dan de baseline'] },
    description:
      'Een element na positie 1 mag elke waarde hebben (additionalItems ontbreekt of is true), terwijl de baseline de elementen beperkt ([string]); geef additionalItems false of een schema binnen de baseline. Plaats: /definitions/partyPolicyHolder/properties/emailAddresses/additionalItems',
  },
  {
    row: 'items @ attribute',
    name: 'asks for manual validation of items on an entity array',
    edits: [['/definitions/policyDefault/properties/claim', (array) => (array.items = { type: 'object' })]],
    verdict: { manual: ['items'] },
  },
  {
    row: 'minItems @ attribute',
    name: 'accepts a higher minItems',
    baselineEdits: [[emails, (attribute) => (attribute.minItems = 1)]],
    edits: [[emails, (attribute) => (attribute.minItems = 2)]],
    verdict: { valid: true },
  },
  {
    row: 'minItems @ attribute',
    name: 'rejects a lower minItems, or none',
    baselineEdits: [[emails, (attribute) => (attribute.minItems = 1)]],
    edits: [],
    verdict: { errors: ['minItems van attribuut emailAddresses is ruimer dan de baseline'] },
  },
  {
    row: 'minItems @ attribute',
    name: 'asks for manual validation of minItems on an entity array',
    edits: [['/definitions/policyDefault/properties/claim', (array) => (array.minItems = 1)]],
    verdict: { manual: ['minItems'] },
  },
  {
    row: 'maxItems @ attribute',
    name: 'accepts a lower maxItems',
    baselineEdits: [[emails, (attribute) => (attribute.maxItems = 5)]],
    edits: [[emails, (attribute) => (attribute.maxItems = 3)]],
    verdict: { valid: true },
  },
  {
    row: 'maxItems @ attribute',
    name: 'rejects a higher maxItems, or none',
    baselineEdits: [[emails, (attribute) => (attribute.maxItems = 5)]],
    edits: [[emails, (attribute) => (attribute.maxItems = 6)]],
    verdict: { errors: ['maxItems van attribuut emailAddresses is ruimer dan de baseline'] },
  },
  {
    row: 'maxItems @ attribute',
    name: 'asks for manual validation of maxItems on an entity array',
    edits: [['/definitions/policyDefault/properties/claim', (array) => (array.maxItems = 10)]],
    verdict: { manual: ['maxItems'] },
  },
  {
    row: 'uniqueItems @ attribute',
    name: 'accepts uniqueItems added to an array attribute',
    edits: [[emails, (attribute) => (attribute.uniqueItems = true)]],
    verdict: { valid: true },
  },
  {
    row: 'uniqueItems @ attribute',
    name: 'rejects an array attribute without the baseline uniqueItems',
    baselineEdits: [[emails, (attribute) => (attribute.uniqueItems = true)]],
    edits: [],
    verdict: { errors: ['uniqueItems van attribuut emailAddresses is ruimer dan de baseline'] },
  },
  {
    row: 'enum @ attribute, array item',
    name: 'accepts an enumeration of codes from the baseline code list',
    edits: [[`${claim}/properties/claimType`, (attribute) => Object.assign(attribute, { $ref: undefined, enum: ['1', '3'] })]],
    verdict: { valid: true },
  },
  {
    row: 'enum @ attribute, array item',
    name: 'rejects an enumerated value outside the baseline facets',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.enum = ['C-1', 'X'.repeat(36)])]],
    verdict: { errors: [`Waarde ${'X'.repeat(36)} van attribuut claimNumber valt buiten de baseline`] },
  },
  {
    row: 'enum @ attribute, array item',
    name: 'accepts an enumeration without type whose values are all of the baseline type and within its facets',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, enum: ['C-1', 'C-2'] })]],
    verdict: { valid: true },
  },
  {
    row: 'enum @ attribute, array item',
    name: 'accepts an enumeration without type of integers where the baseline has number',
    edits: [[`${car}/properties/catalogueValue`, (attribute) => Object.assign(attribute, { type: undefined, enum: [10000, 25000] })]],
    verdict: { valid: true },
  },
  {
    row: 'enum @ attribute, array item',
    name: 'rejects an enumeration without type with a value of another JSON type, naming that value',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => Object.assign(attribute, { type: undefined, enum: ['C-1', 7] })]],
    verdict: { errors: ['Datatype van attribuut claimNumber is ruimer dan de baseline'] },
    description:
      'De waarde 7 is van type integer, de baseline heeft string; zonder type bepalen de waarden het datatype. Plaats: /definitions/claimDefault/properties/claimNumber/enum/1',
  },
  {
    row: 'enum @ attribute, array item',
    name: 'rejects an enumeration without type outside the baseline code list',
    edits: [[`${claim}/properties/claimType`, (attribute) => Object.assign(attribute, { type: undefined, $ref: undefined, codelistName: undefined, enum: ['1', '9'] })]],
    verdict: { errors: ['Code 9 van attribuut claimType staat niet in de baseline'] },
  },
  {
    row: 'enum @ attribute, array item',
    name: 'asks for manual validation of an enumeration with non-scalar values',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.enum = ['C-1', null])]],
    verdict: { manual: ['enum'] },
  },
  {
    row: 'oneOf @ attribute, array item',
    name: 'accepts a subset of the baseline code list',
    edits: [[`${claim}/properties/claimType`, (attribute) => Object.assign(attribute, { $ref: undefined, oneOf: [{ const: '1' }, { const: '5' }] })]],
    verdict: { valid: true },
  },
  {
    row: 'oneOf @ attribute, array item',
    name: 'accepts a list of codes without type or codelistName within the baseline code list',
    edits: [[`${claim}/properties/claimType`, (attribute) => Object.assign(attribute, { type: undefined, $ref: undefined, codelistName: undefined, oneOf: [{ const: '1' }, { const: '5' }] })]],
    verdict: { valid: true },
  },
  {
    row: 'oneOf @ attribute, array item',
    name: 'rejects a code outside the baseline code list',
    edits: [[`${claim}/properties/claimType`, (attribute) => Object.assign(attribute, { $ref: undefined, oneOf: [{ const: '1' }, { const: '9' }] })]],
    verdict: { errors: ['Code 9 van attribuut claimType staat niet in de baseline'] },
  },
  {
    row: 'oneOf @ attribute, array item',
    name: 'asks for manual validation of a oneOf of schemas, or of a oneOf in an entity definition',
    edits: [
      [`${claim}/properties/claimNumber`, (attribute) => (attribute.oneOf = [{ maxLength: 10 }, { pattern: '^C' }])],
      [claim, (definition) => (definition.oneOf = [{ required: ['claimTime'] }, { required: ['injuries'] }])],
    ],
    verdict: { manual: ['oneOf', 'oneOf'] },
  },
  {
    row: 'const @ attribute, array item',
    name: 'accepts a fixed value within the baseline facets',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.const = 'C-1')]],
    verdict: { valid: true },
  },
  {
    row: 'const @ attribute, array item',
    name: 'rejects another value than the baseline fixes',
    baselineEdits: [['/definitions/commonFunctionalDefault/properties/afdDefinitionVersion', (attribute) => (attribute.const = '001.00')]],
    edits: [['/definitions/commonFunctionalDefault/properties/afdDefinitionVersion', (attribute) => (attribute.const = '002.00')]],
    verdict: { errors: ['const van attribuut afdDefinitionVersion wijkt af van de baseline'] },
  },
  {
    row: 'const @ attribute, array item',
    name: 'accepts a const without type whose value is of the baseline type and within its facets',
    edits: [
      [`${claim}/properties/claimNumber`, (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, const: 'C-1' })],
      ['/definitions/commonTechnicalDefault/properties/testMessage', (attribute) => Object.assign(attribute, { type: undefined, const: false })],
      [`${emails}/items`, (items) => Object.assign(items, { type: undefined, maxLength: undefined, const: 'info@example.org' })],
    ],
    verdict: { valid: true },
  },
  {
    row: 'const @ attribute, array item',
    name: 'rejects a const without type of another JSON type than the baseline (a fraction where it has integer)',
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => Object.assign(attribute, { type: undefined, const: 2020.5 })]],
    verdict: { errors: ['Datatype van attribuut buildYear is ruimer dan de baseline'] },
    description:
      'De waarde 2020.5 is van type number, de baseline heeft integer; zonder type bepalen de waarden het datatype. Plaats: /definitions/objectCar/properties/buildYear/const',
  },
  {
    row: 'const @ attribute, array item',
    name: 'rejects a const without type outside the baseline facets',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, const: 'X'.repeat(36) })]],
    verdict: { errors: [`Waarde ${'X'.repeat(36)} van attribuut claimNumber valt buiten de baseline`] },
  },
  {
    row: 'const @ attribute, array item',
    name: 'asks for manual validation of a non-scalar const',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.const = { nummer: 'C-1' })]],
    verdict: { manual: ['const'] },
  },
  {
    row: 'maxLength @ attribute, array item',
    name: 'accepts a shorter maxLength',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.maxLength = 20)]],
    verdict: { valid: true },
  },
  {
    row: 'maxLength @ attribute, array item',
    name: 'rejects a longer maxLength, or none',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => delete attribute.maxLength]],
    verdict: { errors: ['maxLength van attribuut claimNumber is ruimer dan de baseline'] },
  },
  {
    row: 'minLength @ attribute, array item',
    name: 'accepts a longer minLength',
    baselineEdits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.minLength = 2)]],
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.minLength = 5)]],
    verdict: { valid: true },
  },
  {
    row: 'minLength @ attribute, array item',
    name: 'rejects a shorter minLength',
    baselineEdits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.minLength = 2)]],
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.minLength = 1)]],
    verdict: { errors: ['minLength van attribuut claimNumber is ruimer dan de baseline'] },
  },
  {
    row: 'pattern @ attribute, array item',
    name: 'accepts the baseline pattern',
    baselineEdits: [[`${car}/properties/licensePlate`, (attribute) => (attribute.pattern = '^[A-Z0-9-]+$')]],
    edits: [[`${car}/properties/licensePlate`, (attribute) => (attribute.pattern = '^[A-Z0-9-]+$')]],
    verdict: { valid: true },
  },
  {
    row: 'pattern @ attribute, array item',
    name: 'rejects a missing pattern',
    baselineEdits: [[`${car}/properties/licensePlate`, (attribute) => (attribute.pattern = '^[A-Z0-9-]+$')]],
    edits: [],
    verdict: { errors: ['pattern van attribuut licensePlate is ruimer dan de baseline'] },
  },
  {
    row: 'pattern @ attribute, array item',
    name: 'asks for manual validation of another pattern',
    baselineEdits: [[`${car}/properties/licensePlate`, (attribute) => (attribute.pattern = '^[A-Z0-9-]+$')]],
    edits: [[`${car}/properties/licensePlate`, (attribute) => (attribute.pattern = '^[A-Z]{2}-[0-9]{3}-[A-Z]$')]],
    verdict: { manual: ['pattern van attribuut licensePlate'] },
  },
  {
    row: 'format @ attribute, array item',
    name: 'accepts the baseline format, and a format where the baseline has none',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.format = 'uuid')]],
    verdict: { valid: true },
  },
  {
    row: 'format @ attribute, array item',
    name: 'rejects another format, or none',
    edits: [
      [`${claim}/properties/claimDate`, (attribute) => (attribute.format = 'date-time')],
      [`${claim}/properties/claimTime`, (attribute) => delete attribute.format],
    ],
    verdict: { errors: ['format van attribuut claimDate wijkt af van de baseline', 'format van attribuut claimTime is ruimer dan de baseline'] },
  },
  {
    row: 'multipleOf @ attribute, array item',
    name: 'accepts a multiple of the baseline multipleOf',
    edits: [[`${car}/properties/catalogueValue`, (attribute) => (attribute.multipleOf = 0.02)]],
    verdict: { valid: true },
  },
  {
    row: 'multipleOf @ attribute, array item',
    name: 'rejects a finer multipleOf, or none',
    edits: [[`${car}/properties/catalogueValue`, (attribute) => (attribute.multipleOf = 0.005)]],
    verdict: { errors: ['multipleOf van attribuut catalogueValue is ruimer dan de baseline'] },
  },
  ...([
    ['minimum', 1900, 1950, 1800],
    ['exclusiveMinimum', 1900, 1950, 1800],
    ['maximum', 2100, 2050, 2200],
    ['exclusiveMaximum', 2100, 2050, 2200],
  ] as const).flatMap(([keyword, baselineBound, narrower, wider]): KeywordCase[] => [
    {
      row: `${keyword} @ attribute, array item`,
      name: `accepts a tighter ${keyword}`,
      baselineEdits: [[`${car}/properties/buildYear`, (attribute) => (attribute[keyword] = baselineBound)]],
      edits: [[`${car}/properties/buildYear`, (attribute) => (attribute[keyword] = narrower)]],
      verdict: { valid: true },
    },
    {
      row: `${keyword} @ attribute, array item`,
      name: `rejects a looser ${keyword}, or none`,
      baselineEdits: [[`${car}/properties/buildYear`, (attribute) => (attribute[keyword] = baselineBound)]],
      edits: [[`${car}/properties/buildYear`, (attribute) => (attribute[keyword] = wider)]],
      verdict: { errors: [`${keyword} van attribuut buildYear is ruimer dan de baseline`] },
    },
  ]),
];

const cases: KeywordCase[] = [...typeCases, ...referenceCases, ...structureCases, ...entityArrayCases, ...valueCases, ...manualCases];

function certify(keywordCase: KeywordCase) {
  const edited = keywordCase.edits.reduce((text, [pointer, edit]) => editJson(text, pointer, edit), baselineText);
  const schemaText = keywordCase.openArrays ? edited : editJson(edited, '', (root) => closeEntityArrays(root as JsonObject));
  return certifyJsonSchema({ schemaText, baseline: baselineOf(keywordCase), codeLists: demoAfd2CodeLists });
}

function baselineOf({ baselineEdits }: KeywordCase): BaselineLibrary {
  if (baselineEdits === undefined) return demoBaseline;
  const schemaText = baselineEdits.reduce((text, [pointer, edit]) => editJson(text, pointer, edit), baselineText);
  const parsed = parseAfd2BaselineSchema({ schemaText, codeLists: demoAfd2CodeLists });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.messages));
  return parsed.library;
}

/** The verdict of a result, in the cases' terms. */
function verdictOf(result: ReturnType<typeof certifyJsonSchema>): Verdict {
  const errors = result.messages.filter((message) => message.severity === 1).map((message) => message.message);
  if (errors.length > 0) return { errors };
  if (result.manualValidation) return { manual: result.messages.map((message) => message.message.replace(/^Handmatige validatie nodig: /, '')) };
  return { valid: true };
}

describe('the AFD 2.0 keyword table (README.md), row by row', () => {
  describe.each([...new Set(cases.map((keywordCase) => keywordCase.row))])('%s', (row) => {
    for (const keywordCase of cases.filter((candidate) => candidate.row === row)) {
      // A known gap runs as `it.fails`: it turns red once the checker decides it, so the mark goes.
      const test = keywordCase.knownGap === undefined ? it : it.fails;
      test(keywordCase.knownGap === undefined ? keywordCase.name : `${keywordCase.name} (known gap: ${keywordCase.knownGap})`, () => {
        const result = certify(keywordCase);
        expect(verdictOf(result)).toEqual(keywordCase.verdict);
        if ('errors' in keywordCase.verdict) expect(result.manualValidation).toBe(false);
        if (keywordCase.description !== undefined) expect(result.messages[0]?.description).toBe(keywordCase.description);
      });
    }
  });
});

/** The rows of the README's keyword table, as `keyword @ place`: those whose first cell is one keyword in backticks. */
function tableRows(): string[] {
  return markdownTableRows(new URL('./README.md', import.meta.url)).flatMap(([keyword, place]) => {
    const name = /^`([^`]+)`$/.exec(keyword ?? '')?.[1];
    return name === undefined ? [] : [`${name} @ ${place ?? ''}`];
  });
}

describe('the keyword table keeps up with the code', () => {
  const rows = tableRows();

  it('has a row for every keyword the checker treats as constraining, and none for others', () => {
    const keywords = new Set(rows.map((row) => row.split(' @ ')[0]));
    expect([...constrainingKeywords].filter((keyword) => !keywords.has(keyword))).toEqual([]);
    expect([...keywords].filter((keyword) => keyword !== undefined && !constrainingKeywords.has(keyword))).toEqual([]);
  });

  it('has a case for every row, and no case for a row it lacks', () => {
    const caseRows = new Set(cases.map((keywordCase) => keywordCase.row));
    expect(rows.filter((row) => !caseRows.has(row))).toEqual([]);
    expect([...caseRows].filter((row) => !rows.includes(row))).toEqual([]);
  });
});
