import { catalogueResolverFromFiles } from '../../../afd1/catalogue/catalogue-resolver-from-files.ts';
import { parseAfd1BaselineXsd } from '../../../afd1/baseline/parse-afd1-baseline.ts';
import type { Afd1XPathRule } from '../../../afd1/certification/check-4-xpath-rules.ts';
import { generateAfd1Corpus } from '../../../afd1/corpus/generate-afd1-corpus.ts';
import type { BaselineLibrary, MaxOccurs } from '../../../model/baseline-library.ts';
import { untouchedAttribute, type AttributeChoice, type Definition, type DefinitionFunction, type Presence } from '../../definition.ts';
import type { DefinitionBusinessRule, GenerationInput } from '../generated-file.ts';

// AFD 1.0 definitions over the corpus' baselines (the demo's): the catalogue and baselines as the
// server stores them, and definitions made the way the editor makes them, by choices. The domain
// has no stored AFD 1.0 definition with choices, so these are realistic ones written here.

export const corpus = generateAfd1Corpus();
export const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);

/** The corpus' baselines: 0 motor contract, 1 home contract, 2 motor claim. */
export const BASELINES = { motor: 0, home: 1, claim: 2 } as const;

const libraries = new Map<number, BaselineLibrary>();

export function baselineXsd(index: number): string {
  const baseline = corpus.baselines[index];
  if (!baseline) throw new Error(`no baseline ${index}`);
  return baseline.xsd;
}

/** The library of a corpus baseline, parsed as an upload parses it. */
export function libraryOf(index: number): BaselineLibrary {
  const known = libraries.get(index);
  if (known) return known;
  const parsed = parseAfd1BaselineXsd({ xsd: baselineXsd(index), catalogueResolver });
  if (!parsed.ok) throw new Error(parsed.problems.map((problem) => problem.description).join(' '));
  libraries.set(index, parsed.library);
  return parsed.library;
}

/** The XPath rules selected for a corpus baseline, as certification gets them. */
export function xpathRulesOf(index: number): Afd1XPathRule[] {
  const names = corpus.baselines[index]?.xpathRuleNames ?? [];
  return corpus.xpathRules.filter((rule) => names.includes(rule.name));
}

/** The standards body's base functions (migration 0006), mutatie/prolongatie/royement inactive. */
export const baseFunctions: DefinitionFunction[] = ['offerte', 'aanvraag', 'polis', 'mutatie', 'prolongatie', 'royement'].map((name, position) => ({
  name,
  active: position < 3,
  custom: false,
}));

const functionNames = baseFunctions.map((fn) => fn.name);

/** A definition with no choice made (what 'Nieuwe definitie' stores). */
export function untouchedDefinition(index: number, name = 'Basis'): Definition {
  const key = corpus.baselines[index]?.key;
  return {
    organisation: 'Polderzeker',
    basedOn: key ? `${key.certificationArea}-${key.messageType}-${key.applicationArea}` : '',
    baselineLibraryId: `library-${index}`,
    revision: 1,
    properties: { name, definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '01-01-2026', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: 'Eerste versie.' },
    functions: baseFunctions,
    entities: {},
    attributes: {},
    compositions: {},
  };
}

/** Presence per function from a compact notation: 'VOO...' in baseFunctions' order. */
function presence(letters: string): Record<string, Presence> {
  return Object.fromEntries(functionNames.map((name, index) => [name, (letters[index] ?? 'N') as Presence]));
}

function attribute(letters: string, more: Partial<AttributeChoice> = {}): AttributeChoice {
  return { ...untouchedAttribute(), selected: true, presenceByFunction: presence(letters), ...more };
}

function entity(maxima: Partial<Record<string, MaxOccurs>> = {}) {
  return { selected: true, maxOccursByFunction: Object.fromEntries(Object.entries(maxima).filter((entry): entry is [string, MaxOccurs] => entry[1] !== undefined)) };
}

const PP = 'Contractbericht/PP';

/**
 * 'Autoverzekering Compleet' on the motor baseline: the offer leaves out the policy holder's
 * address, premium payment and clauses, allows two drivers; the application and the policy ask
 * more; option lists, code-list subsets and value bounds narrow the baseline. It obeys the
 * baseline's XPath rules (premium with a payment term; a premium payment needs the policy holder).
 */
export function motorDefinition(): Definition {
  return {
    ...untouchedDefinition(BASELINES.motor, 'Autoverzekering Compleet'),
    properties: { ...untouchedDefinition(BASELINES.motor).properties, name: 'Autoverzekering Compleet', brancheCode: '021', porCode: 'P001', definitionVersion: '002.01' },
    entities: {
      [`${PP}/VN`]: entity(),
      [`${PP}/VN/AN`]: entity({ offerte: 0 }),
      [`${PP}/BO`]: entity({ offerte: 2, aanvraag: 3 }),
      [`${PP}/PB`]: entity({ offerte: 0 }),
      [`${PP}/CL`]: entity({ offerte: 0, aanvraag: 5, polis: 'unbounded' }),
    },
    attributes: {
      'Contractbericht/AL@AL_DATUM': attribute('VVVVVV'),
      'Contractbericht/AL@AL_MAATSCH': attribute('OOVOOO', { codeListSubset: ['P001', 'P002'] }),
      [`${PP}@PP_BRANCHE`]: attribute('VVVVVV', { codeListSubset: ['021'] }),
      [`${PP}@PP_INGDAT`]: attribute('VVVVVV', { minimum: '20200101', maximum: '20991231' }),
      [`${PP}@PP_INCASSO`]: attribute('NOVVVN'),
      [`${PP}@PP_KORTPRC`]: attribute('OOOOON', { minimum: '0', maximum: '50' }),
      [`${PP}@PP_OMSCHR`]: attribute('OOONNN', { customOptionList: ['Basis', 'Uitgebreid', 'Allrisk'] }),
      [`${PP}@PP_BETTERM`]: attribute('NOVVVN', { useUpToDateCodeList: true }),
      [`${PP}/VN@VN_NAAM`]: attribute('OVVVVV'),
      [`${PP}/VN@VN_GESLACH`]: attribute('OOOOON', { codeListSubset: ['M', 'V'] }),
      [`${PP}/VN@VN_GEBDAT`]: attribute('VVVVVN'),
      [`${PP}/VN/AN@AN_POSTCOD`]: attribute('NVVVVN'),
      [`${PP}/VN/AN@AN_HUISNR`]: attribute('NVVVVN', { minimum: '1', maximum: '99999' }),
      [`${PP}/VN/AN@AN_LANDCOD`]: attribute('NOOOON', { customOptionList: ['NL', 'BE'] }),
      [`${PP}/VT@VT_BOUWJR`]: attribute('VVVVVN'),
      [`${PP}/VT@VT_ASSBED`]: attribute('OVVVVN', { minimum: '1000.00', maximum: '250000.00' }),
      [`${PP}/BO@BO_NAAM`]: attribute('VVVVVN'),
      [`${PP}/BO@BO_GEBDAT`]: attribute('OVVVVN'),
      [`${PP}/XD@XD_EIGRISC`]: attribute('OOVVVN', { customOptionList: ['0.00', '150.00', '300.00'] }),
      [`${PP}/XD@XD_DEKKING`]: attribute('VVVVVV', { codeListSubset: ['2001', '2002', '2003'] }),
      [`${PP}/PB@PB_PREMIE`]: attribute('NVVVVN', { minimum: '0.01' }),
      [`${PP}/PB@PB_BETTERM`]: attribute('NOOOON', { codeListSubset: ['1', '12'] }),
      [`${PP}/CL@CL_NUMMER`]: attribute('NVVVVN'),
    },
  };
}

/** 'Woonhuis Basis' on the home baseline: every entity, a few attributes per function. */
export function homeDefinition(): Definition {
  return {
    ...untouchedDefinition(BASELINES.home, 'Woonhuis Basis'),
    entities: { [`${PP}/PB`]: entity({ offerte: 0 }), [`${PP}/CL`]: entity({ polis: 4 }) },
    attributes: {
      [`${PP}@PP_BRANCHE`]: attribute('VVVVVV', { codeListSubset: ['050'] }),
      [`${PP}/AN@AN_PLAATS`]: attribute('VVVVVV'),
      [`${PP}/XD@XD_DEKKING`]: attribute('VVVVVV', { codeListSubset: ['5001', '5002'] }),
      [`${PP}/XD@XD_ASSBED`]: attribute('OOVVVN', { maximum: '1000000.00' }),
      [`${PP}/PB@PB_PREMIE`]: attribute('NVVVVN'),
      [`${PP}/PB@PB_BETTERM`]: attribute('NOOOON'),
    },
  };
}

/** 'Schade Auto' on the claim baseline: the driver and vehicle only where the claim needs them. */
export function claimDefinition(): Definition {
  const SC = 'Schademelding/PP';
  return {
    ...untouchedDefinition(BASELINES.claim, 'Schade Auto'),
    entities: { [`${SC}/VT`]: entity({ offerte: 0 }), [`${SC}/SC`]: entity({ offerte: 1, aanvraag: 2 }), [`${SC}/SC/AN`]: entity() },
    attributes: {
      [`${SC}/VT@VT_KENTEKN`]: attribute('VVVVVV'),
      [`${SC}/SC@SC_OMSCHR`]: attribute('OOOOOO', { customOptionList: ['Aanrijding', 'Diefstal', 'Brand'] }),
      [`${SC}/SC/AN@AN_PLAATS`]: attribute('OVVVVV'),
    },
  };
}

/** Business rules as the verbandscontroles screen stores them for AFD 1.0 (XPath 2.0, no message). */
export const motorBusinessRules: DefinitionBusinessRule[] = [
  { name: 'BR1', expression: 'if (fn:exists(//PP/PB)) then fn:exists(//PP/VN) else true()', message: '' },
  { name: 'BR2', expression: "if (//PP/PP_INCASSO = 'J') then fn:exists(//PP/PB/PB_PREMIE) else true()", message: '' },
];

/** The generation input of one function, as the server builds it. */
export function generationInput(definition: Definition, index: number, functionName: string, businessRules: readonly DefinitionBusinessRule[] = []): GenerationInput {
  return { definition, library: libraryOf(index), baselineDocument: baselineXsd(index), functionName, businessRules, catalogueXsdFiles: corpus.catalogueFiles };
}
