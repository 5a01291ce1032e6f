import type { Inclusion } from './inclusion.ts';

// Can a value an XSD pattern admits contain a space? Read atom by atom: a literal space, '.', \s,
// a negated or complemented class, a class or range that holds a space says yes; letters, digits,
// \d, \w, \i, \c and classes without a space say no. What this reading does not know (\p, \P,
// class subtraction) is 'unknown'. A quantifier does not matter: an atom that can match a space
// makes the answer yes even where it may be left out, which errs on the side of 'yes'.

const SPACE = 0x20;

/** 'no' when no value the pattern admits holds a space; 'yes' when one may; 'unknown' when the reading fails. */
export function patternAdmitsSpace(pattern: string): Inclusion {
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index]!;
    if (char === '\\') {
      const verdict = escapeAdmitsSpace(pattern[index + 1]);
      if (verdict !== 'no') return verdict;
      index += 2;
    } else if (char === '[') {
      const end = classEnd(pattern, index);
      if (end === -1) return 'unknown';
      const verdict = classAdmitsSpace(pattern.slice(index + 1, end));
      if (verdict !== 'no') return verdict;
      index = end + 1;
    } else if (char === '{') {
      const end = pattern.indexOf('}', index);
      if (end === -1) return 'unknown';
      index = end + 1;
    } else {
      if (char === ' ' || char === '.') return 'yes';
      index += 1;
    }
  }
  return 'no';
}

/** After a backslash: \s, \S-like complements and the whitespace escapes may match a space. */
function escapeAdmitsSpace(letter: string | undefined): Inclusion {
  if (letter === undefined || letter === 'p' || letter === 'P') return 'unknown';
  // \s, the complements \D, \W, \I, \C, and the whitespace characters \n, \t, \r.
  return 'sDWICntr'.includes(letter) ? 'yes' : 'no';
}

/** The index of the ']' that closes the class opened at `start` (no nested classes: subtraction is unknown). */
function classEnd(pattern: string, start: number): number {
  for (let index = start + 1; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') index += 1;
    else if (char === '[') return -1;
    else if (char === ']' && index > start + 1) return index;
  }
  return -1;
}

/** A class body (without the brackets): negated classes may hold a space; otherwise each member and range is read. */
function classAdmitsSpace(body: string): Inclusion {
  if (body.startsWith('^')) return 'yes';
  let index = 0;
  while (index < body.length) {
    const [low, next, verdict] = member(body, index);
    if (verdict !== 'no') return verdict;
    if (body[next] === '-' && next + 1 < body.length) {
      const [high, after, highVerdict] = member(body, next + 1);
      if (highVerdict !== 'no') return highVerdict;
      if (low !== null && high !== null && low <= SPACE && SPACE <= high) return 'yes';
      index = after;
    } else index = next;
  }
  return 'no';
}

/** One class member: its code point (null for an escape class), the index after it, and whether it matches a space. */
function member(body: string, index: number): [number | null, number, Inclusion] {
  const char = body[index]!;
  if (char !== '\\') return [char.codePointAt(0)!, index + char.length, char === ' ' ? 'yes' : 'no'];
  const letter = body[index + 1];
  const verdict = escapeAdmitsSpace(letter);
  const literal = letter !== undefined && !'sSdDwWiIcCpPntr'.includes(letter) ? letter.codePointAt(0)! : null;
  return [literal, index + 2, verdict];
}
