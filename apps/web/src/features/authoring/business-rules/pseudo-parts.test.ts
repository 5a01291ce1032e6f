import { describe, expect, it } from 'vitest';
import { pseudoToXPath, xpathToPseudoParts } from '@afd/afd/authoring';
import { composePseudo, insertPiece } from './pseudo-parts';

describe('pseudo parts', () => {
  it('composes Indien/DAN/ANDERS, which the grammar translates and gives back as the same parts', () => {
    const parts = { condition: "Branche = '021'", then: 'count(VP) > 1', otherwise: 'false' as const };
    const translated = pseudoToXPath(composePseudo(parts));
    expect(translated.ok && xpathToPseudoParts(translated.xpath)).toEqual(parts);
  });

  it('puts an offered operator, function or name in at the cursor, spaced as pseudo code is written', () => {
    expect(insertPiece('', 0, 'Branche')).toEqual({ value: 'Branche ', cursor: 8 });
    expect(insertPiece('Branche', 7, '<>')).toEqual({ value: 'Branche <> ', cursor: 11 });
    expect(insertPiece('Branche = 1 ', 12, 'count(')).toEqual({ value: 'Branche = 1 count(', cursor: 18 });
    expect(insertPiece('count(', 6, 'VP')).toEqual({ value: 'count(VP ', cursor: 9 });
    expect(insertPiece('count(VP', 8, ')')).toEqual({ value: 'count(VP) ', cursor: 10 });
    expect(insertPiece('count(VP ', 9, ')')).toEqual({ value: 'count(VP) ', cursor: 10 });
    expect(insertPiece('A = 1 B = 2', 5, 'EN')).toEqual({ value: 'A = 1 EN B = 2', cursor: 8 });
  });
});
