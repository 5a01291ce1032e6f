import { describe, expect, it } from 'vitest';
import { parseSafeXml } from './safe-xml.ts';

const encoder = new TextEncoder();

function refusal(input: string | Uint8Array) {
  const result = parseSafeXml(input, 'afdSchema.xsd');
  if (result.ok) {
    result.doc.dispose();
    throw new Error('expected a refusal');
  }
  return result.problem;
}

describe('parseSafeXml', () => {
  it('parses UTF-8 XML with line numbers, also with a byte-order mark', () => {
    const result = parseSafeXml(Uint8Array.from([0xef, 0xbb, 0xbf, ...encoder.encode('<?xml version="1.0" encoding="UTF-8"?>\n<a>\n<b>é</b></a>')]), 'a.xml');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.doc.root.firstChild?.next?.line ?? result.doc.get('//b')?.line).toBe(3);
    result.doc.dispose();
  });

  it('refuses a DOCTYPE outright, naming its line', () => {
    expect(refusal('<?xml version="1.0"?>\n<!DOCTYPE xs:schema>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>')).toEqual({
      message: 'Een DOCTYPE of entiteitdeclaratie is niet toegestaan.',
      description:
        "afdSchema.xsd, regel 2: DTD's en entiteiten worden om veiligheidsredenen nooit verwerkt (geen externe bestanden, geen entiteit-expansie); verwijder de DOCTYPE.",
    });
  });

  it('refuses an external entity (XXE) without reading it', () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>';
    expect(refusal(xxe).message).toBe('Een DOCTYPE of entiteitdeclaratie is niet toegestaan.');
  });

  it("refuses entity expansion ('billion laughs')", () => {
    const entities = Array.from({ length: 10 }, (_, level) =>
      level === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`,
    ).join('\n');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${entities}\n]>\n<lolz>&lol9;</lolz>`;
    expect(refusal(bomb).description).toMatch(/^afdSchema\.xsd, regel 2: /);
  });

  it('refuses bytes that are not UTF-8, naming the line', () => {
    const latin1 = Uint8Array.from([...encoder.encode('<a>\n<b>caf'), 0xe9, ...encoder.encode('</b></a>')]);
    expect(refusal(latin1)).toEqual({
      message: 'Het bestand is niet in UTF-8 gecodeerd.',
      description: 'afdSchema.xsd, regel 2: hier staat een byte die in UTF-8 niet voorkomt; sla het bestand op als UTF-8.',
    });
  });

  it('refuses UTF-16', () => {
    expect(refusal(Uint8Array.from([0xff, 0xfe, 0x3c, 0x00]))).toEqual({
      message: 'Het bestand is niet in UTF-8 gecodeerd.',
      description: 'afdSchema.xsd, regel 1: het bestand begint met de byte-order-mark van UTF-16; sla het bestand op als UTF-8.',
    });
  });

  it('refuses a declaration of another encoding', () => {
    expect(refusal('<?xml version="1.0" encoding="ISO-8859-1"?><a/>')).toEqual({
      message: 'De XML-declaratie noemt een andere codering dan UTF-8.',
      description: 'afdSchema.xsd, regel 1: encoding="ISO-8859-1"; alleen UTF-8 is toegestaan.',
    });
  });

  it('refuses XML 1.1', () => {
    expect(refusal('<?xml version="1.1"?><a/>')).toEqual({
      message: 'Alleen XML 1.0 is toegestaan.',
      description: 'afdSchema.xsd, regel 1: de XML-declaratie noemt versie 1.1.',
    });
  });

  it('refuses text that is not XML, with the parser reason and line', () => {
    const problem = refusal('Dit is geen XML');
    expect(problem.message).toBe('Het bestand is geen goedgevormde XML.');
    expect(problem.description).toMatch(/^afdSchema\.xsd, regel 1: het bestand begint niet met een XML-element\. Melding van de XML-parser: .+\.$/);
  });

  it('names the line of a tag that does not close', () => {
    expect(refusal('<a>\n<b>\n</a>').description).toMatch(/^afdSchema\.xsd, regel 3: een eindtag hoort niet bij de tag die als laatste is geopend\. Melding van de XML-parser: Opening and ending tag mismatch/);
  });

  it('says in Dutch first what the parser reports in English, its text after it', () => {
    expect(refusal('<a b=c/>').description).toMatch(/^afdSchema\.xsd, regel 1: een attribuutwaarde ontbreekt of staat niet tussen aanhalingstekens\. Melding van de XML-parser: AttValue/);
    expect(refusal('<a>&</a>').description).toMatch(/: een & staat los in de tekst .*Melding van de XML-parser: /);
    expect(refusal('<a/><b/>').description).toMatch(/: na het root-element staat nog inhoud\. Melding van de XML-parser: Extra content/);
  });

  it('refuses elements nested deeper than 256 levels as too deep, not as malformed', () => {
    const deep = `${'<a>'.repeat(300)}${'</a>'.repeat(300)}`;
    expect(refusal(deep)).toEqual({
      message: 'Het bestand is te diep genest.',
      description: expect.stringMatching(/^afdSchema\.xsd, regel 1: elementen staan meer dan 256 niveaus diep in elkaar; .* Melding van de XML-parser: Excessive depth in document/),
    });
  });

  it('refuses an empty file, as bytes and as blank text', () => {
    const empty = { message: 'Het bestand is leeg.', description: 'afdSchema.xsd: er staat geen XML in het bestand.' };
    expect(refusal(new Uint8Array())).toEqual(empty);
    expect(refusal('  \n ')).toEqual(empty);
  });
});
