import { types } from '@electric-sql/pglite';

// PGlite moves bytea as PostgreSQL's hex text ('\x4142...'). Its own converters do it a byte at a
// time in JavaScript (a parseInt per byte on reading, a padded string per byte on writing): on
// reading a few hundred stored schemas for Hervalideer, that parse took a quarter of the main
// thread (bench:revalidation, CPU profile). Node's hex codec does the same in native code. The
// answer is a plain Uint8Array of its own, as PGlite's converter gives, so nothing downstream
// can see which one ran.

/** '\x' hex text (PostgreSQL's bytea output) to bytes. */
export function parseBytea(text: string): Uint8Array {
  const hexDigits = text.length - 2;
  const bytes = new Uint8Array(hexDigits / 2);
  Buffer.from(bytes.buffer).write(text.slice(2), 'hex');
  return bytes;
}

/** Bytes to '\x' hex text (PostgreSQL's bytea input); refuses anything else, as PGlite's own does. */
export function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** The converters to give PGlite.create. */
export const byteaConverters = {
  parsers: { [types.BYTEA]: parseBytea },
  serializers: { [types.BYTEA]: serializeBytea },
};
