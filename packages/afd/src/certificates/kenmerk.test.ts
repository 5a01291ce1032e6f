import { describe, expect, it } from 'vitest';
import { kenmerkFromRandomBytes, normaliseKenmerk } from './kenmerk.ts';

describe('kenmerk', () => {
  it('writes 80 random bits as four groups of four Crockford base32 characters', () => {
    expect(kenmerkFromRandomBytes(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(kenmerkFromRandomBytes(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    // 0x08 0x42 ... : bit groups 00001 00001 00001 ...
    expect(kenmerkFromRandomBytes(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('1111-1111-1111-1111');
  });

  it('is URL-safe and never uses a letter that reads as a digit', () => {
    const bytes = Uint8Array.from({ length: 10 }, (_, index) => index * 37 + 11);
    const kenmerk = kenmerkFromRandomBytes(bytes);
    expect(kenmerk).toMatch(/^[0-9A-Z-]+$/);
    expect(kenmerk).not.toMatch(/[ILOU]/);
    expect(encodeURIComponent(kenmerk)).toBe(kenmerk);
  });

  it('refuses a number of bytes other than ten', () => {
    expect(() => kenmerkFromRandomBytes(new Uint8Array(9))).toThrow(/10 random bytes/);
  });

  it('reads a typed kenmerk in its one written form and refuses anything else', () => {
    expect(normaliseKenmerk(' k7q2-9xzm-3b4t-hp6r ')).toBe('K7Q2-9XZM-3B4T-HP6R');
    expect(normaliseKenmerk('O000-I111-L111-0000')).toBe('0000-1111-1111-0000');
    expect(normaliseKenmerk('K7Q29XZM3B4THP6R')).toBeNull();
    expect(normaliseKenmerk('K7Q2-9XZM-3B4T-HP6U')).toBeNull();
    expect(normaliseKenmerk('../../etc/passwd')).toBeNull();
    expect(normaliseKenmerk('')).toBeNull();
  });
});
