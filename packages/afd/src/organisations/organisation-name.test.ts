import { describe, expect, it } from 'vitest';
import { checkOrganisationName, isSameOrganisationName, sortOrganisationNames } from './organisation-name.ts';

describe('organisation name format', () => {
  it.each(['Polderzeker', 'Zuiderlicht-Verzekeringen', 'a', '7', '24-7-Verzekerd', 'Coöperatie-Één', 'SIVI'])('accepts %j', (typed) => {
    expect(checkOrganisationName(typed)).toEqual({ kind: 'valid', name: typed });
  });

  it('accepts a leading space, as the spec allows for the first character, and drops it from the name', () => {
    expect(checkOrganisationName(' Polderzeker')).toEqual({ kind: 'valid', name: 'Polderzeker' });
  });

  it.each([
    ['a space inside the name', 'Voorbeeld Verzekeringen'],
    ['a trailing space', 'Polderzeker '],
    ['a leading hyphen', '-Polderzeker'],
    ['a space followed by a hyphen', ' -Polderzeker'],
    ['two leading spaces', '  Polderzeker'],
    ['an underscore', 'Polder_zeker'],
    ['a dot', 'Polderzeker.nl'],
    ['an ampersand', 'Dijkstra&Zn'],
    ['a slash, which would break the name in a URL path', 'Polder/zeker'],
    ['a tab', '\tPolderzeker'],
  ])('rejects %s', (_reason, typed) => {
    expect(checkOrganisationName(typed)).toEqual({ kind: 'invalid-format' });
  });

  it('accepts a name of 100 characters and refuses one of 101, which would break every list', () => {
    expect(checkOrganisationName('P'.repeat(100))).toEqual({ kind: 'valid', name: 'P'.repeat(100) });
    expect(checkOrganisationName(` ${'P'.repeat(100)}`)).toEqual({ kind: 'valid', name: 'P'.repeat(100) });
    expect(checkOrganisationName('P'.repeat(101))).toEqual({ kind: 'too-long' });
  });

  it.each(['', ' ', '   '])('treats %j as empty, which the spec silently ignores', (typed) => {
    expect(checkOrganisationName(typed)).toEqual({ kind: 'empty' });
  });
});

describe('organisation name comparison', () => {
  it('treats names that differ only in case as the same organisation', () => {
    expect(isSameOrganisationName('Polderzeker', 'POLDERZEKER')).toBe(true);
    expect(isSameOrganisationName('Polderzeker', 'Polderzeker-2')).toBe(false);
  });

  it('sorts in Dutch order ignoring case', () => {
    expect(sortOrganisationNames(['zilveren-Kruis', 'Achmea', 'aegon', 'ASR', 'Één'])).toEqual(['Achmea', 'aegon', 'ASR', 'Één', 'zilveren-Kruis']);
  });
});
