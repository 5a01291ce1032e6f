import { describe, expect, it } from 'vitest';
import { checkNewFunctionName, MAX_FUNCTION_NAME_LENGTH, MAX_STANDARD_FUNCTION_NAME_LENGTH } from './function-name.ts';

// A user types at most 50 characters; the standard's own names (its list of functions, a function
// schema brought in by an import) may run to 100 (ADR 0058). Every other rule is the same for both.

describe('function names typed and from the standard', () => {
  const typed = (length: number) => checkNewFunctionName('f'.repeat(length), []);
  const fromTheStandard = (name: string, existing: string[] = []) => checkNewFunctionName(name, existing, { maxLength: MAX_STANDARD_FUNCTION_NAME_LENGTH });

  it('takes 50 typed characters and refuses 51', () => {
    expect(typed(MAX_FUNCTION_NAME_LENGTH)).toEqual({ ok: true, name: 'f'.repeat(50) });
    expect(typed(51)).toEqual({ ok: false, message: `Functienaam '${'f'.repeat(51)}' is niet toegestaan.` });
  });

  it("takes the standard's 51 and 53 characters, up to 100, and refuses 101", () => {
    for (const length of [51, 53, 100]) expect(fromTheStandard('s'.repeat(length)).ok).toBe(true);
    expect(fromTheStandard('s'.repeat(101))).toEqual({ ok: false, message: `Functienaam '${'s'.repeat(101)}' is niet toegestaan.` });
  });

  it('holds a name from the standard to the other rules: no slash, no reserved name, no duplicate', () => {
    expect(fromTheStandard('aan/vraag').ok).toBe(false);
    expect(fromTheStandard('Polisblad_Gegevens').ok).toBe(false);
    expect(fromTheStandard('Aanvraag', ['aanvraag'])).toEqual({ ok: false, message: expect.stringContaining('Aanvraag') });
  });
});
