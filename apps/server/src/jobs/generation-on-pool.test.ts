import { generateFunctionSchemaSet, synchroniseChoices, type BaselineLibrary, type GenerationInput } from '@afd/afd';
import { generateAfd1Corpus } from '@afd/afd/demo';
import { catalogueResolverFromFiles, parseAfd1BaselineXsd } from '@afd/afd';
import { afterAll, describe, expect, it } from 'vitest';
import { CertificationPool } from './certification-pool.ts';
import { isLargeLibrary, largeLibraryAttributes } from './large-library.ts';

// Generation and synchronisation as worker tasks (issue 13: large ones never block other
// requests): a worker answers what the same call answers in place.

const corpus = generateAfd1Corpus();
const parsed = parseAfd1BaselineXsd({ xsd: corpus.baselines[0]?.xsd ?? '', catalogueResolver: catalogueResolverFromFiles(corpus.catalogueFiles) });
if (!parsed.ok) throw new Error('corpus baseline does not parse');
const library = parsed.library;
const root = library.roots[0];
const input: GenerationInput = {
  definition: {
    organisation: 'Polderzeker',
    basedOn: 'Schade-Contractbericht-Particulier',
    baselineLibraryId: 'lib',
    revision: 1,
    properties: { name: 'Reis', definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: '' },
    functions: [{ name: 'offerte', active: true, custom: false }],
    entities: {},
    attributes: {},
    compositions: {},
  },
  library,
  baselineDocument: corpus.baselines[0]?.xsd ?? '',
  functionName: 'offerte',
  businessRules: [],
  catalogueXsdFiles: corpus.catalogueFiles,
};

describe('generation and synchronisation on the worker pool', () => {
  const pool = new CertificationPool({ size: 1 });
  afterAll(() => pool.close());

  it('generates in a worker exactly what generation gives in place', async () => {
    expect(pool.size).toBe(1);
    expect(await pool.perform('generate', input)).toEqual(generateFunctionSchemaSet(input));
  });

  it('synchronises in a worker exactly what synchronisation gives in place', async () => {
    const choices = { entities: { [root?.children[0]?.path ?? '']: { selected: true, maxOccursByFunction: {} } }, attributes: {}, compositions: {} };
    expect(await pool.perform('synchronise', { library, choices })).toEqual(synchroniseChoices(library, choices));
  });

  it(`sends a library to a worker only above ${largeLibraryAttributes} attributes`, () => {
    const attributes = (count: number) => Array.from({ length: count }, (_, index) => ({ ...root!.attributes[0]!, path: `X@A${index}` }));
    const sized = (count: number): BaselineLibrary => ({ ...library, roots: [{ ...root!, attributes: attributes(count), children: [] }] });
    expect(isLargeLibrary(sized(largeLibraryAttributes))).toBe(false);
    expect(isLargeLibrary(sized(largeLibraryAttributes + 1))).toBe(true);
  });
});
