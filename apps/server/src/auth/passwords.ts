import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords of the embedded provider's accounts. scrypt is memory-hard and ships with Node, so no
// native add-on is needed. The parameters travel inside the stored hash, so they can be raised
// later without invalidating existing hashes.

const KEY_LENGTH_BYTES = 32;
const SALT_LENGTH_BYTES = 16;
/** N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash on the build machines. */
const DEFAULT_PARAMETERS = { N: 2 ** 15, r: 8, p: 1 } as const;
const MAX_MEMORY_BYTES = 128 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY_BYTES }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (salt and key base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH_BYTES);
  const { N, r, p } = DEFAULT_PARAMETERS;
  const key = await deriveKey(password, salt, KEY_LENGTH_BYTES, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  let actual: Buffer;
  try {
    actual = await deriveKey(password, Buffer.from(saltText, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
  } catch {
    return false; // parameters scrypt refuses: not a hash this code wrote
  }
  // Constant-time: the comparison must not reveal how many leading bytes matched.
  return timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one password check without a real account, so that an unknown e-mail
 * address answers as slowly as a wrong password (no account enumeration by timing).
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoyHash);
  return false;
}
