import { describe, expect, it } from 'vitest';
import { currentReturnPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('returns to the page that started sign-in, with query and hash', () => {
    expect(safeReturnPath({ returnTo: '/userlist?filter=Nieuw#top' })).toBe('/userlist?filter=Nieuw#top');
  });

  it('refuses other sites and malformed state', () => {
    expect(safeReturnPath({ returnTo: '//evil.example/x' })).toBe('/');
    expect(safeReturnPath({ returnTo: '/\\evil.example' })).toBe('/');
    expect(safeReturnPath({ returnTo: 'https://evil.example' })).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('/userlist')).toBe('/');
  });
});

describe('currentReturnPath', () => {
  it('captures path, query and hash', () => {
    expect(currentReturnPath({ pathname: '/xpaths', search: '?a=1', hash: '#b' })).toEqual({ returnTo: '/xpaths?a=1#b' });
  });
});
