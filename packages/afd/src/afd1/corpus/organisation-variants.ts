import type { Afd1CheckId } from '../certification/check-ids.ts';
import type { BaselineDefinition } from './baseline-specs.ts';
import type { EntitySpec, SchemaSpec } from './schema-spec.ts';
import { writeSchema } from './schema-writer.ts';

// Organisation schemas made from the baselines: valid narrowings, one schema for each way the
// checker refuses a schema, and one for each construct it leaves to manual validation. Each
// carries the verdict certification must give it; the corpus contract test holds them to it.

export type Afd1Expectation = 'valid' | { invalid: Afd1CheckId[] } | 'manual';

export interface OrganisationSchema {
  /** Branchecode-PORcode-Definitienaam-Versie-Functie. */
  name: string;
  /** Index of the baseline (in the corpus' list) it is certified against. */
  baseline: number;
  xsd: string;
  expectation: Afd1Expectation;
}

interface Variant {
  definition: string;
  baseline: number;
  expectation: Afd1Expectation;
  change?: (spec: SchemaSpec) => void;
  text?: (xsd: string) => string;
}

function entityAt(spec: SchemaSpec, path: string): EntitySpec {
  let entity = spec.root;
  for (const name of path.split('/').slice(1)) {
    const child = entity.children.find((candidate) => candidate.element === name);
    if (!child) throw new Error(`no entity ${path} in the corpus schema`);
    entity = child;
  }
  return entity;
}

function attributeOf(entity: EntitySpec, element: string) {
  const attribute = entity.attributes.find((candidate) => candidate.element === element);
  if (!attribute) throw new Error(`no attribute ${element} in ${entity.element}`);
  return attribute;
}

const without = (entity: EntitySpec, ...names: string[]) => {
  entity.attributes = entity.attributes.filter((attribute) => !names.includes(attribute.element));
  entity.children = entity.children.filter((child) => !names.includes(child.element));
};

const MOTOR = 0;
const HOME = 1;
const CLAIM = 2;

const variants: readonly Variant[] = [
  {
    definition: 'Autopolis',
    baseline: MOTOR,
    expectation: 'valid',
    change: (spec) => {
      const policy = entityAt(spec, 'Contractbericht/PP');
      policy.maxOccurs = 1;
      without(policy, 'PP_OMSCHR', 'PP_KORTPRC', 'KN', 'CL');
      attributeOf(policy, 'PP_NUMMER').type = { base: 'fm:AN__35', facets: { maxLength: 12, pattern: '[A-Z0-9]+' } };
      attributeOf(policy, 'PP_BRANCHE').type = { base: 'cl:ADNBRA', facets: { enumeration: ['020'] } };
      entityAt(spec, 'Contractbericht/PP/XD').maxOccurs = 3;
      entityAt(spec, 'Contractbericht/PP/BO').maxOccurs = 1;
    },
  },
  { definition: 'AutopolisVolledig', baseline: MOTOR, expectation: 'valid' },
  {
    definition: 'Woonpolis',
    baseline: HOME,
    expectation: 'valid',
    change: (spec) => {
      without(entityAt(spec, 'Contractbericht/PP'), 'PB', 'CL');
      entityAt(spec, 'Contractbericht/PP/XD').maxOccurs = 2;
    },
  },
  {
    definition: 'Schademelding',
    baseline: CLAIM,
    expectation: 'valid',
    change: (spec) => {
      without(entityAt(spec, 'Schademelding/PP'), 'VT');
      entityAt(spec, 'Schademelding/PP/SC').maxOccurs = 5;
    },
  },
  // Check 1: XML and XSD.
  { definition: 'AutoOnvolledigeXml', baseline: MOTOR, expectation: { invalid: ['xml-schema'] }, text: (xsd) => xsd.slice(0, Math.floor(xsd.length * 0.6)) },
  {
    definition: 'AutoMetDoctype',
    baseline: MOTOR,
    expectation: { invalid: ['xml-schema'] },
    text: (xsd) => xsd.replace('?>\n', '?>\n<!DOCTYPE xs:schema [<!ENTITY geheim SYSTEM "file:///etc/passwd">]>\n'),
  },
  {
    definition: 'AutoOnbekendType',
    baseline: MOTOR,
    expectation: { invalid: ['xml-schema'] },
    change: (spec) => {
      attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_NUMMER').type = { ref: 'fm:BESTAATNIET' };
    },
  },
  { definition: 'AutoLeeg', baseline: MOTOR, expectation: { invalid: ['xml-schema'] }, text: () => '' },
  {
    definition: 'AutoGeenSchema',
    baseline: MOTOR,
    expectation: { invalid: ['xml-schema'] },
    text: () => '<?xml version="1.0" encoding="UTF-8"?>\n<Contractbericht xmlns="urn:organisatie:p001"><PP/></Contractbericht>\n',
  },
  {
    definition: 'AutoMetInclude',
    baseline: MOTOR,
    expectation: { invalid: ['xml-schema'] },
    change: (spec) => void (spec.extraTopLevel = ['<xs:include schemaLocation="eigen-typen.xsd"/>']),
  },
  {
    definition: 'AutoVreemdeImport',
    baseline: MOTOR,
    expectation: { invalid: ['xml-schema'] },
    change: (spec) => {
      spec.extraTopLevel = ['<xs:import namespace="urn:eigen:typen" schemaLocation="https://example.org/eigen-typen.xsd"/>'];
    },
  },
  // Check 2: AFD component rules.
  { definition: 'AutoZonderNamespace', baseline: MOTOR, expectation: { invalid: ['afd-components'] }, change: (spec) => void (spec.targetNamespace = null) },
  { definition: 'AutoMetExtension', baseline: MOTOR, expectation: { invalid: ['afd-components'] }, change: (spec) => void (entityAt(spec, 'Contractbericht/PP').extendsBase = true) },
  { definition: 'AutoGereserveerdPrefix', baseline: MOTOR, expectation: { invalid: ['afd-components'] }, change: (spec) => void (spec.ownPrefix = 'at') },
  { definition: 'AutoAnoniemeEntiteit', baseline: MOTOR, expectation: { invalid: ['afd-components'] }, change: (spec) => void (entityAt(spec, 'Contractbericht/PP/VN').anonymousType = true) },
  // Check 3: a restriction of the baseline.
  { definition: 'AutoTeveelDekkingen', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => void (entityAt(spec, 'Contractbericht/PP/XD').maxOccurs = 20) },
  {
    definition: 'AutoOnbekendElement',
    baseline: MOTOR,
    expectation: { invalid: ['baseline-restriction'] },
    change: (spec) => {
      entityAt(spec, 'Contractbericht/PP').attributes.push({ element: 'PP_ONBEKND', description: 'Niet in de baseline', minOccurs: 0, type: { ref: 'fm:AN__35' } });
    },
  },
  { definition: 'AutoPolisnummerOptioneel', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_NUMMER').minOccurs = 0) },
  {
    definition: 'AutoBrancheBuitenBaseline',
    baseline: MOTOR,
    expectation: { invalid: ['baseline-restriction'] },
    change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_BRANCHE').type = { base: 'cl:ADNBRA', facets: { enumeration: ['020', '050'] } }),
  },
  {
    definition: 'AutoPolisnummerTeLang',
    baseline: MOTOR,
    expectation: { invalid: ['baseline-restriction'] },
    change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_NUMMER').type = { base: 'fm:AN__35', facets: { maxLength: 30, pattern: '[A-Z0-9]+' } }),
  },
  { definition: 'AutoZonderVoertuig', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => without(entityAt(spec, 'Contractbericht/PP'), 'VT') },
  {
    definition: 'AutoPolisnummerNumeriek',
    baseline: MOTOR,
    expectation: { invalid: ['baseline-restriction'] },
    change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_NUMMER').type = { ref: 'fm:N__9' }),
  },
  { definition: 'AutoPolisOptioneel', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => void (entityAt(spec, 'Contractbericht/PP').minOccurs = 0) },
  { definition: 'AutoZonderPolisnummer', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => without(entityAt(spec, 'Contractbericht/PP'), 'PP_NUMMER') },
  { definition: 'AutoHerhaaldeIngangsdatum', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_INGDAT').maxOccurs = 2) },
  { definition: 'AutoAndereCodelijst', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_BETTERM').type = { ref: 'cl:ADNGES' }) },
  { definition: 'AutoTermijnVrijeTekst', baseline: MOTOR, expectation: { invalid: ['baseline-restriction'] }, change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_BETTERM').type = { ref: 'fm:AN__35' }) },
  // Check 4: XPath rules.
  { definition: 'AutoTermijnZonderPremie', baseline: MOTOR, expectation: { invalid: ['xpath-rules'] }, change: (spec) => without(entityAt(spec, 'Contractbericht/PP/PB'), 'PB_PREMIE') },
  { definition: 'AutoBetalingZonderNemer', baseline: MOTOR, expectation: { invalid: ['xpath-rules'] }, change: (spec) => without(entityAt(spec, 'Contractbericht/PP'), 'VN') },
  { definition: 'AutoPolisZonderOmschrijving', baseline: MOTOR, expectation: { invalid: ['xpath-rules'] }, change: (spec) => void (entityAt(spec, 'Contractbericht/PP').undocumented = true) },
  // Check 5: constructs left to manual validation.
  { definition: 'AutoMetWildcard', baseline: MOTOR, expectation: 'manual', change: (spec) => void (entityAt(spec, 'Contractbericht/PP').wildcard = true) },
  { definition: 'AutoMetRedefine', baseline: MOTOR, expectation: 'manual', change: (spec) => void (spec.extraTopLevel = ['<xs:redefine schemaLocation="eigen-typen.xsd"/>']) },
  {
    // A substitution-group member for a baseline element: its name in a message is a witness the baseline refuses (check 3).
    definition: 'AutoMetSubstitutie',
    baseline: MOTOR,
    expectation: { invalid: ['baseline-restriction'] },
    change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_OMSCHR').withSubstitute = true),
  },
  { definition: 'AutoMetOverride', baseline: MOTOR, expectation: 'manual', change: (spec) => void (spec.extraTopLevel = ['<xs:override schemaLocation="eigen-typen.xsd"/>']) },
  {
    definition: 'AutoMetUnie',
    baseline: MOTOR,
    expectation: 'manual',
    change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_OMSCHR').type = { union: ['fm:AN__35', 'fm:N__9'] }),
  },
  {
    definition: 'AutoAnderPatroon',
    baseline: MOTOR,
    expectation: 'manual',
    change: (spec) => void (attributeOf(entityAt(spec, 'Contractbericht/PP'), 'PP_NUMMER').type = { base: 'fm:AN__35', facets: { maxLength: 20, pattern: '[0-9]+' } }),
  },
];

const branchOf = ['020', '050', '020'];

/** The organisation schemas of the corpus, made from the realistic baselines. */
export function organisationSchemas(baselines: readonly BaselineDefinition[]): OrganisationSchema[] {
  return variants.map((variant) => {
    const baseline = baselines[variant.baseline];
    if (!baseline) throw new Error('the corpus has its three realistic baselines first');
    const spec = structuredClone(baseline.spec);
    spec.targetNamespace = `urn:organisatie:p001:${variant.definition.toLowerCase()}`;
    variant.change?.(spec);
    const xsd = writeSchema(spec);
    return {
      name: `${branchOf[variant.baseline] ?? '020'}-P001-${variant.definition}-001.00-Aanvraag`,
      baseline: variant.baseline,
      xsd: variant.text ? variant.text(xsd) : xsd,
      expectation: variant.expectation,
    };
  });
}
