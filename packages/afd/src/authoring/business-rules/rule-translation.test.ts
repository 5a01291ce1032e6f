import { describe, expect, it } from 'vitest';
import { compilePredicateXPath } from '../../xpath/compile-predicate-xpath.ts';
import { nextRuleName } from './rule-names.ts';
import { pseudoToXPath, xpathToPseudo, xpathToPseudoParts } from './rule-translation.ts';

// The verbandscontrole's two spellings (docs/authoring.md, 001 §4/§5): pseudo → XPath → pseudo gives
// the rule back for every operator and function; what is not a rule is refused with its position.

const roundTrips: [string, string][] = [
  ["Indien PP_BRANCHE = '021' DAN PP_PREMIE > 0 ANDERS true", "if (//PP_BRANCHE = '021') then //PP_PREMIE > 0 else true()"],
  ["Indien PP_BRANCHE <> '021' DAN PP_PREMIE < 100 ANDERS false", "if (//PP_BRANCHE != '021') then //PP_PREMIE < 100 else false()"],
  ['Indien PP_PREMIE <= 10 DAN PP_KORTING >= 5 ANDERS true', 'if (//PP_PREMIE <= 10) then //PP_KORTING >= 5 else true()'],
  ["Indien PP_A = 'J' EN PP_B = 'N' OF PP_C = 'X' DAN exists(VP_NAAM) ANDERS true", "if (//PP_A = 'J' and //PP_B = 'N' or //PP_C = 'X') then exists(//VP_NAAM) else true()"],
  ["Indien PP_A = 'J' EN (PP_B = 'N' OF PP_C = 'X') DAN count(VP) > 1 ANDERS true", "if (//PP_A = 'J' and (//PP_B = 'N' or //PP_C = 'X')) then count(//VP) > 1 else true()"],
  ["Indien NIET PP_A = 'J' DAN NIET exists(VP_NAAM) ANDERS true", "if (not(//PP_A = 'J')) then not(exists(//VP_NAAM)) else true()"],
  ['Indien count(VP) >= 2 DAN count(VP_NAAM) = count(VP) ANDERS false', 'if (count(//VP) >= 2) then count(//VP_NAAM) = count(//VP) else false()'],
  ["Indien exists(AL_DATUM) DAN AL_DATUM > '20260101' ANDERS true", "if (exists(//AL_DATUM)) then //AL_DATUM > '20260101' else true()"],
  ['Indien PP_BEDRAG = -5.25 DAN NIET (PP_A = 1 OF PP_B = 2) ANDERS true', 'if (//PP_BEDRAG = -5.25) then not((//PP_A = 1 or //PP_B = 2)) else true()'],
];

describe('pseudo code and XPath', () => {
  it.each(roundTrips)('translates %s both ways', (pseudo, xpath) => {
    const translated = pseudoToXPath(pseudo);
    expect(translated).toMatchObject({ ok: true, xpath, pseudo });
    expect(xpathToPseudo(xpath)).toBe(pseudo);
  });

  it.each(roundTrips)('writes XPath 2.0 that fontoxpath compiles: %s', (pseudo) => {
    const translated = pseudoToXPath(pseudo);
    if (!translated.ok) throw new Error(translated.message);
    expect(compilePredicateXPath(translated.xpath)).toEqual({ valid: true });
  });

  it('reads keywords in any case and spacing, and writes them canonically', () => {
    expect(pseudoToXPath("indien   PP_A='J'  dan exists( VP ) anders TRUE")).toMatchObject({ ok: true, pseudo: "Indien PP_A = 'J' DAN exists(VP) ANDERS true" });
  });

  it('names the attributes a rule uses, and refuses one the definition does not have, at its position', () => {
    expect(pseudoToXPath("Indien PP_A = 'J' DAN count(VP) > PP_B ANDERS true")).toMatchObject({ attributeNames: ['PP_A', 'VP', 'PP_B'] });
    expect(pseudoToXPath("Indien PP_A = 'J' DAN PP_X > 1 ANDERS true", new Set(['PP_A']))).toEqual({ ok: false, message: "Dan, positie 1: Attribuut 'PP_X' bestaat niet in deze definitie", position: 1, field: 'Dan' });
  });

  it('places an unknown name where it is written, not where the same letters first occur', () => {
    expect(pseudoToXPath("Indien PP_AB = 'PP_A' DAN exists(PP_A) ANDERS true", new Set(['PP_AB']))).toMatchObject({ ok: false, position: 8, field: 'Dan' });
  });

  it('reads count and exists in any case in pseudo code, as its other keywords', () => {
    expect(pseudoToXPath('Indien COUNT(VP) > 1 DAN Exists(VP_NAAM) ANDERS true')).toMatchObject({ ok: true, xpath: 'if (count(//VP) > 1) then exists(//VP_NAAM) else true()' });
  });

  it('takes any name after // in XPath, also one that is an XPath keyword, so such a rule still opens in pseudo mode', () => {
    expect(xpathToPseudo("if (//and = 'J') then exists(//if) else true()")).toBe("Indien and = 'J' DAN exists(if) ANDERS true");
  });

  // With all three keywords present the refusal names the field (Indien, Dan) and counts from its
  // start, as the editor shows the fields apart; otherwise it counts in the whole text.
  it.each([
    ["PP_A = 'J' DAN PP_B = 1 ANDERS true", null, 1, "'Indien' verwacht"],
    ['Indien DAN PP_B = 1 ANDERS true', 'Indien', 1, 'een attribuutnaam verwacht'],
    ["Indien PP_A = DAN PP_B = 1 ANDERS true", 'Indien', 7, 'een attribuutnaam verwacht'],
    ["Indien PP_A = 'J' DAN PP_B = 1 EN ANDERS true", 'Dan', 12, 'een attribuutnaam verwacht'],
    ["Indien PP_A = 'J' PP_B = 1 ANDERS true", null, 19, "'DAN' verwacht"],
    ["Indien PP_A = 'J' DAN PP_B = 1", null, 31, "'ANDERS' verwacht"],
    ["Indien PP_A = 'J' DAN PP_B = 1 ANDERS misschien", null, 39, "'true' of 'false' verwacht"],
    ["Indien (PP_A = 'J' DAN PP_B = 1 ANDERS true", 'Indien', 12, "')' verwacht"],
    ["Indien PP_A = 'J DAN PP_B = 1 ANDERS true", 'Indien', 8, 'tekst zonder sluitend aanhalingsteken'],
    ["Indien PP_A == 'J' DAN PP_B = 1 ANDERS true", 'Indien', 7, 'onverwacht'],
    ["Indien count('x') > 1 DAN PP_B = 1 ANDERS true", 'Indien', 7, 'attribuutnaam verwacht'],
    ["Indien PP_A = 'J' DAN PP_B = 1 ANDERS true extra", null, 44, 'na het einde van de regel'],
    ["Indien PP_A ; 'J' DAN PP_B = 1 ANDERS true", 'Indien', 6, "onverwacht teken ';'"],
    ['Indien PP_A = 1 PP_B DAN PP_B = 1 ANDERS true', 'Indien', 10, "'PP_B' onverwacht; hier kan EN, OF of het einde van het veld staan"],
  ])('refuses %s in field %s at position %i', (pseudo, field, position, detail) => {
    const result = pseudoToXPath(pseudo);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.position).toBe(position);
    expect(result.field).toBe(field ?? undefined);
    expect(result.message).toContain(detail);
    expect(result.message).toMatch(field === null ? new RegExp(`\\(positie ${position}\\)$`) : new RegExp(`^${field}, positie ${position}: `));
  });

  it("names an unknown function in the field it is in, not 'DAN' verwacht further on (issue 30)", () => {
    expect(pseudoToXPath('Indien PP_PREMIE > 0 EN exist(PP_BETTERM DAN PP_A = 1 ANDERS true')).toEqual({
      ok: false,
      message: "Indien, positie 18: onbekende functie 'exist'; bekend zijn count( ) en exists( )",
      position: 18,
      field: 'Indien',
    });
    // A bracket left open is missed at the end of its field.
    expect(pseudoToXPath('Indien PP_PREMIE > 0 EN exists(PP_BETTERM DAN PP_A = 1 ANDERS true')).toMatchObject({ message: "Indien, positie 35: ')' verwacht", field: 'Indien' });
    expect(pseudoToXPath('Indien PP_A = 1 DAN count(VP) > 1 EN bestaat(VP) ANDERS true')).toMatchObject({ position: 18, field: 'Dan', message: expect.stringContaining("onbekende functie 'bestaat'") });
  });

  it('gives the pseudo fields of a rule through the grammar, so a text holding DAN or ANDERS stays where it belongs', () => {
    expect(xpathToPseudoParts("if (//PP_A = 'X DAN Y ANDERS true') then //PP_B = 'DAN' else false()")).toEqual({ condition: "PP_A = 'X DAN Y ANDERS true'", then: "PP_B = 'DAN'", otherwise: 'false' });
    expect(xpathToPseudoParts('count(//VP) > 1')).toBeNull();
  });

  it('opens an XPath that is not of the rule form in XPath mode (no pseudo code)', () => {
    expect(xpathToPseudo('count(//VP) > 1')).toBeNull();
    expect(xpathToPseudo("if (//PP_A = 'J') then //PP_B else 'x'")).toBeNull();
    expect(xpathToPseudo('if (//PP_A = 1) then sum(//VP_BEDRAG) > 0 else true()')).toBeNull();
    expect(xpathToPseudo('')).toBeNull();
  });
});

describe('rule names', () => {
  it('gives the first unused BR number', () => {
    expect(nextRuleName([])).toBe('BR1');
    expect(nextRuleName(['BR1', 'BR2', 'BR4'])).toBe('BR3');
    expect(nextRuleName(['br1', 'Eigen regel'])).toBe('BR2');
  });
});
