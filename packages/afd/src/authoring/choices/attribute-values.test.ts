import { describe, expect, it } from 'vitest';
import { attributeValueProblem, optionListProblems, optionProblem, valueRangeProblems, withOwnFacets } from './attribute-values.ts';

// Option values and the 'Waardebeperking' bounds are checked against the attribute in the
// baseline (001 §5); the page and the server use these same rules.

describe('attributeValueProblem', () => {
  it('checks an AFD 1.0 value against its format', () => {
    expect(attributeValueProblem({ format: 'N..3', type: null, facets: {} }, '12')).toBeNull();
    expect(attributeValueProblem({ format: 'N..3', type: null, facets: {} }, '1234')).not.toBeNull();
    expect(attributeValueProblem({ format: 'N..3', type: null, facets: {} }, '1a')).not.toBeNull();
  });

  it('checks an AFD 2.0 value against type and facets', () => {
    const integer = { format: null, type: 'integer', facets: { minimum: 0, maximum: 100, multipleOf: 5 } };
    expect(attributeValueProblem(integer, '15')).toBeNull();
    expect(attributeValueProblem(integer, '1.5')).toBe("'1.5' is geen geheel getal.");
    expect(attributeValueProblem(integer, '105')).toBe("'105' is groter dan 100.");
    expect(attributeValueProblem(integer, '-5')).toBe("'-5' is kleiner dan 0.");
    expect(attributeValueProblem(integer, '12')).toBe("'12' is geen veelvoud van 5.");
    expect(attributeValueProblem({ format: null, type: 'number', facets: {} }, 'x')).toBe("'x' is geen getal.");
    const text = { format: null, type: 'string', facets: { minLength: 2, maxLength: 3 } };
    expect(attributeValueProblem(text, 'a')).toBe("'a' is korter dan 2 tekens.");
    expect(attributeValueProblem(text, 'abcd')).toBe("'abcd' is langer dan 3 tekens.");
  });
});

describe('optionListProblems', () => {
  it('refuses empty, padded and duplicate options and options outside the baseline', () => {
    const problems = optionListProblems({ format: 'AN..2', type: null, facets: {} }, ['A', ' B', 'A', 'ABC']);
    expect(problems).toHaveLength(3);
    expect(problems[1]).toBe("Optie 'A' komt dubbel voor.");
    expect(problems[2]).toMatch(/^Optie 'ABC' past niet binnen de baseline/);
  });
});

describe("optionProblem ('Definieer optielijst') says what refuses an option (issue 35)", () => {
  const baseline = { format: null, type: 'string', facets: { maxLength: 80 } };
  it("names the definition's own facet when that refuses it, not the baseline", () => {
    const rules = withOwnFacets(baseline, { maxLength: 40 });
    expect(optionProblem(rules, 'a'.repeat(40))).toBeNull();
    expect(optionProblem(rules, 'a'.repeat(41))).toBe(`Optie '${'a'.repeat(41)}' past niet binnen de eigen facet maxLength van de definitie: '${'a'.repeat(41)}' is langer dan 40 tekens.`);
  });
  it("names the baseline's facet when the definition leaves it open, and the baseline alone for its type", () => {
    const rules = withOwnFacets({ format: null, type: 'integer', facets: { maximum: 100 } }, { minimum: 10 });
    expect(optionProblem(rules, '200')).toBe("Optie '200' past niet binnen facet maximum van de baseline: '200' is groter dan 100.");
    expect(optionProblem(rules, '5')).toBe("Optie '5' past niet binnen de eigen facet minimum van de definitie: '5' is kleiner dan 10.");
    expect(optionProblem(rules, 'x')).toBe("Optie 'x' past niet binnen de baseline: 'x' is geen geheel getal.");
  });
});

describe('valueRangeProblems (Waardebeperking)', () => {
  const rules = { format: 'N..3', type: null, facets: {} };
  it('says which bound does not meet the format, in the spec words', () => {
    expect(valueRangeProblems(rules, '1234', '5')).toEqual({ minimum: 'Minimum voldoet niet aan formaat N..3.' });
    expect(valueRangeProblems(rules, '1', 'x')).toEqual({ maximum: 'Maximum voldoet niet aan formaat N..3.' });
  });
  it('refuses a minimum above the maximum, and accepts open bounds', () => {
    expect(valueRangeProblems(rules, '20', '10')).toEqual({ range: 'Minimum mag niet meer dan Maximum zijn.' });
    expect(valueRangeProblems(rules, '10', '20')).toEqual({});
    expect(valueRangeProblems(rules, null, null)).toEqual({});
  });
});
