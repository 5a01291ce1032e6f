// The kenmerk of a certificate: the public, URL-safe name of one certification. It is drawn at
// random (80 bits) rather than derived from the schema, so nobody can guess the kenmerk of a
// certificate they were not given, and a new certification of the same file gets a new one.
// Written in Crockford's base32 (no I, L, O, U: nothing to misread when read aloud or typed) in
// four groups of four: 'K7Q2-9XZM-3B4T-HP6R'.

/** How many random bytes one kenmerk is made of (80 bits). */
export const KENMERK_RANDOM_BYTES = 10;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const kenmerkPattern = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** The kenmerk written from 10 random bytes (the caller draws them). */
export function kenmerkFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length !== KENMERK_RANDOM_BYTES) throw new Error(`a kenmerk needs ${KENMERK_RANDOM_BYTES} random bytes, got ${bytes.length}`);
  let bits = 0;
  let value = 0;
  let characters = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      characters += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/**
 * A kenmerk as typed or pasted, in its one written form: upper case, and the letters Crockford
 * reads as digits (O as 0, I and L as 1) read so. Null for anything that is no kenmerk.
 */
export function normaliseKenmerk(text: string): string | null {
  const written = text.trim().toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  return kenmerkPattern.test(written) ? written : null;
}
