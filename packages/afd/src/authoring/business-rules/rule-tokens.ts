import { RuleSyntaxError } from './rule-syntax.ts';

// Tokens of both spellings of a verbandscontrole. Names are attribute names (letters, digits, '_',
// '-', '.'), optionally written as a descendant path '//NAME' in XPath; strings are quoted with ' or ".

export type Token =
  | { type: 'word'; text: string; position: number }
  | { type: 'string'; text: string; position: number }
  | { type: 'number'; text: string; position: number }
  | { type: 'symbol'; text: string; position: number }
  | { type: 'end'; text: ''; position: number };

const symbols = ['<=', '>=', '<>', '!=', '//', '(', ')', '=', '<', '>', ','];
const wordStart = /[A-Za-z_]/;
const wordPart = /[A-Za-z0-9_.-]/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    const symbol = symbols.find((candidate) => text.startsWith(candidate, index));
    if (symbol) {
      tokens.push({ type: 'symbol', text: symbol, position: index });
      index += symbol.length;
    } else if (char === "'" || char === '"') {
      const end = text.indexOf(char, index + 1);
      if (end < 0) throw new RuleSyntaxError(index, 'tekst zonder sluitend aanhalingsteken');
      tokens.push({ type: 'string', text: text.slice(index + 1, end), position: index });
      index = end + 1;
    } else if (/[0-9]/.test(char) || (char === '-' && /[0-9]/.test(text[index + 1] ?? ''))) {
      const match = /^-?[0-9]+(\.[0-9]+)?/.exec(text.slice(index));
      tokens.push({ type: 'number', text: match?.[0] ?? char, position: index });
      index += match?.[0].length ?? 1;
    } else if (wordStart.test(char)) {
      let end = index + 1;
      while (end < text.length && wordPart.test(text[end] ?? '')) end += 1;
      tokens.push({ type: 'word', text: text.slice(index, end), position: index });
      index = end;
    } else {
      throw new RuleSyntaxError(index, `onverwacht teken '${char}'`);
    }
  }
  tokens.push({ type: 'end', text: '', position: text.length });
  return tokens;
}

/** Reads tokens one by one, with the position of each for refusals. */
export class TokenStream {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  next(): Token {
    const token = this.peek();
    if (this.index < this.tokens.length - 1) this.index += 1;
    return token;
  }

  /** Whether the next token is this word (case-insensitive for pseudo keywords) or symbol. */
  isAt(text: string, { ignoreCase = false } = {}): boolean {
    const token = this.peek();
    if (token.type !== 'word' && token.type !== 'symbol') return false;
    return ignoreCase ? token.text.toLowerCase() === text.toLowerCase() : token.text === text;
  }

  expect(text: string, what: string, options: { ignoreCase?: boolean } = {}): Token {
    if (!this.isAt(text, options)) throw new RuleSyntaxError(this.peek().position, `${what} verwacht`);
    return this.next();
  }
}
