import { describe, expect, it } from 'vitest';
import { certificateAddress, certificatePath, certificateReference } from './certificate-address.ts';

describe('certificate address', () => {
  it('is the public address plus /certificaat/{kenmerk}, with or without a trailing slash or a path', () => {
    expect(certificatePath('K7Q2-9XZM-3B4T-HP6R')).toBe('/certificaat/K7Q2-9XZM-3B4T-HP6R');
    expect(certificateAddress('https://portaal.example.nl', 'K7Q2-9XZM-3B4T-HP6R')).toBe('https://portaal.example.nl/certificaat/K7Q2-9XZM-3B4T-HP6R');
    expect(certificateAddress('https://portaal.example.nl/', 'K7Q2-9XZM-3B4T-HP6R')).toBe('https://portaal.example.nl/certificaat/K7Q2-9XZM-3B4T-HP6R');
    expect(certificateAddress('http://localhost:8080/afd', 'K7Q2-9XZM-3B4T-HP6R')).toBe('http://localhost:8080/afd/certificaat/K7Q2-9XZM-3B4T-HP6R');
    expect(certificateReference('http://localhost:8080', 'K7Q2-9XZM-3B4T-HP6R')).toEqual({ kenmerk: 'K7Q2-9XZM-3B4T-HP6R', address: 'http://localhost:8080/certificaat/K7Q2-9XZM-3B4T-HP6R' });
  });

  it('refuses what could break the text it is written into', () => {
    expect(() => certificateAddress('javascript:alert(1)', 'K7Q2-9XZM-3B4T-HP6R')).toThrow(/http/);
    expect(() => certificateAddress('https://x.nl/?a="b"', 'K7Q2-9XZM-3B4T-HP6R')).toThrow(/query/);
    expect(() => certificateAddress('geen adres', 'K7Q2-9XZM-3B4T-HP6R')).toThrow(/not an address/);
    expect(() => certificateAddress('https://x.nl', 'k7q2-9xzm-3b4t-hp6r')).toThrow(/kenmerk/);
    expect(() => certificateAddress('https://x.nl', '"><x/>')).toThrow(/kenmerk/);
  });
});
