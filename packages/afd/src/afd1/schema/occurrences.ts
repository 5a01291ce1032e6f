import type { MaxOccurs } from '../../model/baseline-library.ts';
import { attributeValue } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';

// minOccurs/maxOccurs arithmetic: a particle inside a group that repeats repeats as often as both
// together, and two particles of the same name in one entity add up.

export interface Occurs {
  min: number;
  max: MaxOccurs;
}

export const ONCE: Occurs = { min: 1, max: 1 };

/** The particle's own minOccurs/maxOccurs (XSD default 1). */
export function occursOf(particle: PlainElement): Occurs {
  const min = Number(attributeValue(particle, 'minOccurs') ?? '1');
  const maxText = attributeValue(particle, 'maxOccurs') ?? '1';
  return { min: Number.isFinite(min) ? min : 1, max: maxText === 'unbounded' ? 'unbounded' : Number(maxText) };
}

/** Occurrences of a particle nested in a group that occurs `outer` times. */
export function multiply(outer: Occurs, inner: Occurs): Occurs {
  return { min: outer.min * inner.min, max: multiplyMax(outer.max, inner.max) };
}

/** Occurrences of two same-named particles of one entity, taken together. */
export function add(first: Occurs, second: Occurs): Occurs {
  const max = first.max === 'unbounded' || second.max === 'unbounded' ? 'unbounded' : first.max + second.max;
  return { min: first.min + second.min, max };
}

function multiplyMax(first: MaxOccurs, second: MaxOccurs): MaxOccurs {
  if (first === 0 || second === 0) return 0;
  if (first === 'unbounded' || second === 'unbounded') return 'unbounded';
  return first * second;
}

/** True when `max` allows more than `limit`. */
export function exceeds(max: MaxOccurs, limit: MaxOccurs): boolean {
  if (limit === 'unbounded') return false;
  return max === 'unbounded' || max > limit;
}
