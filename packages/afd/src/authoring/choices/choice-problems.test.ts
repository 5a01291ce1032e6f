import { describe, expect, it } from 'vitest';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { untouchedAttribute, untouchedEntity, type AttributeChoice, type EntityChoice } from '../definition.ts';
import { definitionChoiceProblems } from './choice-problems.ts';
import { choicesForFunctions } from './drop-function-choices.ts';
import { arrayFacetProblems, facetProblems } from './facet-narrowing.ts';

// A definition's choices must narrow its baseline library (docs/authoring.md). One row per rule: the
// choice, and the Dutch reason it is refused; and the narrowings that are accepted.

const attribute = (name: string, fields: Partial<BaselineAttribute>): BaselineAttribute => ({
  id: name,
  path: `Polis@${name}`,
  name,
  description: '',
  format: null,
  dataType: null,
  codeList: null,
  facets: {},
  arrayFacets: null,
  required: false,
  ...fields,
});

const entity = (path: string, minOccurs: number, maxOccurs: number | 'unbounded', attributes: BaselineAttribute[] = [], children: BaselineEntityNode[] = []): BaselineEntityNode => ({
  id: path,
  path,
  name: path.split('/').at(-1) ?? path,
  entityTypeName: null,
  description: '',
  minOccurs,
  maxOccurs,
  attributes,
  children,
});

const library: BaselineLibrary = {
  afdVersion: 1,
  jsonSchemaDraft: null,
  targetNamespace: null,
  codeLists: [{ name: 'ADNBRA', description: 'Branche', values: [{ code: '021', label: 'Auto' }, { code: '060', label: 'Reis' }] }],
  roots: [
    entity(
      'Polis',
      1,
      1,
      [
        attribute('Bedrag', { format: 'N..5' }),
        attribute('Branche', { format: 'AN..3', codeList: { name: 'ADNBRA', values: null } }),
        attribute('Nummer', { format: 'AN..10', required: true }),
        attribute('Code', { dataType: { type: 'string', isArray: false }, facets: { minLength: 2, maxLength: 10, pattern: '^[A-Z]+$', enumeration: ['AB', 'CD', 'EF'] } }),
        attribute('Aantal', { dataType: { type: 'integer', isArray: false }, facets: { minimum: 0, maximum: 100, multipleOf: 5 } }),
        attribute('Labels', { dataType: { type: 'string', isArray: true }, arrayFacets: { minItems: 1, maxItems: 5, uniqueItems: true } }),
      ],
      [entity('Polis/Object', 0, 5), entity('Polis/Dekking', 1, 'unbounded'), entity('Polis/Clausule', 0, 'unbounded')],
    ),
  ],
};
const functions = ['offerte', 'polis'];
const attributeChoice = (fields: Partial<AttributeChoice>): AttributeChoice => ({ ...untouchedAttribute(), selected: true, ...fields });
const entityChoice = (maxOccursByFunction: EntityChoice['maxOccursByFunction']): EntityChoice => ({ ...untouchedEntity(), selected: true, maxOccursByFunction });
const problemsOf = (entities: Record<string, EntityChoice>, attributes: Record<string, AttributeChoice>) => definitionChoiceProblems(library, functions, { entities, attributes });

describe('entity choices', () => {
  it.each([
    ['Polis/Object', { offerte: 6 }, "Het maximum aantal bij functie 'offerte' (6) is hoger dan dat van de baseline (5)."],
    ['Polis/Object', { offerte: 'unbounded' as const }, "Het maximum aantal bij functie 'offerte' (onbeperkt) is hoger dan dat van de baseline (5)."],
    ['Polis/Object', { schade: 1 }, "Functie 'schade' bestaat niet in deze definitie."],
    ['Polis/Dekking', { polis: 0 }, "De entiteit is verplicht in de baseline (minimaal 1); bij functie 'polis' kan het maximum niet lager zijn."],
  ])('refuses %s with %j', (path, max, message) => {
    expect(problemsOf({ [path]: entityChoice(max) }, {})).toEqual({ [`entities.${path}`]: [message] });
  });

  it('accepts a maximum within the baseline, an exclusion of an optional entity, and anything below unbounded', () => {
    expect(problemsOf({ 'Polis/Object': entityChoice({ offerte: 5, polis: 0 }), 'Polis/Clausule': entityChoice({ offerte: 'unbounded', polis: -1 }), 'Polis/Dekking': entityChoice({ polis: 3 }) }, {})).toEqual({});
  });
});

describe('attribute choices', () => {
  it.each([
    ['Nummer', { presenceByFunction: { offerte: 'O' as const } }, "Het attribuut is verplicht in de baseline; bij functie 'offerte' kan alleen V (Verplicht)."],
    ['Bedrag', { presenceByFunction: { schade: 'V' as const } }, "Functie 'schade' bestaat niet in deze definitie."],
    ['Bedrag', { codeListSubset: ['021'] }, 'Het attribuut heeft geen codelijst.'],
    ['Bedrag', { useUpToDateCodeList: true }, 'Het attribuut heeft geen codelijst.'],
    ['Branche', { codeListSubset: ['021', '999'] }, "Code '999' staat niet in codelijst ADNBRA van de baseline."],
    ['Branche', { codeListSubset: ['021'], useUpToDateCodeList: true }, 'Subset selecteren is niet mogelijk, omdat actuele codelijst is geselecteerd.'],
    ['Bedrag', { minimum: '12a' }, 'Minimum voldoet niet aan formaat N..5.'],
    ['Bedrag', { maximum: '123456' }, 'Maximum voldoet niet aan formaat N..5.'],
    ['Bedrag', { minimum: '500', maximum: '20' }, 'Minimum mag niet meer dan Maximum zijn.'],
    ['Bedrag', { customOptionList: ['1', ' 2'] }, 'Een optie mag niet leeg zijn of met spaties beginnen of eindigen.'],
    ['Bedrag', { customOptionList: ['1', '1'] }, "Optie '1' komt dubbel voor."],
    ['Code', { customOptionList: ['XY'] }, "Optie 'XY' past niet binnen facet enumeration van de baseline: Waarde 'XY' staat niet in de toegestane waarden van de baseline."],
    ['Aantal', { customOptionList: ['1.5'] }, "Optie '1.5' past niet binnen de baseline: '1.5' is geen geheel getal."],
    ['Aantal', { customOptionList: ['200'] }, "Optie '200' past niet binnen facet maximum van de baseline: '200' is groter dan 100."],
    ['Aantal', { customOptionList: ['12'] }, "Optie '12' past niet binnen facet multipleOf van de baseline: '12' is geen veelvoud van 5."],
    // Options fit the definition's own facets too, not only the baseline's (issue 35).
    ['Nummer', { customOptionList: ['ABCD'], facets: { maxLength: 3 } }, "Optie 'ABCD' past niet binnen de eigen facet maxLength van de definitie: 'ABCD' is langer dan 3 tekens."],
    ['Code', { customOptionList: ['CD'], facets: { enumeration: ['AB'] } }, "Optie 'CD' past niet binnen de eigen facet enumeration van de definitie: Waarde 'CD' staat niet in de toegestane waarden (enumeration) van de definitie."],
    ['Aantal', { customOptionList: ['5'], facets: { minimum: 10 } }, "Optie '5' past niet binnen de eigen facet minimum van de definitie: '5' is kleiner dan 10."],
    ['Code', { facets: { minLength: 1 } }, 'minLength 1 is ruimer dan de baseline (2).'],
    ['Code', { facets: { maxLength: 11 } }, 'maxLength 11 is ruimer dan de baseline (10).'],
    ['Code', { facets: { enumeration: ['AB', 'ZZ'] } }, "Waarde 'ZZ' staat niet in de toegestane waarden van de baseline."],
    ['Code', { facets: { pattern: '^[A-Z]{2}$' } }, 'pattern van de baseline (^[A-Z]+$) kan niet worden gewijzigd.'],
    ['Code', { facets: { minLength: 8, maxLength: 4 } }, 'minLength is groter dan maxLength.'],
    ['Aantal', { facets: { minimum: -1 } }, 'minimum -1 is ruimer dan de baseline (0).'],
    ['Aantal', { facets: { maximum: 101 } }, 'maximum 101 is ruimer dan de baseline (100).'],
    ['Aantal', { facets: { multipleOf: 7 } }, 'multipleOf 7 is geen veelvoud van dat van de baseline (5).'],
    ['Labels', { arrayFacets: { minItems: 0 } }, 'minItems 0 is ruimer dan de baseline (1).'],
    ['Labels', { arrayFacets: { maxItems: 6 } }, 'maxItems 6 is ruimer dan de baseline (5).'],
    ['Labels', { arrayFacets: { uniqueItems: false } }, 'De baseline eist unieke items (uniqueItems); dat kan niet uit.'],
    ['Code', { arrayFacets: { maxItems: 2 } }, 'Het attribuut is geen array; arrayfacetten zijn niet mogelijk.'],
    // Facets that contradict themselves (facet-consistency), and a bound against the baseline's other one.
    ['Aantal', { facets: { multipleOf: -5 } }, 'multipleOf -5 moet groter zijn dan 0.'],
    ['Aantal', { facets: { exclusiveMinimum: 60, exclusiveMaximum: 40 } }, 'exclusiveMinimum moet kleiner zijn dan exclusiveMaximum.'],
    ['Aantal', { facets: { exclusiveMinimum: 100 } }, 'exclusiveMinimum moet kleiner zijn dan maximum.'],
    ['Code', { facets: { maxLength: 2.5 } }, 'maxLength 2.5 moet een geheel getal van 0 of meer zijn.'],
    ['Labels', { arrayFacets: { minItems: 4, maxItems: 3 } }, 'minItems is groter dan maxItems.'],
  ])('refuses %s with %j', (name, fields, message) => {
    expect(problemsOf({}, { [`Polis@${name}`]: attributeChoice(fields) })).toEqual({ [`attributes.Polis@${name}`]: [message] });
  });

  it('accepts narrowings: presence, a code-list subset, a range in format, options within the baseline, tighter facets', () => {
    expect(
      problemsOf(
        {},
        {
          'Polis@Nummer': attributeChoice({ presenceByFunction: { offerte: 'V', polis: 'V' } }),
          'Polis@Branche': attributeChoice({ codeListSubset: ['060'], presenceByFunction: { offerte: 'O', polis: 'N' } }),
          'Polis@Bedrag': attributeChoice({ minimum: '10', maximum: '99999', customOptionList: ['10', '20'] }),
          'Polis@Code': attributeChoice({ customOptionList: ['AB'], facets: { minLength: 2, maxLength: 2, enumeration: ['AB'], pattern: '^[A-Z]+$' } }),
          'Polis@Aantal': attributeChoice({ customOptionList: ['10', '50'], facets: { minimum: 10, maximum: 50, multipleOf: 10 } }),
          'Polis@Labels': attributeChoice({ arrayFacets: { minItems: 2, maxItems: 3, uniqueItems: true } }),
        },
      ),
    ).toEqual({});
  });

  it('lists every reason of one attribute, and leaves paths the library lacks to the caller', () => {
    expect(problemsOf({ 'Polis/Bestaat-niet': entityChoice({ offerte: 99 }) }, { 'Polis@Aantal': attributeChoice({ facets: { minimum: -1, maximum: 200 } }) })).toEqual({
      'attributes.Polis@Aantal': ['minimum -1 is ruimer dan de baseline (0).', 'maximum 200 is ruimer dan de baseline (100).'],
    });
  });
});

describe('facets on their own', () => {
  it('accepts a facet the baseline does not have (a new restriction narrows)', () => {
    expect(facetProblems({}, { maxLength: 5, pattern: '^[0-9]+$' })).toEqual([]);
    expect(arrayFacetProblems({}, { maxItems: 3 })).toEqual([]);
  });
  it('checks a decimal multipleOf without rounding noise', () => {
    expect(facetProblems({ multipleOf: 0.01 }, { multipleOf: 0.05 })).toEqual([]);
  });
});

describe('settings of functions that leave', () => {
  it('drops the maxima and presences of functions no longer named, and keeps the rest', () => {
    const choices = {
      entities: { 'Polis/Object': entityChoice({ offerte: 2, schade: 1 }) },
      attributes: { 'Polis@Bedrag': attributeChoice({ presenceByFunction: { offerte: 'O', schade: 'V' } }) },
      compositions: { Polis: ['A'] },
    };
    expect(choicesForFunctions(choices, functions)).toEqual({
      entities: { 'Polis/Object': entityChoice({ offerte: 2 }) },
      attributes: { 'Polis@Bedrag': attributeChoice({ presenceByFunction: { offerte: 'O' } }) },
      compositions: { Polis: ['A'] },
    });
  });
});
