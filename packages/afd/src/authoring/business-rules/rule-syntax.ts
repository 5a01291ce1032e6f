// The shared syntax tree of a verbandscontrole (AUTHORING.md 'Business rules'): the pseudo code
// `Indien {conditie} DAN {dan} ANDERS {true|false}` and its XPath 2.0 form
// `if (...) then ... else true()` are two spellings of this one tree, so each translates into the
// other through it and nothing is lost either way.

export type ComparisonOperator = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type RuleExpression =
  | { kind: 'or' | 'and'; left: RuleExpression; right: RuleExpression }
  | { kind: 'not'; operand: RuleExpression }
  | { kind: 'compare'; operator: ComparisonOperator; left: RuleExpression; right: RuleExpression }
  | { kind: 'group'; inner: RuleExpression }
  | { kind: 'function'; name: 'count' | 'exists'; attribute: string }
  | { kind: 'attribute'; name: string }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: string };

export interface RuleSyntax {
  condition: RuleExpression;
  then: RuleExpression;
  otherwise: boolean;
}

/** A refusal with the position (0-based character offset) where reading stopped. */
export class RuleSyntaxError extends Error {
  constructor(
    readonly position: number,
    readonly detail: string,
  ) {
    super(`${detail} (positie ${position + 1})`);
    this.name = 'RuleSyntaxError';
  }
}

/** The attribute names an expression refers to (attributes and the arguments of count/exists). */
export function attributeNamesOf(expression: RuleExpression): string[] {
  switch (expression.kind) {
    case 'or':
    case 'and':
    case 'compare':
      return [...attributeNamesOf(expression.left), ...attributeNamesOf(expression.right)];
    case 'not':
      return attributeNamesOf(expression.operand);
    case 'group':
      return attributeNamesOf(expression.inner);
    case 'function':
      return [expression.attribute];
    case 'attribute':
      return [expression.name];
    default:
      return [];
  }
}
