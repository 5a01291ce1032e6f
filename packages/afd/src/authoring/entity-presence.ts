import type { MaxOccurs } from '../model/baseline-library.ts';
import type { EntityChoice, Presence } from './definition.ts';

// An entity's presence in one function (ADR 0056), the way an attribute has it: V (Verplicht, at
// least once), O (Optioneel) or N (Nee, excluded), with its minimum and maximum count. The choice
// stores only the two counts, and only where they differ from the baseline's; V/O/N follows from
// them: N is a maximum of 0, V a minimum of 1 or more, O the rest.

/** The baseline's counts of an entity (a library node, or the merged tree's view of one). */
export interface EntityBounds {
  minOccurs: number;
  maxOccurs: MaxOccurs;
}

/** Whether an entity is excluded from a function: its maximum there is 0 or less (001 §4). */
export function isExcludedFromFunction(maxOccurs: MaxOccurs): boolean {
  return maxOccurs !== 'unbounded' && maxOccurs <= 0;
}

/** The counts of an entity in one function as the choice says them (the baseline's where it says nothing). */
export function entityOccursIn(bounds: EntityBounds, choice: EntityChoice | undefined, functionName: string): EntityBounds {
  return { minOccurs: choice?.minOccursByFunction?.[functionName] ?? bounds.minOccurs, maxOccurs: choice?.maxOccursByFunction[functionName] ?? bounds.maxOccurs };
}

/** V, O or N for the counts of an entity in one function. */
export function entityPresenceOf(occurs: EntityBounds): Presence {
  if (isExcludedFromFunction(occurs.maxOccurs)) return 'N';
  return occurs.minOccurs >= 1 ? 'V' : 'O';
}

/** The choice with the function's counts set; a count equal to the baseline's is not stored (nor an empty record of minimums). */
export function withEntityOccurs(bounds: EntityBounds, choice: EntityChoice, functionName: string, occurs: EntityBounds): EntityChoice {
  const maxOccursByFunction = { ...choice.maxOccursByFunction };
  if (occurs.maxOccurs === bounds.maxOccurs) delete maxOccursByFunction[functionName];
  else maxOccursByFunction[functionName] = occurs.maxOccurs;
  const minOccursByFunction = { ...choice.minOccursByFunction };
  if (occurs.minOccurs === bounds.minOccurs) delete minOccursByFunction[functionName];
  else minOccursByFunction[functionName] = occurs.minOccurs;
  const { minOccursByFunction: _before, ...rest } = choice;
  return { ...rest, maxOccursByFunction, ...(Object.keys(minOccursByFunction).length > 0 ? { minOccursByFunction } : {}) };
}

/**
 * The choice with V, O or N for one function. V keeps a minimum of 1 or more (1 when there was
 * none); O takes the baseline's minimum (an entity the baseline requires stays V); N sets the
 * maximum to 0. Leaving N gives the baseline's maximum back.
 */
export function withEntityPresence(bounds: EntityBounds, choice: EntityChoice, functionName: string, presence: Presence): EntityChoice {
  const current = entityOccursIn(bounds, choice, functionName);
  const maxOccurs = presence === 'N' ? 0 : isExcludedFromFunction(current.maxOccurs) ? bounds.maxOccurs : current.maxOccurs;
  const minOccurs = presence === 'V' ? Math.max(1, current.minOccurs, bounds.minOccurs) : bounds.minOccurs;
  return withEntityOccurs(bounds, choice, functionName, { minOccurs: presence === 'N' ? bounds.minOccurs : minOccurs, maxOccurs });
}

/** Whether the choice makes the entity's minimum in some function differ from the baseline's. */
export const hasOwnMinimum = (choice: EntityChoice) => Object.keys(choice.minOccursByFunction ?? {}).length > 0;
