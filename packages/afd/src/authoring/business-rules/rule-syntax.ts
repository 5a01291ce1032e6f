// The shared syntax tree of a verbandscontrole (docs/authoring.md 'Business rules'): the pseudo code
// `Indien {conditie} DAN {dan} ANDERS {true|false}` and its XPath 2.0 form
// `if (...) then ... else true()` are two spellings of this one tree, so each translates into the
// other through it and nothing is lost either way.

export type ComparisonOperator = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type RuleExpression =
  | { kind: 'or' | 'and'; left: RuleExpression; right: RuleExpression }
  | { kind: 'not'; operand: RuleExpression }
  | { kind: 'compare'; operator: ComparisonOperator; left: RuleExpression; right: RuleExpression }
  | { kind: 'group'; inner: RuleExpression }
  /** `position`: where the attribute's name starts in the text that was read (0-based). */
  | { kind: 'function'; name: 'count' | 'exists'; attribute: string; position: number }
  | { kind: 'attribute'; name: string; position: number }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: string };

export interface RuleSyntax {
  condition: RuleExpression;
  then: RuleExpression;
  otherwise: boolean;
}

/** The pseudo mode's fields, as the editor labels them. */
export type PseudoField = 'Indien' | 'Dan';

/** Where a field of the pseudo code stands in the whole text (0-based; `end` just after its last character). */
export interface PseudoFieldSpan {
  field: PseudoField;
  start: number;
  end: number;
}

/** A refusal with the position (0-based character offset) where reading stopped, and the pseudo field it stopped in when known. */
export class RuleSyntaxError extends Error {
  constructor(
    readonly position: number,
    readonly detail: string,
    readonly span?: PseudoFieldSpan,
  ) {
    super(`${detail} (positie ${position + 1})`);
    this.name = 'RuleSyntaxError';
  }
}

/** A name an expression refers to, with where it was written (0-based). */
export interface AttributeReference {
  name: string;
  position: number;
}

/** The attribute names an expression refers to (attributes and the arguments of count/exists), in reading order. */
export function attributeReferencesOf(expression: RuleExpression): AttributeReference[] {
  switch (expression.kind) {
    case 'or':
    case 'and':
    case 'compare':
      return [...attributeReferencesOf(expression.left), ...attributeReferencesOf(expression.right)];
    case 'not':
      return attributeReferencesOf(expression.operand);
    case 'group':
      return attributeReferencesOf(expression.inner);
    case 'function':
      return [{ name: expression.attribute, position: expression.position }];
    case 'attribute':
      return [{ name: expression.name, position: expression.position }];
    default:
      return [];
  }
}
