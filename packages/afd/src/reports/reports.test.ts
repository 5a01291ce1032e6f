import { describe, expect, it } from 'vitest';
import { untouchedAttribute, untouchedEntity } from '../authoring/definition.ts';
import type { BaselineLibrary } from '../model/baseline-library.ts';
import type { Catalogue } from '../model/catalogue.ts';
import { certifiedDefinitionsReport, type CertifiedSchemaRecord } from './certified-definitions-report.ts';
import { matchesPathFilter } from './definition-path.ts';
import { elementUsageReport, elementUsesOf } from './element-usage-report.ts';
import { definitionStatus, nvgaWasactieStatusReport } from './nvga-wasactie-status-report.ts';
import { reportFileName } from './report-content.ts';

const attribute = (path: string, name: string, facets = {}) => ({
  id: path,
  path,
  name,
  description: name,
  format: null,
  dataType: { type: 'string' as const, isArray: false },
  codeList: null,
  facets,
  arrayFacets: null,
  required: false,
});

const library = (maxLength: number): BaselineLibrary => ({
  afdVersion: 2,
  jsonSchemaDraft: '2020-12',
  targetNamespace: null,
  codeLists: [],
  roots: [
    {
      id: 'p',
      path: 'Polis',
      name: 'Polis',
      entityTypeName: null,
      description: 'Polis',
      minOccurs: 1,
      maxOccurs: 1,
      attributes: [attribute('Polis@nummer', 'nummer', { maxLength })],
      children: [
        { id: 'o', path: 'Polis/Object', name: 'Object', entityTypeName: null, description: 'Object', minOccurs: 0, maxOccurs: 3, attributes: [attribute('Polis/Object@merk', 'merk')], children: [] },
      ],
    },
  ],
});

const chooseNumber = (maxLength: number) => ({
  entities: { Polis: { ...untouchedEntity(), selected: true } },
  attributes: { 'Polis@nummer': { ...untouchedAttribute(), selected: true, facets: { maxLength } } },
  compositions: {},
});

const certified = (name: string, overrides: Partial<CertifiedSchemaRecord> = {}): CertifiedSchemaRecord => ({
  organisation: 'Polderzeker',
  baseline: 'Schade-Contractbericht-Particulier',
  name,
  version: 1,
  origin: 'upload',
  isPublished: true,
  isDownloadable: false,
  publishDate: '2026-03-01T09:30:00Z',
  certifiedAt: '2026-03-01T09:00:00Z',
  stillCertifies: true,
  findings: [],
  ...overrides,
});

describe('the path filter', () => {
  it('keeps a path that starts with the filter, ignoring case and surrounding spaces; an empty filter keeps all', () => {
    expect(matchesPathFilter('Polderzeker/Schade-X/Auto', ' polderzeker/schade')).toBe(true);
    expect(matchesPathFilter('Polderzeker/Schade-X/Auto', 'Dijkstra')).toBe(false);
    expect(matchesPathFilter('Polderzeker/Schade-X/Auto', '')).toBe(true);
    expect(matchesPathFilter('Polderzeker/Schade-X/Auto', null)).toBe(true);
  });
});

describe('CertifiedAfdDefinitionsReport', () => {
  it('lists every certified schema in the filter with its publication data, in Dutch order, and counts those that no longer certify', () => {
    const report = certifiedDefinitionsReport(
      [
        certified('Woning', { stillCertifies: false, findings: ['Element PP_X is onbekend'] }),
        certified('auto', { origin: 'definition', isPublished: false, publishDate: null }),
        certified('Elders', { organisation: 'Dijkstra' }),
        certified('Oud', { stillCertifies: null, findings: ['AFD 2.0 wordt niet opnieuw gecertificeerd'] }),
      ],
      'polderzeker/',
    );
    expect(report.schemaCount).toBe(3);
    expect(report.failureCount).toBe(1);
    const [table] = report.tables;
    expect(table?.rows.map((row) => row[3])).toEqual(['auto', 'Oud', 'Woning']);
    expect(table?.rows[0]).toEqual([
      'Polderzeker/Schade-Contractbericht-Particulier/auto', 'Polderzeker', 'Schade-Contractbericht-Particulier', 'auto', 1, 'Definitie', 'Nee', 'Nee', null, '01-03-2026 10:00', 'Ja', null,
    ]);
    expect(table?.rows[1]?.[10]).toBe('Niet gecontroleerd');
    expect(table?.rows[2]?.slice(8)).toEqual(['01-03-2026 10:30', '01-03-2026 10:00', 'Nee', 'Element PP_X is onbekend']);
  });
});

describe('NvgaWasactieStatusReport', () => {
  const latest = { id: 'new', library: library(10) };

  it('says a definition on the newest library whose choices fit it is on the latest library and certifies', () => {
    expect(definitionStatus({ organisation: 'O', baseline: 'B', name: 'N', libraryId: 'new', latest, choices: chooseNumber(8) })).toEqual({
      path: 'O/B/N', afdVersion: 2, onLatestLibrary: true, certifiesAgainstLatest: true, findings: [],
    });
  });

  it('says a definition on an older library whose facet no longer narrows the newest one does not certify, and why', () => {
    const status = definitionStatus({ organisation: 'O', baseline: 'B', name: 'N', libraryId: 'old', latest, choices: chooseNumber(12) });
    expect(status).toMatchObject({ onLatestLibrary: false, certifiesAgainstLatest: false });
    expect(status.findings).toHaveLength(1);
    expect(status.findings[0]).toContain('Polis@nummer');
  });

  it('counts the definitions that do not certify against the newest library as failures', () => {
    const statuses = [
      definitionStatus({ organisation: 'O', baseline: 'B', name: 'Goed', libraryId: 'old', latest, choices: chooseNumber(8) }),
      definitionStatus({ organisation: 'O', baseline: 'B', name: 'Fout', libraryId: 'old', latest, choices: chooseNumber(12) }),
      definitionStatus({ organisation: 'O', baseline: 'B', name: 'Zonder', libraryId: null, latest: null, choices: chooseNumber(1) }),
    ];
    const report = nvgaWasactieStatusReport(statuses);
    expect(report).toMatchObject({ schemaCount: 3, failureCount: 2 });
    expect(report.tables[0]?.rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      ['O/B/Fout', 'Nee', 'Nee'],
      ['O/B/Goed', 'Nee', 'Ja'],
      ['O/B/Zonder', 'Nee', 'Nee'],
    ]);
  });
});

describe('StudioAfdElementUsageReport', () => {
  const catalogue: Catalogue = {
    version: '1',
    sources: { afd1Xsd: false, afd2Json: true },
    entities: [
      { name: 'Polis', description: 'De polis', entityTypes: [{ name: 'Polis', description: '', attributes: [{ name: 'nummer', description: 'Polisnummer', format: null, dataType: null, codeList: null }] }] },
      { name: 'Object', description: 'Het object', entityTypes: [{ name: 'Object', description: '', attributes: [{ name: 'merk', description: 'Merk', format: null, dataType: null, codeList: null }] }] },
    ],
    codeLists: [],
    formats: {},
  } as Catalogue;

  it('names the elements a definition selects by their library nodes', () => {
    expect(elementUsesOf(library(10), chooseNumber(8))).toEqual([
      { element: 'Polis', kind: 'Entiteit' },
      { element: 'Polis.nummer', kind: 'Attribuut' },
    ]);
  });

  it('lists per catalogue element the definitions that use it, unused ones with 0, and counts definitions without a library as failures', () => {
    const uses = elementUsesOf(library(10), chooseNumber(8));
    const report = elementUsageReport(catalogue, [
      { path: 'O/B/Twee', uses },
      { path: 'O/B/Een', uses },
      { path: 'O/B/Weg', uses: null },
    ]);
    expect(report).toMatchObject({ schemaCount: 3, failureCount: 1 });
    expect(report.tables[0]?.rows.map((row) => [row[0], row[1], row[3], row[4]])).toEqual([
      ['Object', 'Entiteit', 0, null],
      ['Object.merk', 'Attribuut', 0, null],
      ['Polis', 'Entiteit', 2, 'O/B/Een\nO/B/Twee'],
      ['Polis.nummer', 'Attribuut', 2, 'O/B/Een\nO/B/Twee'],
    ]);
  });
});

describe('report file names', () => {
  it('name the report and the moment on the Dutch clock', () => {
    expect(reportFileName('NvgaWasactieStatusReport', new Date('2026-07-01T12:30:05Z'))).toBe('NvgaWasactieStatusReport-20260701-143005.xlsx');
  });
});
