import { describe, expect, it } from 'vitest';
import { ruleHashText } from './certificate-facts.ts';
import { verifyFileHash } from './verify-file.ts';

const certified = { originalSha256: 'a'.repeat(64), enrichedSha256: 'b'.repeat(64) };

describe('verifyFileHash', () => {
  it('names the original, the enriched copy, or neither, in Dutch', () => {
    expect(verifyFileHash('a'.repeat(64), certified)).toEqual({ outcome: 'origineel', sha256: 'a'.repeat(64), message: 'Het bestand komt overeen met het gecertificeerde origineel.' });
    expect(verifyFileHash('B'.repeat(64), certified)).toEqual({ outcome: 'verrijkt', sha256: 'b'.repeat(64), message: 'Het bestand komt overeen met de verrijkte kopie.' });
    expect(verifyFileHash('c'.repeat(64), certified)).toMatchObject({ outcome: 'geen', message: 'Het bestand komt NIET overeen met het gecertificeerde schema of de verrijkte kopie.' });
  });
});

describe('what a certificate records', () => {
  it('hashes a rule over its name, expressions and message, line ends made one', () => {
    const rule = { name: 'BR1', selectionXPath: '//PP', predicateXPath: 'exists(VP)', errorMessage: 'Geen VP' };
    expect(ruleHashText(rule)).toBe('BR1\n//PP\nexists(VP)\nGeen VP');
    expect(ruleHashText({ ...rule, errorMessage: 'Geen\r\nVP' })).toBe('BR1\n//PP\nexists(VP)\nGeen\nVP');
    expect(ruleHashText({ ...rule, predicateXPath: 'exists(VT)' })).not.toBe(ruleHashText(rule));
  });
});
