import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteaConverters, parseBytea, serializeBytea } from './pglite-bytea.ts';

// The native bytea converters must be indistinguishable from PGlite's own: same bytes, same
// plain Uint8Array, same refusal, and only a view's own window written.

const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);

describe('bytea converters for PGlite', () => {
  it('read back every byte value written, as a plain Uint8Array of its own', () => {
    const text = serializeBytea(everyByte);
    expect(text.slice(0, 4)).toBe('\\x00');
    expect(text).toHaveLength(2 + 512);
    const parsed = parseBytea(text);
    expect(parsed).toEqual(everyByte);
    expect(Object.getPrototypeOf(parsed)).toBe(Uint8Array.prototype);
    expect(parsed.byteOffset).toBe(0);
    expect(parsed.buffer.byteLength).toBe(256);
  });

  it('handle empty content', () => {
    expect(serializeBytea(new Uint8Array(0))).toBe('\\x');
    expect(parseBytea('\\x')).toEqual(new Uint8Array(0));
  });

  it('write only the window of a view, not the buffer behind it', () => {
    expect(serializeBytea(everyByte.subarray(10, 13))).toBe('\\x0a0b0c');
  });

  it('refuse what is not bytes, as PGlite does', () => {
    expect(() => serializeBytea('abc')).toThrow('Invalid input for bytea type');
  });

  describe('in a PGlite database', () => {
    let client: PGlite;
    beforeAll(async () => {
      client = await PGlite.create({ ...byteaConverters });
    });
    afterAll(() => client.close());

    it('store and answer the same bytes', async () => {
      const written = everyByte.subarray(1, 255);
      const { rows } = await client.query<{ stored: Uint8Array; length: number }>('select $1::bytea as stored, length($1::bytea) as length', [written]);
      expect(rows[0]?.length).toBe(254);
      expect(rows[0]?.stored).toEqual(Uint8Array.from(written));
    });
  });
});
