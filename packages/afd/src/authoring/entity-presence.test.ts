import { describe, expect, it } from 'vitest';
import { testEntity as entity, testLibrary } from '../model/baseline-library.testing.ts';
import { definitionChoiceProblems, entityChoiceNotes } from './choices/choice-problems.ts';
import { choiceTexts } from './choices/choice-texts.ts';
import { choicesForFunctions } from './choices/drop-function-choices.ts';
import { untouchedEntity, type EntityChoice } from './definition.ts';
import { testDefinition } from './definition.testing.ts';
import { choicesFromTree } from './editor/choices-from-tree.ts';
import { compactChoices, isUntouchedEntityChoice } from './editor/compact-choices.ts';
import { entityOccursIn, entityPresenceOf, withEntityOccurs, withEntityPresence } from './entity-presence.ts';
import { functionSelection } from './generation/function-selection.ts';
import { mergedTree } from './merged-tree.ts';

// ADR 0056: a definition makes an entity V, O or N per function, with its minimum and maximum
// count, the way attributes have V/O/N. Stored choices without the minimum behave as before.

const library = testLibrary([
  entity('PP', {
    minOccurs: 1,
    maxOccurs: 1,
    children: [entity('PP/AL', { maxOccurs: 'unbounded', children: [entity('PP/AL/XX', { maxOccurs: 3 })] }), entity('PP/VP', { minOccurs: 1, maxOccurs: 4 })],
  }),
]);
const al = library.roots[0]!.children[0]!;
const vp = library.roots[0]!.children[1]!;
const functionNames = ['offerte', 'polis'];

const definition = (entities: Record<string, EntityChoice>) => testDefinition(functionNames, { entities });

const selected = (extra: Partial<EntityChoice> = {}): EntityChoice => ({ ...untouchedEntity(), selected: true, ...extra });

describe('entity presence per function', () => {
  it('reads V, O and N from the counts: N a maximum of 0, V a minimum of 1 or more', () => {
    expect(entityPresenceOf({ minOccurs: 0, maxOccurs: 0 })).toBe('N');
    expect(entityPresenceOf({ minOccurs: 0, maxOccurs: 'unbounded' })).toBe('O');
    expect(entityPresenceOf({ minOccurs: 2, maxOccurs: 5 })).toBe('V');
  });

  it('a stored choice without minimums (saved before ADR 0056) keeps the baseline minimum in every function', () => {
    const stored = JSON.parse('{"selected":true,"maxOccursByFunction":{"offerte":2}}') as EntityChoice;
    expect(entityOccursIn(al, stored, 'offerte')).toEqual({ minOccurs: 0, maxOccurs: 2 });
    expect(entityOccursIn(vp, stored, 'polis')).toEqual({ minOccurs: 1, maxOccurs: 4 });
    const tree = mergedTree(library, definition({ 'PP/AL': stored }));
    expect(choicesFromTree(tree).entities['PP/AL']).toEqual(stored);
    expect(functionSelection(tree, 'offerte').entities.get('PP/AL')).toMatchObject({ minOccurs: 0, maxOccurs: 2 });
  });

  it('V sets a minimum of 1, O gives the baseline minimum back, N excludes; nothing equal to the baseline is stored', () => {
    const mandatory = withEntityPresence(al, selected(), 'offerte', 'V');
    expect(mandatory).toEqual(selected({ minOccursByFunction: { offerte: 1 } }));
    const excluded = withEntityPresence(al, mandatory, 'offerte', 'N');
    expect(excluded).toEqual(selected({ maxOccursByFunction: { offerte: 0 } }));
    expect(withEntityPresence(al, excluded, 'offerte', 'O')).toEqual(selected());
    // V after N gives the baseline maximum back; a chosen minimum above 1 stays when V is chosen again.
    expect(withEntityPresence(al, excluded, 'offerte', 'V')).toEqual(selected({ minOccursByFunction: { offerte: 1 } }));
    const three = withEntityOccurs(al, selected(), 'polis', { minOccurs: 3, maxOccurs: 5 });
    expect(three).toEqual(selected({ maxOccursByFunction: { polis: 5 }, minOccursByFunction: { polis: 3 } }));
    expect(withEntityPresence(al, three, 'polis', 'V')).toEqual(three);
    // A baseline-required entity stays V when O is asked.
    expect(entityPresenceOf(entityOccursIn(vp, withEntityPresence(vp, untouchedEntity(), 'polis', 'O'), 'polis'))).toBe('V');
  });

  it('the merged tree and the editor carry the minimum per function, and read back exactly what was stored', () => {
    const choice = selected({ minOccursByFunction: { polis: 2 } });
    const tree = mergedTree(library, definition({ 'PP/AL': choice }));
    expect(tree[0]?.children[0]?.occursByFunction).toEqual([
      { functionName: 'offerte', maxOccurs: 'unbounded', minOccurs: 0 },
      { functionName: 'polis', maxOccurs: 'unbounded', minOccurs: 2 },
    ]);
    expect(choicesFromTree(tree).entities['PP/AL']).toEqual(choice);
  });

  it('compaction keeps an entity choice that says only a minimum, and drops it with an unselected entity', () => {
    const onlyMinimum: EntityChoice = { selected: false, maxOccursByFunction: {}, minOccursByFunction: { offerte: 2 } };
    expect(isUntouchedEntityChoice(onlyMinimum)).toBe(false);
    expect(compactChoices(mergedTree(library, definition({})), { entities: { 'PP/VP': { ...onlyMinimum } }, attributes: {} }).entities).toEqual({ 'PP/VP': onlyMinimum });
    expect(compactChoices(mergedTree(library, definition({})), { entities: { 'PP/AL': onlyMinimum }, attributes: {} }).entities).toEqual({});
  });

  it('a function that leaves the definition takes its minimums along', () => {
    const choices = { entities: { 'PP/AL': selected({ maxOccursByFunction: { offerte: 2, eigen: 1 }, minOccursByFunction: { offerte: 1, eigen: 1 } }) }, attributes: {} };
    expect(choicesForFunctions(choices, ['offerte', 'polis']).entities['PP/AL']).toEqual(selected({ maxOccursByFunction: { offerte: 2 }, minOccursByFunction: { offerte: 1 } }));
  });

  it('the function selection never goes below the baseline minimum nor above the maximum', () => {
    const tree = mergedTree(library, definition({ 'PP/AL': selected({ minOccursByFunction: { offerte: 2 }, maxOccursByFunction: { polis: 4 } }) }));
    expect(functionSelection(tree, 'offerte').entities.get('PP/AL')).toMatchObject({ minOccurs: 2, maxOccurs: 'unbounded' });
    expect(functionSelection(tree, 'polis').entities.get('PP/AL')).toMatchObject({ minOccurs: 0, maxOccurs: 4 });
    expect(functionSelection(tree, 'polis').entities.get('PP/VP')).toMatchObject({ minOccurs: 1, maxOccurs: 4 });
  });
});

describe('validation of an entity minimum', () => {
  const problemsOf = (choice: EntityChoice, path = 'PP/AL') => definitionChoiceProblems(library, functionNames, { entities: { [path]: choice }, attributes: {} });

  it('accepts a minimum between the baseline minimum and the maximum', () => {
    expect(problemsOf(selected({ minOccursByFunction: { offerte: 1, polis: 3 }, maxOccursByFunction: { polis: 3 } }))).toEqual({});
    expect(problemsOf(selected({ minOccursByFunction: { polis: 2 } }), 'PP/VP')).toEqual({});
  });

  it('refuses a minimum above the maximum, below the baseline minimum, not a count, or for an unknown function', () => {
    expect(problemsOf(selected({ minOccursByFunction: { offerte: 3 }, maxOccursByFunction: { offerte: 2 } }))).toEqual({ 'entities.PP/AL': [choiceTexts.entityMinAboveMax('offerte', 3, '2')] });
    expect(problemsOf(selected({ minOccursByFunction: { polis: 5 } }), 'PP/VP')).toEqual({ 'entities.PP/VP': [choiceTexts.entityMinAboveMax('polis', 5, '4')] });
    expect(problemsOf(selected({ minOccursByFunction: { offerte: 1 }, maxOccursByFunction: { offerte: 0 } }))).toEqual({ 'entities.PP/AL': [choiceTexts.entityMinAboveMax('offerte', 1, '0')] });
    expect(problemsOf(selected({ minOccursByFunction: { polis: 0 } }), 'PP/VP')).toEqual({ 'entities.PP/VP': [choiceTexts.entityMinBelowBaseline('polis', 0, 1)] });
    expect(problemsOf(selected({ minOccursByFunction: { offerte: 1.5 } }))).toEqual({ 'entities.PP/AL': [choiceTexts.entityMinNotCount('offerte', 1.5)] });
    expect(problemsOf(selected({ minOccursByFunction: { royement: 1 } }))).toEqual({ 'entities.PP/AL': [choiceTexts.unknownFunction('royement')] });
    expect(choiceTexts.entityMinAboveMax('offerte', 3, '2')).toBe("Het minimum aantal bij functie 'offerte' (3) is hoger dan het maximum aantal (2).");
  });

  it('says, without refusing, what V means below a parent that is O in that function', () => {
    const entities = { 'PP/AL': selected(), 'PP/AL/XX': selected({ minOccursByFunction: { offerte: 1, polis: 1 } }) };
    expect(entityChoiceNotes(library.roots, entities, functionNames)).toEqual({
      'entities.PP/AL/XX': [choiceTexts.mandatoryBelowOptional('offerte', 'AL'), choiceTexts.mandatoryBelowOptional('polis', 'AL')],
    });
    expect(choiceTexts.mandatoryBelowOptional('offerte', 'AL')).toBe("Bij functie 'offerte' is de entiteit verplicht zodra 'AL' in het bericht staat; 'AL' zelf is daar optioneel.");
    // With the parent V in polis, only offerte is noted; a required parent (PP) gives no note at all.
    expect(entityChoiceNotes(library.roots, { ...entities, 'PP/AL': selected({ minOccursByFunction: { polis: 1 } }) }, functionNames)).toEqual({ 'entities.PP/AL/XX': [choiceTexts.mandatoryBelowOptional('offerte', 'AL')] });
    expect(entityChoiceNotes(library.roots, { 'PP/AL': selected({ minOccursByFunction: { offerte: 1 } }) }, functionNames)).toEqual({});
    expect(definitionChoiceProblems(library, functionNames, { entities, attributes: {} })).toEqual({});
  });
});
