import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { nodeId } from '../../model/node-id.ts';
import { testAttribute } from '../../model/baseline-library.testing.ts';
import { untouchedAttribute, type Definition } from '../definition.ts';
import { definitionTable } from '../export/definition-rows.ts';
import { mergedTree } from '../merged-tree.ts';
import { importDefinitionTable } from './definition-table-import.ts';
import { importTexts } from './import-texts.ts';

// The XLSX/CSV import reads what 'Exporteer CSV' writes: the round trip keeps the definition, and a
// table that is wrong anywhere changes nothing and says where.

const attribute = (path: string, extra: Partial<BaselineAttribute> = {}) => testAttribute(path, { description: path, ...extra });
const entity = (path: string, extra: Partial<BaselineEntityNode> = {}): BaselineEntityNode => ({
  id: nodeId(path),
  path,
  name: path.split('/').pop() as string,
  entityTypeName: null,
  description: path,
  minOccurs: 0,
  maxOccurs: 1,
  attributes: [],
  children: [],
  ...extra,
});

const afd1: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: 'urn:test',
  codeLists: [{ name: 'ADNBRA', description: 'Branche', values: [{ code: '021', label: 'Auto' }, { code: '060', label: 'Reis' }, { code: '070', label: 'Woonhuis' }] }],
  roots: [
    entity('PP', {
      minOccurs: 1,
      attributes: [
        attribute('PP@PP_NUMMER', { required: true }),
        attribute('PP@PP_NAAM'),
        attribute('PP@PP_BRANCHE', { format: 'AN..3', facets: { maxLength: 3 }, codeList: { name: 'ADNBRA', values: null } }),
        attribute('PP@PP_PREMIE', { format: 'N..9', facets: {} }),
      ],
      children: [entity('PP/VP', { maxOccurs: 5, attributes: [attribute('PP/VP@VP_NAAM'), attribute('PP/VP@VP_OMS')] }), entity('PP/AL', { attributes: [attribute('PP/AL@AL_REG')] })],
    }),
  ],
};

const definition: Definition = {
  organisation: 'Polderzeker',
  basedOn: 'Schade-Contractbericht-Particulier',
  baselineLibraryId: 'lib-1',
  revision: 4,
  properties: { name: 'Reis', definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: '' },
  functions: [
    { name: 'offerte', active: true, custom: false },
    { name: 'mutatie', active: true, custom: true },
  ],
  entities: { 'PP/VP': { selected: true, maxOccursByFunction: { offerte: 3, mutatie: 0 } }, 'PP/AL': { selected: true, maxOccursByFunction: {} } },
  attributes: {
    'PP@PP_NAAM': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O', mutatie: 'V' }, customOptionList: ['A, B', 'C'], helpText: 'Eigen hulp' },
    'PP@PP_BRANCHE': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'V' }, codeListSubset: ['021', '060'] },
    'PP@PP_PREMIE': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O' }, minimum: '10', maximum: '500' },
    'PP/VP@VP_NAAM': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O', mutatie: 'O' } },
  },
  compositions: {},
};

const functionNames = definition.functions.map((fn) => fn.name);
const tableOf = (candidate: Definition) => definitionTable(mergedTree(afd1, candidate), functionNames);

describe('importing the definition table', () => {
  it('reads back exactly what the export wrote: the same table, help texts and entity maxima kept', () => {
    const exported = tableOf(definition);
    const imported = importDefinitionTable(exported, afd1, definition);
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    if (!imported.ok) return;
    const after: Definition = { ...definition, entities: imported.entities, attributes: imported.attributes };
    expect(tableOf(after)).toEqual(exported);
    expect(after.attributes['PP@PP_NAAM']?.helpText).toBe('Eigen hulp');
    expect(after.attributes['PP@PP_NAAM']?.customOptionList).toEqual(['A, B', 'C']);
    expect(after.entities['PP/VP']).toEqual({ selected: true, maxOccursByFunction: { offerte: 3, mutatie: 0 } });
    // AL had no attribute in the table: it is no longer in the definition.
    expect(after.entities['PP/AL']?.selected).toBe(false);
    expect(imported.report.at(-1)).toBe(importTexts.summary(5));
  });

  it('takes over a change made in the spreadsheet: a new attribute, another presence, a narrower subset', () => {
    const { header, rows } = tableOf(definition);
    const edited = rows.map((row) => (row[0] === 'PP@PP_BRANCHE' ? [...row.slice(0, 5), 'subset=060', 'O', 'N'] : [...row]));
    edited.push(['PP/AL@AL_REG', 'AL', 'AL_REG', 'AN..35', '', 'maximum=ZZZ', 'O', 'O']);
    const imported = importDefinitionTable({ header, rows: edited }, afd1, definition);
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    if (!imported.ok) return;
    expect(imported.attributes['PP@PP_BRANCHE']).toMatchObject({ codeListSubset: ['060'], presenceByFunction: { offerte: 'O', mutatie: 'N' } });
    expect(imported.attributes['PP/AL@AL_REG']).toMatchObject({ selected: true, maximum: 'ZZZ' });
    expect(imported.entities['PP/AL']?.selected).toBe(true);
  });

  it('names every cell it does not carry — a narrower Formaat/type, another Codelijst, a Beperking on an entity row — counts them, and still imports (issue 27)', () => {
    const { header, rows } = tableOf(definition);
    const edited = rows.map((row) => {
      if (row[0] === 'PP@PP_NAAM') return [...row.slice(0, 3), 'AN..20', ...row.slice(4)];
      if (row[0] === 'PP@PP_BRANCHE') return [...row.slice(0, 4), 'ADNLND', ...row.slice(5)];
      if (row[0] === 'PP/VP') return [...row.slice(0, 5), 'maxLength=10', ...row.slice(6)];
      return [...row];
    });
    const at = (path: string) => edited.findIndex((row) => row[0] === path) + 2;
    const imported = importDefinitionTable({ header, rows: edited }, afd1, definition);
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    expect(new Set(imported.report.filter((line) => line.startsWith('Waarschuwing')))).toEqual(new Set([
      importTexts.entityRestrictionNotCarried(at('PP/VP'), 'PP/VP', 'maxLength=10'),
      importTexts.cellNotCarried(at('PP@PP_NAAM'), 'Formaat/type', 'AN..20', 'AN..35'),
      importTexts.cellNotCarried(at('PP@PP_BRANCHE'), 'Codelijst', 'ADNLND', 'ADNBRA'),
    ]));
    expect(imported.report.at(-1)).toBe('5 attributen ingelezen; 3 beperkingen niet overgenomen (zie de waarschuwingen); de definitie is bijgewerkt.');
  });

  it('refuses a table without the export’s columns, or with a function the definition lacks', () => {
    const { header, rows } = tableOf(definition);
    expect(importDefinitionTable({ header: ['Path', ...header.slice(1)], rows }, afd1, definition)).toEqual({
      ok: false,
      report: [importTexts.missingColumns(['Pad', 'Entiteit', 'Attribuut', 'Formaat/type', 'Codelijst', 'Beperking']), importTexts.failed(1)],
    });
    const unknown = importDefinitionTable({ header: [...header, 'royement'], rows }, afd1, definition);
    expect(unknown).toMatchObject({ ok: false, report: [importTexts.unknownFunction('royement'), importTexts.failed(1)] });
  });

  it('names every bad row — unknown path, entity path, duplicate, bad presence, required not V, unknown restriction, widening — and takes nothing', () => {
    const { header } = tableOf(definition);
    const rows = [
      ['PP@PP_NUMMER', 'PP', 'PP_NUMMER', 'AN..35', '', '', 'O', 'V'],
      ['PP@BESTAAT_NIET', 'PP', 'X', '', '', '', 'O', 'O'],
      ['PP/GEEN', 'GEEN', '', '', '', '', 'O', 'O'],
      ['PP/VP@VP_NAAM', 'VP', 'VP_NAAM', '', '', '', 'X', 'O'],
      ['PP/VP@VP_NAAM', 'VP', 'VP_NAAM', '', '', '', 'O', 'O'],
      ['PP/VP@VP_OMS', 'VP', 'VP_OMS', '', '', 'kleur=rood, maxLength=veel', 'O', 'O'],
      ['PP@PP_BRANCHE', 'PP', 'PP_BRANCHE', '', 'ADNBRA', 'subset=021|999', 'O', 'O'],
    ];
    const imported = importDefinitionTable({ header, rows }, afd1, definition);
    expect(imported.ok).toBe(false);
    expect(imported.report.slice(0, 7)).toEqual([
      importTexts.requiredNotV(2, 'PP@PP_NUMMER', 'offerte'),
      importTexts.unknownPath(3, 'PP@BESTAAT_NIET'),
      importTexts.notAnAttribute(4, 'PP/GEEN'),
      importTexts.badPresence(5, 'offerte', 'X'),
      importTexts.duplicatePath(6, 'PP/VP@VP_NAAM'),
      importTexts.badRestriction(7, 'kleur=rood'),
      importTexts.badNumber(7, 'maxLength', 'veel'),
    ]);
    expect(imported.report.at(-1)).toBe(importTexts.failed(7));
  });

  it('checks the imported choices with the save’s rules: a subset value outside the code list is refused', () => {
    const { header } = tableOf(definition);
    const imported = importDefinitionTable({ header, rows: [['PP@PP_BRANCHE', 'PP', 'PP_BRANCHE', 'AN..3', 'ADNBRA', 'subset=021|999', 'O', 'O']] }, afd1, definition);
    expect(imported.ok).toBe(false);
    expect(imported.report[0]).toMatch(/^PP@PP_BRANCHE: .*999/);
  });

  it('refuses an empty table', () => {
    expect(importDefinitionTable({ header: tableOf(definition).header, rows: [] }, afd1, definition)).toEqual({ ok: false, report: [importTexts.noRows, importTexts.failed(1)] });
  });
});

describe('entity presence in the definition table (ADR 0056)', () => {
  const mandatory: Definition = { ...definition, entities: { ...definition.entities, 'PP/VP': { selected: true, maxOccursByFunction: { offerte: 3, mutatie: 0 }, minOccursByFunction: { offerte: 2 } } } };

  it('writes a row per entity with counts of its own, before its attributes, and none for a definition without them', () => {
    const { rows } = tableOf(mandatory);
    expect(rows.find((row) => row[0] === 'PP/VP')).toEqual(['PP/VP', 'VP', '', '', '', '', 'V 2..3', 'N']);
    expect(rows.findIndex((row) => row[0] === 'PP/VP')).toBe(rows.findIndex((row) => row[0]?.startsWith('PP/VP@')) - 1);
    const plain: Definition = { ...definition, entities: { 'PP/AL': { selected: true, maxOccursByFunction: {} } } };
    expect(tableOf(plain).rows.every((row) => row[0]?.includes('@'))).toBe(true);
  });

  it('reads back exactly what the export wrote, minimum included', () => {
    const imported = importDefinitionTable(tableOf(mandatory), afd1, definition);
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    if (!imported.ok) return;
    expect(imported.entities['PP/VP']).toEqual(mandatory.entities['PP/VP']);
    expect(tableOf({ ...definition, entities: imported.entities, attributes: imported.attributes })).toEqual(tableOf(mandatory));
  });

  it('takes V, O or N with or without counts from the spreadsheet; an entity without a row then takes the baseline counts', () => {
    const { header, rows } = tableOf(mandatory);
    const edited = [...rows.filter((row) => row[0] !== 'PP/VP'), ['PP/VP', 'VP', '', '', '', '', 'O', 'V'], ['PP/AL', 'AL', '', '', '', '', 'V 1..1', 'N']];
    const imported = importDefinitionTable({ header, rows: edited }, afd1, { ...mandatory, entities: { ...mandatory.entities, 'PP/AL': { selected: true, maxOccursByFunction: { mutatie: 1 } } } });
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    if (!imported.ok) return;
    expect(imported.entities['PP/VP']).toEqual({ selected: true, maxOccursByFunction: {}, minOccursByFunction: { mutatie: 1 } });
    expect(imported.entities['PP/AL']).toEqual({ selected: true, maxOccursByFunction: { mutatie: 0 }, minOccursByFunction: { offerte: 1 } });
    expect(imported.report).toContain(importTexts.readEntity(edited.length + 1, 'PP/AL'));
  });

  it('imports an older table without entity rows as before: every entity keeps its counts', () => {
    const { header, rows } = tableOf(definition);
    const older = rows.filter((row) => row[0]?.includes('@'));
    const imported = importDefinitionTable({ header, rows: older }, afd1, mandatory);
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    if (!imported.ok) return;
    expect(imported.entities['PP/VP']).toEqual(mandatory.entities['PP/VP']);
  });

  it('refuses an entity cell that is not V, O or N with counts, counts that contradict the letter, a required entity not V, and then a minimum above the maximum', () => {
    const { header, rows } = tableOf(definition);
    const attributes = rows.filter((row) => row[0]?.includes('@'));
    const imported = importDefinitionTable(
      { header, rows: [...attributes, ['PP/VP', 'VP', '', '', '', '', 'V 0..3', 'ja'], ['PP', 'PP', '', '', '', '', 'O', 'V']] },
      afd1,
      definition,
    );
    expect(imported.ok).toBe(false);
    const row = attributes.length + 2;
    expect(imported.report).toEqual([
      importTexts.badEntityPresence(row, 'offerte', 'V 0..3'),
      importTexts.badEntityPresence(row, 'mutatie', 'ja'),
      importTexts.requiredEntityNotV(row + 1, 'PP', 'offerte'),
      importTexts.failed(3),
    ]);
    const aboveMaximum = importDefinitionTable({ header, rows: [...attributes, ['PP/VP', 'VP', '', '', '', '', 'V 4..3', 'O']] }, afd1, definition);
    expect(aboveMaximum.report[0]).toMatch(/^PP\/VP: Het minimum aantal bij functie 'offerte' \(4\) is hoger dan het maximum aantal \(3\)\.$/);
  });
});
