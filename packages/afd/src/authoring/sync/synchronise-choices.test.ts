import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineLibrary } from '../../model/baseline-library.ts';
import { testAttribute, testEntity as entity } from '../../model/baseline-library.testing.ts';
import { untouchedAttribute } from '../definition.ts';
import { synchroniseChoices } from './synchronise-choices.ts';

// Synchronisation keeps every choice the newer library still allows, drops what lost its path,
// and clips what is no longer inside the new baseline, each with a warning (issue 13, point 3).

const attribute = (path: string, extra: Partial<BaselineAttribute> = {}) => testAttribute(path, { description: '', ...extra });

const codeLists = (codes: string[]) => [{ name: 'ADNBRA', description: 'Branche', values: codes.map((code) => ({ code, label: code })) }];

function library(version: 'old' | 'new'): BaselineLibrary {
  const old = version === 'old';
  return {
    afdVersion: 1,
    jsonSchemaDraft: null,
    targetNamespace: null,
    codeLists: codeLists(old ? ['020', '021', '030'] : ['020', '030']),
    roots: [
      entity('PP', {
        minOccurs: 1,
        maxOccurs: 1,
        attributes: [
          attribute('PP@NAAM', { facets: { maxLength: old ? 35 : 20 } }),
          attribute('PP@BRANCHE', { format: 'AN..3', codeList: { name: 'ADNBRA', values: null } }),
          ...(old ? [attribute('PP@OUD')] : []),
          attribute('PP@BEDRAG', { format: 'N..9' }),
        ],
        children: [entity('PP/AL', { maxOccurs: old ? 5 : 3 })],
      }),
    ],
  };
}

const choices = {
  entities: { 'PP/AL': { selected: true, maxOccursByFunction: { offerte: 2 } } },
  attributes: {
    'PP@NAAM': { ...untouchedAttribute(), selected: true, facets: { maxLength: 30 }, helpText: 'Eigen' },
    'PP@BRANCHE': { ...untouchedAttribute(), selected: true, codeListSubset: ['020', '021'] },
    'PP@OUD': { ...untouchedAttribute(), selected: true },
    'PP@BEDRAG': { ...untouchedAttribute(), selected: true, presenceByFunction: { offerte: 'O' as const }, minimum: '10', customOptionList: ['10', '20'] },
  },
  compositions: {},
};

describe('synchroniseChoices', () => {
  it('warns about a dropped attribute, a withdrawn code value and a narrowed facet, and keeps every other choice', () => {
    const result = synchroniseChoices(library('new'), choices);
    expect(result.warnings).toEqual([
      "Aangepast: attribuut PP@BRANCHE: code '021' staat niet meer in codelijst ADNBRA en is uit de subset gehaald.",
      'Aangepast: attribuut PP@NAAM: maxLength 30 ligt niet meer binnen de baseline; de waarde van de baseline geldt.',
      'Vervallen: attribuut PP@OUD bestaat niet meer in de nieuwe baseline library; de keuzes ervoor vervallen.',
    ]);
    expect(result.choices.attributes['PP@BRANCHE']?.codeListSubset).toEqual(['020']);
    expect(result.choices.attributes['PP@NAAM']).toEqual({ ...choices.attributes['PP@NAAM'], facets: {} });
    expect(result.choices.attributes).not.toHaveProperty('PP@OUD');
    expect(result.choices.attributes['PP@BEDRAG']).toEqual(choices.attributes['PP@BEDRAG']);
    expect(result.choices.entities['PP/AL']).toEqual(choices.entities['PP/AL']);
    expect(result.report).toContain('Behouden: attribuut PP@BEDRAG.');
    expect(result.report.slice(-3)).toEqual(result.warnings);
  });

  it('clips a function maximum above the new baseline one', () => {
    const result = synchroniseChoices(library('new'), { ...choices, entities: { 'PP/AL': { selected: true, maxOccursByFunction: { offerte: 4, polis: 1 } } } });
    expect(result.warnings).toContain("Aangepast: entiteit PP/AL, functie 'offerte': maximum 4 is teruggebracht tot 3 (de nieuwe baseline).");
    expect(result.choices.entities['PP/AL']?.maxOccursByFunction).toEqual({ polis: 1 });
  });

  it('keeps an own minimum (ADR 0056) inside the new baseline, clips one above the new maximum, and a stored choice without minimums stays without', () => {
    const result = synchroniseChoices(library('new'), { ...choices, entities: { 'PP/AL': { selected: true, maxOccursByFunction: { polis: 1 }, minOccursByFunction: { offerte: 4, polis: 1, aanvraag: 2 } } } });
    expect(result.warnings).toContain("Aangepast: entiteit PP/AL, functie 'offerte': minimum 4 is teruggebracht tot 3 (het maximum).");
    expect(result.choices.entities['PP/AL']).toEqual({ selected: true, maxOccursByFunction: { polis: 1 }, minOccursByFunction: { offerte: 3, polis: 1, aanvraag: 2 } });
    expect(synchroniseChoices(library('new'), choices).choices.entities['PP/AL']).not.toHaveProperty('minOccursByFunction');
  });

  it('gives no warnings when the newer library allows everything', () => {
    const result = synchroniseChoices(library('old'), choices);
    expect(result.warnings).toEqual([]);
    expect(result.choices).toEqual(choices);
  });
});
