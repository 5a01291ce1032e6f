import { describe, expect, it } from 'vitest';
import { changeMails, compatibilitySummary, type ChangeFacts, type Compatibility } from './schema-change-mails.ts';

// The Dutch text of a notice of change (issue 32), with the compatibility as the version history
// stores it (the contracts' SchemaCompatibility: against[0] is the latest earlier published version).

const counterexample = { message: '<Polis><Code>X9</Code></Polis>', validUnder: 'nieuw' };
const broken: Compatibility = {
  version: 2,
  transitive: false,
  against: [
    {
      version: 1,
      newAcceptedByOld: { verdict: 'niet-compatibel', counterexample, reasons: ["Code 'X9' in Polis/Code is nieuw: versie 1 kent hem niet"] },
      oldAcceptedByNew: { verdict: 'compatibel' },
    },
  ],
  breaks: [1],
};

const facts = (compatibility: Compatibility | null): ChangeFacts => ({
  kind: 'nieuwe-versie',
  schemaName: 'Polis',
  owner: 'Eigen',
  version: 2,
  previousVersion: 1,
  reason: null,
  occurredAt: new Date('2026-11-29T10:00:00Z'),
  compatibility,
});

describe('notice of change mails', () => {
  it("says 'compatibel met vorige versie' when both directions are compatible", () => {
    const both: Compatibility = { against: [{ version: 1, newAcceptedByOld: { verdict: 'compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } }], breaks: [] };
    expect(compatibilitySummary(both)).toBe('compatibel met vorige versie');
    expect(changeMails(['a@b.example'], facts(both), 'Andere', 'http://portaal')[0]?.body).toContain('Compatibiliteit: compatibel met vorige versie');
  });

  it("says 'niet compatibel' with the reason and each direction", () => {
    const [mail] = changeMails(['a@b.example'], facts(broken), 'Andere', 'http://portaal');
    expect(mail?.body).toContain("Compatibiliteit: niet compatibel: Code 'X9' in Polis/Code is nieuw: versie 1 kent hem niet");
    expect(mail?.body).toContain("- Berichten van versie 2 worden door versie 1 geaccepteerd: nee (Code 'X9' in Polis/Code is nieuw: versie 1 kent hem niet)");
    expect(mail?.body).toContain('- Berichten van versie 1 worden door versie 2 geaccepteerd: ja');
    expect(mail?.body).toContain('Niet compatibel met versie 1.');
  });

  it('says when the checker could not decide, and when nothing is stored', () => {
    const manual: Compatibility = { against: [{ version: 1, newAcceptedByOld: { verdict: 'handmatig', reasons: ['xs:any'] }, oldAcceptedByNew: { verdict: 'compatibel' } }] };
    expect(compatibilitySummary(manual)).toBe('handmatig te beoordelen: xs:any');
    expect(compatibilitySummary(null)).toBe('niet bepaald');
  });

  it('keeps the subject on one line and sends one mail per recipient', () => {
    const mails = changeMails(['a@b.example', 'c@d.example'], { ...facts(null), schemaName: 'Polis\nBcc: x@y' }, 'Andere', 'http://portaal');
    expect(mails.map((mail) => mail.recipient)).toEqual(['a@b.example', 'c@d.example']);
    expect(mails[0]?.subject).toBe('Nieuwe versie 2 van schema Polis Bcc: x@y (Eigen)');
  });
});
