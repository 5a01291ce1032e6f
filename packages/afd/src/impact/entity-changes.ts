import type { BaselineEntityNode, MaxOccurs } from '../model/baseline-library.ts';
import type { Change } from './facet-changes.ts';
import { impactTexts } from './impact-texts.ts';

// One entity present in both libraries: its occurrences. A minimum that rises and a maximum that
// falls narrow (the same bound the definition checks hold a choice to); the opposite widens.
// minContains (AFD 2.0) is a minimum of the entity type's items and reads the same way.

const upper = (value: MaxOccurs) => (value === 'unbounded' ? Number.POSITIVE_INFINITY : value);
const shown = (value: MaxOccurs | undefined) => (value === undefined ? impactTexts.absent : value === 'unbounded' ? impactTexts.unbounded : String(value));

function lowerBoundChange(aspect: string, before: number | undefined, after: number | undefined): Change[] {
  // JSON Schema's default minContains is 1: absent on one side (an older library) means 1 there.
  const [old, next] = [before ?? 1, after ?? 1];
  if (old === next) return [];
  return [{ aspect, direction: next > old ? 'narrowed' : 'widened', what: impactTexts.fromTo(aspect, shown(before), shown(after)) }];
}

/** The occurrence changes of an entity kept from one library to the next. */
export function entityChanges(before: BaselineEntityNode, after: BaselineEntityNode): Change[] {
  const changes = [...lowerBoundChange('minOccurs', before.minOccurs, after.minOccurs)];
  if (before.maxOccurs !== after.maxOccurs) {
    const direction = upper(after.maxOccurs) < upper(before.maxOccurs) ? 'narrowed' : 'widened';
    changes.push({ aspect: 'maxOccurs', direction, what: impactTexts.fromTo('maxOccurs', shown(before.maxOccurs), shown(after.maxOccurs)) });
  }
  return [...changes, ...lowerBoundChange('minContains', before.minContains, after.minContains)];
}
