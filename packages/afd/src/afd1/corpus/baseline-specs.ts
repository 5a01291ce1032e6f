import type { Facets, MaxOccurs } from '../../model/baseline-library.ts';
import type { GeneratedCatalogue } from './generated-catalogue.ts';
import type { AttributeSpec, EntitySpec, SchemaSpec } from './schema-spec.ts';

// The corpus' baselines: the widest structure allowed per key, written from the catalogue. Three
// realistic ones (motor and home contracts, a claim notification) and, for benchmarks, one that
// holds every entity of a large catalogue.

export interface BaselineKey {
  certificationArea: string;
  messageType: string;
  applicationArea: string;
}

export interface BaselineDefinition {
  key: BaselineKey;
  spec: SchemaSpec;
  /** Names of the corpus XPath rules selected for this baseline. */
  xpathRuleNames: string[];
}

interface EntityOptions {
  min?: number;
  max?: MaxOccurs;
  /** Suffixes that are required besides ENTITEI and VOLGNUM. */
  required?: string[];
  /** Suffixes whose catalogue type the baseline narrows. */
  restrict?: Readonly<Record<string, Facets>>;
  /** A code list other than the catalogue's for a suffix ('dc:DKGWON'). */
  codeList?: Readonly<Record<string, string>>;
  children?: EntitySpec[];
}

const ALWAYS_REQUIRED = ['ENTITEI', 'VOLGNUM'];

/** Builds entity specs against one catalogue, naming each complexType once per schema. */
export class EntitySpecBuilder {
  private readonly typeNames = new Set<string>();

  constructor(private readonly catalogue: GeneratedCatalogue) {}

  /** The root element of a message: no attributes of its own, occurs once. */
  root(element: string, description: string, children: EntitySpec[]): EntitySpec {
    this.typeNames.add(element);
    return { element, typeName: element, description, minOccurs: 1, maxOccurs: 1, attributes: [], children };
  }

  /** An entity with all its catalogue attributes, optional unless required. */
  entity(label: string, options: EntityOptions = {}): EntitySpec {
    const data = this.catalogue.entities.find((entity) => entity.label === label);
    if (!data) throw new Error(`entity ${label} is not in the catalogue`);
    const typeName = this.typeNames.has(label) ? `${label}_${this.typeNames.size}` : label;
    this.typeNames.add(typeName);
    const required = new Set([...ALWAYS_REQUIRED, ...(options.required ?? [])]);
    const attributes: AttributeSpec[] = data.attributes.map(({ suffix, description }) => {
      const catalogueType = options.codeList?.[suffix] ?? this.catalogue.attributes.get(suffix)?.baseType ?? 'fm:AN__35';
      const facets = options.restrict?.[suffix];
      return {
        element: `${label}_${suffix}`,
        description,
        minOccurs: required.has(suffix) ? 1 : 0,
        type: facets ? { base: catalogueType, facets } : { ref: catalogueType },
      };
    });
    return {
      element: label,
      typeName,
      description: data.description,
      minOccurs: options.min ?? 0,
      maxOccurs: options.max ?? 1,
      attributes,
      children: options.children ?? [],
    };
  }
}

function baselineSpec(key: BaselineKey, catalogueLocations: Readonly<Record<string, string>>, root: EntitySpec): SchemaSpec {
  const namespace = `urn:afd1:baseline:${[key.certificationArea, key.messageType, key.applicationArea].join(':').toLowerCase()}`;
  return { targetNamespace: namespace, ownPrefix: null, catalogueLocations, root };
}

/** The realistic baselines: motor contract, home contract, motor claim notification. */
export function realisticBaselines(catalogue: GeneratedCatalogue, locations: Readonly<Record<string, string>>): BaselineDefinition[] {
  const motor = new EntitySpecBuilder(catalogue);
  const motorKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Motorrijtuigen' };
  const motorRoot = motor.root('Contractbericht', 'Contractbericht motorrijtuigen', [
    motor.entity('AL', { min: 1, required: ['FUNCTIE'] }),
    motor.entity('PP', {
      min: 1,
      max: 'unbounded',
      required: ['NUMMER', 'BRANCHE'],
      restrict: { NUMMER: { maxLength: 20, pattern: '[A-Z0-9]+' }, BRANCHE: { enumeration: ['020', '021', '022'] } },
      children: [
        motor.entity('VN', { children: [motor.entity('AN')] }),
        motor.entity('VT', { min: 1, required: ['KENTEKN'] }),
        motor.entity('BO', { max: 3 }),
        motor.entity('XD', { min: 1, max: 10, required: ['DEKKING'] }),
        motor.entity('PB'),
        motor.entity('CL', { max: 'unbounded' }),
        motor.entity('KN', { max: 'unbounded' }),
      ],
    }),
  ]);
  const home = new EntitySpecBuilder(catalogue);
  const homeKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Wonen' };
  const homeRoot = home.root('Contractbericht', 'Contractbericht wonen', [
    home.entity('AL', { min: 1, required: ['FUNCTIE'] }),
    home.entity('PP', {
      min: 1,
      max: 'unbounded',
      required: ['NUMMER', 'BRANCHE'],
      restrict: { BRANCHE: { enumeration: ['050', '051'] } },
      children: [
        home.entity('VN', { min: 1, children: [home.entity('AN', { min: 1 })] }),
        home.entity('AN', { min: 1, required: ['POSTCOD', 'HUISNR'] }),
        home.entity('XD', { min: 1, max: 5, codeList: { DEKKING: 'dc:DKGWON' } }),
        home.entity('PB'),
        home.entity('CL', { max: 'unbounded' }),
      ],
    }),
  ]);
  const claim = new EntitySpecBuilder(catalogue);
  const claimKey = { certificationArea: 'Schade', messageType: 'Schademelding', applicationArea: 'Motorrijtuigen' };
  const claimRoot = claim.root('Schademelding', 'Schademelding motorrijtuigen', [
    claim.entity('AL', { min: 1 }),
    claim.entity('PP', {
      min: 1,
      required: ['NUMMER'],
      children: [
        claim.entity('VN', { min: 1 }),
        claim.entity('VT'),
        claim.entity('SC', { min: 1, max: 'unbounded', required: ['DATUM'], children: [claim.entity('AN')] }),
      ],
    }),
  ]);
  return [
    { key: motorKey, spec: baselineSpec(motorKey, locations, motorRoot), xpathRuleNames: ['PremieBijBetalingstermijn', 'VerzekeringnemerBijPremiebetaling', 'EntiteitMetOmschrijving'] },
    { key: homeKey, spec: baselineSpec(homeKey, locations, homeRoot), xpathRuleNames: ['PremieBijBetalingstermijn', 'EntiteitMetOmschrijving'] },
    { key: claimKey, spec: baselineSpec(claimKey, locations, claimRoot), xpathRuleNames: ['EntiteitMetOmschrijving'] },
  ];
}

/** Every entity of the catalogue under PP, in a tree of `fanout` children per entity. */
export function largeBaseline(catalogue: GeneratedCatalogue, locations: Readonly<Record<string, string>>, fanout = 20): BaselineDefinition {
  const builder = new EntitySpecBuilder(catalogue);
  const key = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Benchmark' };
  const others = catalogue.entities.filter((entity) => entity.label !== 'AL' && entity.label !== 'PP').map((entity) => builder.entity(entity.label, { max: 'unbounded' }));
  // Heap order: entity i hangs under entity (i - fanout) / fanout; the first `fanout` under PP.
  others.forEach((entity, index) => {
    if (index >= fanout) others[Math.floor(index / fanout) - 1]?.children.push(entity);
  });
  const root = builder.root('Contractbericht', 'Contractbericht (benchmark)', [
    builder.entity('AL', { min: 1 }),
    builder.entity('PP', { min: 1, max: 'unbounded', children: others.slice(0, fanout) }),
  ]);
  return { key, spec: baselineSpec(key, locations, root), xpathRuleNames: ['EntiteitMetOmschrijving'] };
}
