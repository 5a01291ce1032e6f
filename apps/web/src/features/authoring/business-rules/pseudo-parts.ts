import type { PseudoRuleParts } from '@afd/afd/authoring';

// The pseudo mode's three fields and the expression they compose (001 §4: 'Indien {condition} DAN
// {then} ANDERS {true|false}'); the way back (a stored rule of that form opens in pseudo mode) goes
// through the grammar: xpathToPseudoParts in packages/afd.

export type PseudoParts = PseudoRuleParts;

export const emptyPseudoParts: PseudoParts = { condition: '', then: '', otherwise: 'true' };

export const composePseudo = (parts: PseudoParts) => `Indien ${parts.condition.trim()} DAN ${parts.then.trim()} ANDERS ${parts.otherwise}`;

/** The value with `piece` put in at the cursor, spaced from its neighbours as the pseudo code is written, and the cursor after it. */
export function insertPiece(value: string, cursor: number, piece: string): { value: string; cursor: number } {
  // A closing bracket closes up to the word before it: 'count(VP )' is read alike, but not written so.
  const before = piece === ')' ? value.slice(0, cursor).trimEnd() : value.slice(0, cursor);
  const after = value.slice(cursor);
  const lead = before === '' || piece === ')' || /[\s(]$/.test(before) ? '' : ' ';
  const tail = piece.endsWith('(') || after.startsWith(' ') || after.startsWith(')') ? '' : ' ';
  const head = `${before}${lead}${piece}${tail}`;
  return { value: `${head}${after}`, cursor: head.length };
}
