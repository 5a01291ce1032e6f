import { describe, expect, it } from 'vitest';
import { xpathRuleSchema } from './xpath-rules.ts';

const rule = { id: 'a1B2c3D4e', name: 'Geen extensie', selectionXPath: '//xs:extension', predicateXPath: 'false()', errorMessage: 'Extensie is niet toegestaan' };

describe('xpathRuleSchema', () => {
  it('accepts a rule with a 9-character client id', () => {
    expect(xpathRuleSchema.parse(rule)).toEqual(rule);
  });

  it('requires all four texts and a 9-character id', () => {
    const result = xpathRuleSchema.safeParse({ id: 'kort', name: ' ', selectionXPath: '', predicateXPath: '', errorMessage: '' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'id: Id moet uit 9 letters of cijfers bestaan',
      'name: Naam is verplicht',
      'selectionXPath: Selectie XPath is verplicht',
      'predicateXPath: Predicaat XPath is verplicht',
      'errorMessage: Foutmelding is verplicht',
    ]);
  });
});
