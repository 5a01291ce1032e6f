import type { RuleExpression, RuleSyntax } from './rule-syntax.ts';

// The two spellings written from the syntax tree, in one canonical layout: single spaces, the
// brackets the author wrote (kept as groups) and no others, texts in single quotes.

const quoted = (value: string) => (value.includes("'") ? `"${value}"` : `'${value}'`);

/** One expression (a condition or a DAN part) in pseudo code. */
export function pseudoExpression(expression: RuleExpression): string {
  switch (expression.kind) {
    case 'or':
      return `${pseudoExpression(expression.left)} OF ${pseudoExpression(expression.right)}`;
    case 'and':
      return `${pseudoExpression(expression.left)} EN ${pseudoExpression(expression.right)}`;
    case 'not':
      return `NIET ${pseudoExpression(expression.operand)}`;
    case 'compare':
      return `${pseudoExpression(expression.left)} ${expression.operator} ${pseudoExpression(expression.right)}`;
    case 'group':
      return `(${pseudoExpression(expression.inner)})`;
    case 'function':
      return `${expression.name}(${expression.attribute})`;
    case 'attribute':
      return expression.name;
    case 'string':
      return quoted(expression.value);
    case 'number':
      return expression.value;
  }
}

function xpathExpression(expression: RuleExpression): string {
  switch (expression.kind) {
    case 'or':
      return `${xpathExpression(expression.left)} or ${xpathExpression(expression.right)}`;
    case 'and':
      return `${xpathExpression(expression.left)} and ${xpathExpression(expression.right)}`;
    case 'not':
      return `not(${xpathExpression(expression.operand)})`;
    case 'compare':
      return `${xpathExpression(expression.left)} ${expression.operator === '<>' ? '!=' : expression.operator} ${xpathExpression(expression.right)}`;
    case 'group':
      return `(${xpathExpression(expression.inner)})`;
    case 'function':
      return `${expression.name}(//${expression.attribute})`;
    case 'attribute':
      return `//${expression.name}`;
    case 'string':
      return quoted(expression.value);
    case 'number':
      return expression.value;
  }
}

/** The whole rule in pseudo code: Indien ... DAN ... ANDERS true|false. */
export function printPseudoRule(rule: RuleSyntax): string {
  return `Indien ${pseudoExpression(rule.condition)} DAN ${pseudoExpression(rule.then)} ANDERS ${rule.otherwise ? 'true' : 'false'}`;
}

/** The whole rule in XPath 2.0: if (...) then ... else true()|false(). */
export function printXPathRule(rule: RuleSyntax): string {
  return `if (${xpathExpression(rule.condition)}) then ${xpathExpression(rule.then)} else ${rule.otherwise ? 'true()' : 'false()'}`;
}
