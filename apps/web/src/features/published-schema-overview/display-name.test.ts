import { describe, expect, it } from 'vitest';
import { withBreaksAfterUnderscores } from './display-name';

describe('withBreaksAfterUnderscores', () => {
  it('puts a zero-width space after every underscore of a long name', () => {
    expect(withBreaksAfterUnderscores('Polderzeker_Reis_SUIV_Particulier_Extra')).toBe('Polderzeker_\u200BReis_\u200BSUIV_\u200BParticulier_\u200BExtra');
  });

  it('leaves short names alone', () => {
    expect(withBreaksAfterUnderscores('Kort_schema')).toBe('Kort_schema');
  });
});
