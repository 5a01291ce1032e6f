import type { DefinitionChoices } from './choice-problems.ts';

// When a custom function leaves a definition, its settings leave the choices too: an entity's
// maximum and minimum and an attribute's presence for a function that no longer exists would be refused by
// the next save of the definition page, and would come back should a function of that name be
// added again later.

/** The choices with only the settings of the functions named. */
export function choicesForFunctions<T extends DefinitionChoices>(choices: T, functionNames: readonly string[]): T {
  const keep = <V>(record: Record<string, V>) => Object.fromEntries(Object.entries(record).filter(([name]) => functionNames.includes(name)));
  return {
    ...choices,
    entities: Object.fromEntries(
      Object.entries(choices.entities).map(([path, choice]) => [
        path,
        { ...choice, maxOccursByFunction: keep(choice.maxOccursByFunction), ...(choice.minOccursByFunction ? { minOccursByFunction: keep(choice.minOccursByFunction) } : {}) },
      ]),
    ),
    attributes: Object.fromEntries(Object.entries(choices.attributes).map(([path, choice]) => [path, { ...choice, presenceByFunction: keep(choice.presenceByFunction) }])),
  };
}
