import { describe, expect, it } from 'vitest';
import { tooDeepAt } from './json-depth.ts';

// The nesting scan in front of JSON.parse: it must count what JSON.parse would nest, and nothing
// inside strings, or it refuses good bodies (or lets deep ones through).

const bytes = (text: string) => new TextEncoder().encode(text);

describe('tooDeepAt', () => {
  it('answers the offset of the first bracket over the limit, -1 within it', () => {
    expect(tooDeepAt(bytes('[[[]]]'), 3)).toBe(-1);
    expect(tooDeepAt(bytes('[[[[]]]]'), 3)).toBe(3);
    expect(tooDeepAt(bytes('{"a":[{"b":[]}]}'), 3)).toBe(11);
    // Closed levels free their depth again.
    expect(tooDeepAt(bytes('[[[]],[[]],[[]]]'), 3)).toBe(-1);
  });

  it('skips brackets in strings, escaped quotes and backslashes included', () => {
    expect(tooDeepAt(bytes('["[[[[{{{{"]'), 1)).toBe(-1);
    expect(tooDeepAt(bytes('["\\"[[[["]'), 1)).toBe(-1);
    // An escaped backslash ends before the quote: the string closes, the next bracket counts.
    expect(tooDeepAt(bytes('["\\\\",[]]'), 1)).toBe(6);
    expect(tooDeepAt(bytes('{"k[[":"v{{","w":{}}'), 1)).toBe(17);
  });

  it('reads multi-byte UTF-8 text without mistaking its bytes for brackets', () => {
    expect(tooDeepAt(bytes('["€ 12,50 ünïcødé 𝄞"]'), 1)).toBe(-1);
  });

  it('scans 100,000 levels without recursion', () => {
    expect(tooDeepAt(bytes('['.repeat(100_000) + ']'.repeat(100_000)), 512)).toBe(512);
  });
});
