import { maxExpressionNesting, tooDeeplyNested } from '../../xpath/expression-nesting.ts';
import { RuleSyntaxError, type ComparisonOperator, type PseudoFieldSpan, type RuleExpression, type RuleSyntax } from './rule-syntax.ts';
import { tokenize, TokenStream, type Token } from './rule-tokens.ts';

// A recursive-descent parser for both spellings of a verbandscontrole (docs/authoring.md). Precedence,
// loosest first: OF/or, EN/and, NIET/not, a comparison, an operand (brackets, count(), exists(),
// an attribute, a text or a number). The pseudo code names attributes bare (PP_BRANCHE), the
// XPath form as a descendant path (//PP_BRANCHE); `NIET x` is `not(x)`; `<>` is `!=`.

interface Dialect {
  or: string;
  and: string;
  /** The pseudo code's NIET is a prefix; XPath's not is a function. */
  not: { word: string; call: boolean };
  notEqual: string;
  ignoreCase: boolean;
  attributePrefix: '' | '//';
}

const pseudo: Dialect = { or: 'OF', and: 'EN', not: { word: 'NIET', call: false }, notEqual: '<>', ignoreCase: true, attributePrefix: '' };
const xpath: Dialect = { or: 'or', and: 'and', not: { word: 'not', call: true }, notEqual: '!=', ignoreCase: false, attributePrefix: '//' };

const pseudoKeywords = new Set(['indien', 'dan', 'anders', 'en', 'of', 'niet', 'count', 'exists', 'true', 'false']);

/**
 * Bounds on what the parser (and the printer and walkers of its tree, which recurse) accept
 * (issue 28): 4,900 nested brackets ran it out of stack. Brackets and NIET/not count as levels;
 * the XPath form adds two more ('if (' and 'not(' or 'count('), so a rule within the bound is
 * also within the XPath check's own bound. EN/OF chains grow the tree one level per link
 * without brackets: 1,000 is more than any rule a person writes and far below where fontoxpath
 * gives up on the XPath form (about 2,200).
 */
export const maxRuleNesting = maxExpressionNesting - 2;
export const maxRuleLinks = 1000;

class ExpressionParser {
  private depth = 0;
  private links = 0;

  constructor(
    private readonly tokens: TokenStream,
    private readonly dialect: Dialect,
  ) {}

  private at(word: string) {
    return this.tokens.isAt(word, { ignoreCase: this.dialect.ignoreCase });
  }

  /** Reads `read` one level deeper; a level over the bound is refused at the token that opens it. */
  private nested<T>(read: () => T): T {
    const position = this.tokens.peek().position;
    if (this.depth >= maxRuleNesting) throw new RuleSyntaxError(position, tooDeeplyNested(maxRuleNesting));
    this.depth += 1;
    const result = read();
    this.depth -= 1;
    return result;
  }

  /** Takes the EN/OF (and/or) at hand, counting it against the bound on links. */
  private link(): void {
    const token = this.tokens.next();
    this.links += 1;
    if (this.links > maxRuleLinks) throw new RuleSyntaxError(token.position, `de regel is te lang (meer dan ${maxRuleLinks} keer ${this.dialect.and} of ${this.dialect.or})`);
  }

  expression(): RuleExpression {
    let left = this.conjunction();
    while (this.at(this.dialect.or)) {
      this.link();
      left = { kind: 'or', left, right: this.conjunction() };
    }
    return left;
  }

  private conjunction(): RuleExpression {
    let left = this.negation();
    while (this.at(this.dialect.and)) {
      this.link();
      left = { kind: 'and', left, right: this.negation() };
    }
    return left;
  }

  private negation(): RuleExpression {
    if (this.at(this.dialect.not.word) && (!this.dialect.not.call || this.tokens.peek(1).text === '(')) {
      return this.nested(() => {
        this.tokens.next();
        if (!this.dialect.not.call) return { kind: 'not', operand: this.negation() };
        this.tokens.expect('(', "'('");
        const operand = this.expression();
        this.tokens.expect(')', "')'");
        return { kind: 'not', operand };
      });
    }
    return this.comparison();
  }

  private comparison(): RuleExpression {
    const left = this.operand();
    const token = this.tokens.peek();
    const operators: Record<string, ComparisonOperator> = { '=': '=', '<': '<', '<=': '<=', '>': '>', '>=': '>=', [this.dialect.notEqual]: '<>' };
    if (token.type === 'symbol' && operators[token.text] !== undefined) {
      this.tokens.next();
      return { kind: 'compare', operator: operators[token.text] as ComparisonOperator, left, right: this.operand() };
    }
    return left;
  }

  /** An attribute name and where it starts. After XPath's '//' any word is a name (the path says so). */
  private attributeName(): { name: string; position: number } {
    const path = this.dialect.attributePrefix === '//';
    if (path) this.tokens.expect('//', "een attribuut ('//NAAM')");
    const token = this.tokens.peek();
    if (token.type !== 'word' || (!path && pseudoKeywords.has(token.text.toLowerCase()))) throw new RuleSyntaxError(token.position, 'een attribuutnaam verwacht');
    this.tokens.next();
    return { name: token.text, position: token.position };
  }

  /** count or exists: in any case in pseudo code (as its keywords), lower case in XPath. */
  private functionName(token: Token): 'count' | 'exists' | null {
    if (token.type !== 'word') return null;
    const name = this.dialect.ignoreCase ? token.text.toLowerCase() : token.text;
    return name === 'count' || name === 'exists' ? name : null;
  }

  private operand(): RuleExpression {
    const token = this.tokens.peek();
    if (token.type === 'symbol' && token.text === '(') {
      return this.nested(() => {
        this.tokens.next();
        const inner = this.expression();
        this.tokens.expect(')', "')'");
        return { kind: 'group', inner };
      });
    }
    if (token.type === 'string') return { kind: 'string', value: this.tokens.next().text };
    if (token.type === 'number') return { kind: 'number', value: this.tokens.next().text };
    const functionName = this.functionName(token);
    if (functionName !== null && this.tokens.peek(1).text === '(') {
      this.tokens.next();
      this.tokens.next();
      const { name: attribute, position } = this.attributeName();
      this.tokens.expect(')', "')'");
      return { kind: 'function', name: functionName, attribute, position };
    }
    // A name right before '(' is a call: only count and exists are known ('exist(' is no attribute).
    if (token.type === 'word' && this.tokens.peek(1).text === '(') throw new RuleSyntaxError(token.position, unknownFunction(token.text));
    if ((token.type === 'word' && this.dialect.attributePrefix === '') || (token.type === 'symbol' && token.text === '//')) return { kind: 'attribute', ...this.attributeName() };
    throw new RuleSyntaxError(token.position, token.type === 'end' ? 'de regel houdt hier op; een attribuut, tekst of getal verwacht' : `'${token.text}' onverwacht`);
  }
}

/** After a field's expression comes its closing keyword; anything before it is more than the field's expression. */
function endOfField(tokens: TokenStream, span: PseudoFieldSpan | undefined, keyword: string): void {
  const token = tokens.peek();
  if (span !== undefined && token.position < span.end) throw new RuleSyntaxError(token.position, `'${token.text}' onverwacht; hier kan EN, OF of het einde van het veld staan`, span);
  tokens.expect(keyword, `'${keyword}'`, { ignoreCase: true });
}

function expectEnd(tokens: TokenStream): void {
  const token = tokens.peek();
  if (token.type !== 'end') throw new RuleSyntaxError(token.position, `'${token.text}' na het einde van de regel`);
}

const unknownFunction = (name: string) => `onbekende functie '${name}'; bekend zijn count( ) en exists( )`;

/**
 * Where the Indien and Dan fields stand in a pseudo rule: from the word after 'Indien' up to
 * 'DAN', and from there up to 'ANDERS' (DAN and ANDERS are keywords, never names). Empty when the
 * text does not have those words.
 */
export function pseudoFieldSpans(text: string): PseudoFieldSpan[] {
  const words = (lenientTokens(text) ?? []).filter((token) => token.type === 'word' || token.type === 'end');
  const at = (word: string, from = 0) => words.findIndex((token, index) => index >= from && token.text.toLowerCase() === word);
  const indien = at('indien');
  const dan = at('dan', indien + 1);
  const anders = at('anders', dan + 1);
  if (indien !== 0 || dan < 0 || anders < 0) return [];
  const span = (field: PseudoFieldSpan['field'], from: number, to: number): PseudoFieldSpan => {
    const start = (words[from] as Token).position + (words[from] as Token).text.length;
    const end = (words[to] as Token).position;
    const inner = text.slice(start, end);
    const lead = inner.length - inner.trimStart().length;
    return { field, start: start + lead, end: Math.max(start + lead, end - (inner.length - inner.trimEnd().length)) };
  };
  return [span('Indien', indien, dan), span('Dan', dan, anders)];
}

/** The tokens of a text with characters the tokenizer refuses read as spaces: where the fields are does not depend on them. */
function lenientTokens(text: string): Token[] | null {
  let readable = text;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      return tokenize(readable);
    } catch (error) {
      if (!(error instanceof RuleSyntaxError)) throw error;
      readable = `${readable.slice(0, error.position)} ${readable.slice(error.position + 1)}`;
    }
  }
  return null;
}

/** Reads one field's expression; a refusal in it names the field (a stop at the field's end stays at its end). */
function inField<T>(span: PseudoFieldSpan | undefined, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof RuleSyntaxError) || span === undefined || error.span) throw error;
    throw new RuleSyntaxError(Math.min(Math.max(error.position, span.start), span.end), error.detail, span);
  }
}

/** Reads `Indien {conditie} DAN {dan} ANDERS {true|false}`; throws RuleSyntaxError with the position (and the field, when the text has all three keywords). */
export function parsePseudoRule(text: string): RuleSyntax {
  const spans = pseudoFieldSpans(text);
  const [conditionSpan, thenSpan] = spans;
  let tokens: TokenStream;
  try {
    tokens = new TokenStream(tokenize(text));
  } catch (error) {
    // A character the tokenizer refuses is refused in the field it stands in.
    const span = error instanceof RuleSyntaxError ? spans.find((candidate) => error.position >= candidate.start && error.position < candidate.end) : undefined;
    throw error instanceof RuleSyntaxError && span ? new RuleSyntaxError(error.position, error.detail, span) : error;
  }
  const parser = new ExpressionParser(tokens, pseudo);
  tokens.expect('Indien', "'Indien'", { ignoreCase: true });
  const condition = inField(conditionSpan, () => parser.expression());
  endOfField(tokens, conditionSpan, 'DAN');
  const then = inField(thenSpan, () => parser.expression());
  endOfField(tokens, thenSpan, 'ANDERS');
  const outcome = tokens.peek();
  if (outcome.type !== 'word' || !['true', 'false'].includes(outcome.text.toLowerCase())) throw new RuleSyntaxError(outcome.position, "'true' of 'false' verwacht");
  tokens.next();
  expectEnd(tokens);
  return { condition, then, otherwise: outcome.text.toLowerCase() === 'true' };
}

/** Reads the XPath form `if (...) then ... else true()`; null when the expression is not of that form. */
export function parseXPathRule(text: string): RuleSyntax | null {
  try {
    const tokens = new TokenStream(tokenize(text));
    const parser = new ExpressionParser(tokens, xpath);
    tokens.expect('if', "'if'");
    tokens.expect('(', "'('");
    const condition = parser.expression();
    tokens.expect(')', "')'");
    tokens.expect('then', "'then'");
    const then = parser.expression();
    tokens.expect('else', "'else'");
    const outcome = tokens.next();
    if (outcome.type !== 'word' || !['true', 'false'].includes(outcome.text)) return null;
    tokens.expect('(', "'('");
    tokens.expect(')', "')'");
    expectEnd(tokens);
    return { condition, then, otherwise: outcome.text === 'true' };
  } catch (error) {
    if (error instanceof RuleSyntaxError) return null;
    throw error;
  }
}
