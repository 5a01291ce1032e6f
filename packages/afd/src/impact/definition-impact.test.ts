import { describe, expect, it } from 'vitest';
import { untouchedAttribute } from '../authoring/definition.ts';
import { syncTexts } from '../authoring/sync/sync-texts.ts';
import { definitionImpact } from './definition-impact.ts';
import { smallLibrary } from './impact.fixture.ts';

// Which of a definition's choices a new library would drop or clip: synchronisation's own warnings,
// without those the definition already gets on the library it is compared from.

const definition = {
  entities: { 'PP/AL': { selected: true, maxOccursByFunction: { offerte: 5, polis: 1 } } },
  attributes: {
    'PP@X': { ...untouchedAttribute(), selected: true, codeListSubset: ['01', '02'] },
    // Already gone from the old library: not the new library's doing.
    'PP@WEG': { ...untouchedAttribute(), selected: true },
  },
  compositions: {},
};
const before = smallLibrary({ x: { codeList: { name: 'ADNBRA', values: null } } });

describe('definitionImpact', () => {
  it('lists the choices the new library clips, not those already lost on the old one', () => {
    const after = smallLibrary({ x: { codeList: { name: 'ADNBRA', values: null } }, al: { maxOccurs: 3 }, codes: ['01', '03'] });
    expect(definitionImpact(definition, before, after)).toEqual([
      syncTexts.maxClipped('PP/AL', 'offerte', '5', '3'),
      syncTexts.codeWithdrawn('PP@X', '02', 'ADNBRA'),
    ]);
  });

  it('lists a choice whose path the new library drops', () => {
    const after = smallLibrary({ x: { codeList: { name: 'ADNBRA', values: null } }, extraCodeList: true });
    after.roots[0]?.children.splice(0, 1);
    expect(definitionImpact(definition, before, after)).toEqual([syncTexts.entityGone('PP/AL')]);
  });

  it('is empty when the new library only widens', () => {
    const after = smallLibrary({ x: { codeList: { name: 'ADNBRA', values: null } }, al: { maxOccurs: 'unbounded' }, codes: ['01', '02', '03', '04'] });
    expect(definitionImpact(definition, before, after)).toEqual([]);
  });
});
