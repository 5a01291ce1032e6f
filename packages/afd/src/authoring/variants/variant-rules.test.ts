import { describe, expect, it } from 'vitest';
import type { Variant } from './variant-model.ts';
import { normaliseVariants, variantHeadProblems, variantsProblems } from './variant-rules.ts';

const variant = (name: string, version: string, functions: Variant['variantFunctions'] = []): Variant => ({ name, version, isActive: true, variantFunctions: functions });
const fn = (name: string, snippetIds: string[] = []) => ({ name, isActive: true, snippetMap: { items: snippetIds.map((snippetId) => ({ anchorPath: 'Contractbericht/PP', snippetId })) } });
const context = { functionNames: ['offerte', 'polis'], snippetIds: new Set(['AN-1']), stored: [] as Variant[] };

describe('variantHeadProblems (001 §5 Variants)', () => {
  it('asks for a name and a version', () => {
    expect(variantHeadProblems({ name: ' ', version: '' }, [])).toEqual({ name: 'Naam is verplicht.', version: 'Versie is verplicht.' });
  });

  it('wants the version as nnn.nn', () => {
    expect(variantHeadProblems({ name: 'Basis', version: '1.0' }, []).version).toBe('Versie is niet valide (nnn.nn).');
    expect(variantHeadProblems({ name: 'Basis', version: '001.00' }, [])).toEqual({});
  });

  it('refuses a name and version another variant has, ignoring case', () => {
    expect(variantHeadProblems({ name: 'BASIS', version: '001.00' }, [{ name: 'basis', version: '001.00' }]).version).toBe('Deze combinatie van Naam en Versie is reeds in gebruik.');
    expect(variantHeadProblems({ name: 'Basis', version: '001.01' }, [{ name: 'Basis', version: '001.00' }])).toEqual({});
  });
});

describe('variantsProblems: a whole list as a save sends it', () => {
  it('accepts variants whose functions and snippets exist', () => {
    expect(variantsProblems([variant('Basis', '001.00', [fn('offerte', ['AN-1'])]), variant('Basis', '002.00')], context)).toEqual({});
  });

  it('names the field of each problem', () => {
    const problems = variantsProblems([variant('Basis', '001.00', [fn('schade'), fn('offerte', ['WEG'])]), variant('basis', '001.00')], context);
    expect(problems).toEqual({
      'variants.0.version': ['Deze combinatie van Naam en Versie is reeds in gebruik.'],
      'variants.1.version': ['Deze combinatie van Naam en Versie is reeds in gebruik.'],
      'variants.0.variantFunctions.0.name': ["Functie 'schade' bestaat niet in deze definitie."],
      'variants.0.variantFunctions.1.snippetMap.items.0.snippetId': ["Snippet 'WEG' bestaat niet (meer) in de voorgedefinieerde entiteiten."],
    });
  });

  it('refuses a function twice in one variant', () => {
    expect(variantsProblems([variant('Basis', '001.00', [fn('offerte'), fn('offerte')])], context)).toEqual({
      'variants.0.variantFunctions.1.name': ["Functie 'offerte' staat meer dan eens in deze variant."],
    });
  });

  it('lets a function or snippet that has since gone stay where it was stored', () => {
    const stored = [variant('Basis', '001.00', [fn('schade', ['WEG'])])];
    expect(variantsProblems([variant('Basis', '001.00', [fn('schade', ['WEG'])])], { ...context, stored })).toEqual({});
  });

  it('trims names and versions', () => {
    expect(normaliseVariants([variant(' Basis ', ' 001.00 ')])[0]).toMatchObject({ name: 'Basis', version: '001.00' });
  });
});
