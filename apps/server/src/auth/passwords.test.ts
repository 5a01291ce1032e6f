import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('accepts the password a hash was made from', async () => {
    const hash = await hashPassword('Demo-beheerder-1');
    expect(await verifyPassword('Demo-beheerder-1', hash)).toBe(true);
  });

  it('rejects any other password, including one differing only in case', async () => {
    const hash = await hashPassword('Demo-beheerder-1');
    expect(await verifyPassword('demo-beheerder-1', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash: the same password never hashes the same twice', async () => {
    expect(await hashPassword('geheim')).not.toBe(await hashPassword('geheim'));
  });

  it('stores no trace of the password itself', async () => {
    const hash = await hashPassword('Demo-beheerder-1');
    expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Demo');
  });

  it('rejects a malformed stored hash instead of failing', async () => {
    expect(await verifyPassword('geheim', 'geen-hash')).toBe(false);
    expect(await verifyPassword('geheim', 'scrypt$1$2$3$$')).toBe(false);
    expect(await verifyPassword('geheim', 'scrypt$veel$8$1$c2FsdA$a2V5')).toBe(false);
  });
});
