import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { parseAfd1BaselineXsd } from '../baseline/parse-afd1-baseline.ts';
import { catalogueResolverFromFiles } from '../catalogue/catalogue-resolver-from-files.ts';
import { parseAfd1Catalogue } from '../catalogue/parse-afd1-catalogue.ts';
import { certifyXsd } from '../certification/certify-xsd.ts';
import { catalogueZip } from './catalogue-zip.ts';
import { generateAfd1Corpus } from './generate-afd1-corpus.ts';

const corpus = generateAfd1Corpus();
const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);

function library(xsd: string): BaselineLibrary {
  const parsed = parseAfd1BaselineXsd({ xsd, catalogueResolver });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.library;
}

describe('generateAfd1Corpus', () => {
  it('is deterministic: the same seed gives identical bytes, another seed another large catalogue', () => {
    expect(JSON.stringify(generateAfd1Corpus())).toBe(JSON.stringify(corpus));
    expect(catalogueZip(corpus.catalogueFiles)).toEqual(catalogueZip(generateAfd1Corpus().catalogueFiles));
    const size = { entities: 40, attributesPerEntity: 15 };
    expect(JSON.stringify(generateAfd1Corpus({ seed: 7, ...size }))).toBe(JSON.stringify(generateAfd1Corpus({ seed: 7, ...size })));
    expect(generateAfd1Corpus({ seed: 8, ...size }).catalogueFiles).not.toEqual(generateAfd1Corpus({ seed: 7, ...size }).catalogueFiles);
  });

  it('holds the catalogue XSD set, three baselines and organisation schemas of every kind', () => {
    expect(Object.keys(corpus.catalogueFiles)).toEqual([
      'formaten_20260201.xsd', 'codelist_20260201.xsd', 'attributen_20260201.xsd', 'entiteiten_20260201.xsd', 'dekkingcodesgroup_20260201.xsd', 'Contractberichtstructuur_20260201.xsd',
    ]);
    expect(corpus.baselines.map((baseline) => Object.values(baseline.key).join('/'))).toEqual(['Schade/Contractbericht/Motorrijtuigen', 'Schade/Contractbericht/Wonen', 'Schade/Schademelding/Motorrijtuigen']);
    const kinds = corpus.organisationSchemas.map((schema) => (typeof schema.expectation === 'string' ? schema.expectation : schema.expectation.invalid.join()));
    expect(new Set(kinds)).toEqual(new Set(['valid', 'manual', 'xml-schema', 'afd-components', 'baseline-restriction', 'xpath-rules']));
    expect(corpus.organisationSchemas[0]?.name).toBe('020-P001-Autopolis-001.00-Aanvraag');
  });

  it('zips the catalogue for the upload screen, and the ZIP parses as the catalogue', () => {
    const entries = unzipSync(catalogueZip(corpus.catalogueFiles));
    expect(Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual(corpus.catalogueFiles);
    expect(parseAfd1Catalogue(entries)).toMatchObject({ ok: true, catalogue: { version: '20260201' } });
  });

  // The corpus' own contract: every organisation schema gets exactly the verdict it was made for.
  describe('contract: certifyXsd gives each organisation schema its expected verdict', () => {
    const libraries = corpus.baselines.map((baseline) => library(baseline.xsd));
    it.each(corpus.organisationSchemas.map((schema) => [schema.name, schema] as const))('%s', (_name, schema) => {
      const baseline = corpus.baselines[schema.baseline];
      const result = certifyXsd({
        xsd: schema.xsd,
        fileName: `${schema.name}.xsd`,
        baseline: libraries[schema.baseline] ?? libraries[0]!,
        baselineXsd: baseline?.xsd,
        catalogueResolver,
        xpathRules: corpus.xpathRules.filter((rule) => baseline?.xpathRuleNames.includes(rule.name)),
      });
      if (schema.expectation === 'valid') expect(result).toEqual({ messages: [], manualValidation: false, failedChecks: [] });
      else if (schema.expectation === 'manual') expect(result).toMatchObject({ manualValidation: true, failedChecks: [] });
      else expect(result).toMatchObject({ manualValidation: false, failedChecks: schema.expectation.invalid });
    });
  });
});

describe('generateAfd1Corpus at benchmark size', () => {
  it('makes 2,000 entities with 30,000 attributes, and a baseline holding them all', { timeout: 120_000 }, () => {
    const large = generateAfd1Corpus({ entities: 2000, attributesPerEntity: 15 });
    const parsed = parseAfd1Catalogue(large.catalogueFiles);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.catalogue.entities).toHaveLength(2000);
    expect(parsed.catalogue.entities.reduce((count, entity) => count + (entity.entityTypes[0]?.attributes.length ?? 0), 0)).toBe(30_000);
    const benchmark = large.baselines[3];
    expect(benchmark?.key.applicationArea).toBe('Benchmark');
    const parsedBaseline = parseAfd1BaselineXsd({ xsd: benchmark?.xsd ?? '', catalogueResolver: catalogueResolverFromFiles(large.catalogueFiles) });
    if (!parsedBaseline.ok) throw new Error(JSON.stringify(parsedBaseline.problems));
    const tree = parsedBaseline.library;
    const counts = { entities: 0, attributes: 0 };
    const walk = (node: BaselineLibrary['roots'][number]): void => {
      counts.entities += 1;
      counts.attributes += node.attributes.length;
      node.children.forEach(walk);
    };
    tree.roots.forEach(walk);
    // The root element plus every catalogue entity once.
    expect(counts).toEqual({ entities: 2001, attributes: 30_000 });
  });
});
