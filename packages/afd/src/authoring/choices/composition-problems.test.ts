import { describe, expect, it } from 'vitest';
import type { BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import { definitionChoiceProblems } from './choice-problems.ts';
import { compositionPositions, compositionProblems, entityTypePositions } from './composition-problems.ts';

// AFD 2.0 oneOf compositions: where the library offers one entity under several entity types, and
// which compositions a save may hold. One row per refusal with its Dutch reason.

const entity = (parentPath: string | null, name: string, entityTypeName: string | null, children: (parent: string) => BaselineEntityNode[] = () => []): BaselineEntityNode => {
  const own = entityTypeName === null ? name : `${name}-${entityTypeName}`;
  const path = parentPath === null ? own : `${parentPath}/${own}`;
  return { id: path, path, name, entityTypeName, description: '', minOccurs: 0, maxOccurs: 'unbounded', attributes: [], children: children(path) };
};

/** Polis offers its Object as Auto, Aanhanger or Woonhuis, Auto its Bestuurder as Persoon or Bedrijf; Dekking has one type. */
const library: BaselineLibrary = {
  afdVersion: 2,
  jsonSchemaDraft: '2019-09',
  targetNamespace: null,
  codeLists: [],
  roots: [
    entity(null, 'Polis', 'PolisType', (polis) => [
      entity(polis, 'Object', 'Auto', (auto) => [entity(auto, 'Bestuurder', 'Persoon'), entity(auto, 'Bestuurder', 'Bedrijf')]),
      entity(polis, 'Object', 'Aanhanger'),
      entity(polis, 'Dekking', 'DekkingType'),
      entity(polis, 'Object', 'Woonhuis'),
    ]),
  ],
};
const afd1: BaselineLibrary = { ...library, afdVersion: 1, jsonSchemaDraft: null, roots: [entity(null, 'Polis', null, (polis) => [entity(polis, 'Object', null)])] };

describe('composition positions', () => {
  it("keys each position by the parent's path and the name, with the baseline's types in its order; only those with a choice", () => {
    expect(compositionPositions(library)).toEqual([
      { key: 'Polis-PolisType/Object', name: 'Object', entityTypes: ['Auto', 'Aanhanger', 'Woonhuis'] },
      { key: 'Polis-PolisType/Object-Auto/Bestuurder', name: 'Bestuurder', entityTypes: ['Persoon', 'Bedrijf'] },
    ]);
  });

  it('knows the positions with one type too, and none in AFD 1.0', () => {
    expect(entityTypePositions(library).map((position) => position.key)).toEqual([
      'Polis',
      'Polis-PolisType/Object',
      'Polis-PolisType/Object-Auto/Bestuurder',
      'Polis-PolisType/Dekking',
    ]);
    expect(entityTypePositions(afd1)).toEqual([]);
  });
});

describe('compositions of a save', () => {
  it.each([
    ['Polis-PolisType/Object', ['Auto', 'Boot'], "Entiteittype 'Boot' bestaat niet op deze positie in de baseline (wel: Auto, Aanhanger, Woonhuis)."],
    ['Polis-PolisType/Object-Auto/Bestuurder', ['Auto'], "Entiteittype 'Auto' bestaat niet op deze positie in de baseline (wel: Persoon, Bedrijf)."],
    ['Polis-PolisType/Object', ['Auto', 'Woonhuis', 'Auto'], "Entiteittype 'Auto' komt dubbel voor."],
    ['Polis-PolisType/Object', [], 'Een compositie heeft minstens één entiteittype.'],
    // The entity's own path is not its position: the key leaves out '-<entityTypeName>'.
    ['Polis-PolisType/Object-Auto', ['Auto'], "De baseline biedt op 'Polis-PolisType/Object-Auto' geen entiteit met entiteittypen aan."],
    ['Polis/Object', ['Auto'], "De baseline biedt op 'Polis/Object' geen entiteit met entiteittypen aan."],
  ])('refuses %s: %j', (key, types, message) => {
    expect(compositionProblems(library, { [key]: types })).toEqual({ [`compositions.${key}`]: [message] });
  });

  it('refuses every composition on an AFD 1.0 library', () => {
    expect(compositionProblems(afd1, { 'Polis/Object': ['Auto'] })).toEqual({ 'compositions.Polis/Object': ['Composities (oneOf) bestaan alleen in AFD 2.0; deze baseline is AFD 1.0.'] });
  });

  it('accepts a subset in any order, all types, and a position with one type', () => {
    expect(
      compositionProblems(library, {
        'Polis-PolisType/Object': ['Woonhuis', 'Auto'],
        'Polis-PolisType/Object-Auto/Bestuurder': ['Persoon', 'Bedrijf'],
        'Polis-PolisType/Dekking': ['DekkingType'],
      }),
    ).toEqual({});
  });

  it('are part of the choices a save is checked with', () => {
    const choices = { entities: {}, attributes: {}, compositions: { 'Polis-PolisType/Object': ['Auto'], 'Polis-PolisType/Object-Auto/Bestuurder': ['Robot'] } };
    expect(definitionChoiceProblems(library, [], choices)).toEqual({
      'compositions.Polis-PolisType/Object-Auto/Bestuurder': ["Entiteittype 'Robot' bestaat niet op deze positie in de baseline (wel: Persoon, Bedrijf)."],
    });
    expect(definitionChoiceProblems(library, [], { entities: {}, attributes: {} })).toEqual({});
  });
});
