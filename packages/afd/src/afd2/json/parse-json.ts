import type { JsonObject, JsonValue } from './json-value.ts';
import { jsonReasons } from './json-texts.ts';

// A strict JSON parser for untrusted uploads. JSON.parse would do for well-formed input, but its
// errors carry no reliable position across Node versions, it silently keeps the last of duplicate
// keys, and the readers that walk the result recurse: here nesting is bounded while parsing, so
// every later walk is bounded too.

export interface JsonParseLimits {
  /** Deepest nesting of objects and arrays accepted. */
  maxDepth: number;
  /** Longest text accepted, in UTF-16 code units. */
  maxLength: number;
}

export interface JsonParseError {
  /** What kind of failure: callers word an empty or oversized file differently from a syntax error. */
  code: 'empty' | 'too-long' | 'too-deep' | 'syntax';
  /** Dutch reason, without file name or position (see `jsonParseMessage`). */
  reason: string;
  /** 1-based line and column of the offending character. */
  line: number;
  column: number;
}

export type JsonParseResult = { ok: true; value: JsonValue } | { ok: false; error: JsonParseError };

/** Real AFD 2.0 schemas nest about 12 levels deep (references keep them flat); 64 leaves room. */
export const defaultJsonParseLimits: JsonParseLimits = { maxDepth: 64, maxLength: 20_000_000 };

const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly index: number,
    readonly code: JsonParseError['code'] = 'syntax',
  ) {
    super(reason);
  }
}

/** Parses JSON text (a leading byte order mark is allowed) into a value, or a Dutch error with its position. */
export function parseJsonText(text: string, limits: Partial<JsonParseLimits> = {}): JsonParseResult {
  const { maxDepth, maxLength } = { ...defaultJsonParseLimits, ...limits };
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (source.length > maxLength) return failure(source, new JsonSyntaxError(jsonReasons.tooLong(maxLength), 0, 'too-long'));
  if (source.trim() === '') return failure(source, new JsonSyntaxError(jsonReasons.empty, 0, 'empty'));
  try {
    const parser = new Parser(source, maxDepth);
    return { ok: true, value: parser.parseDocument() };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return failure(source, error);
    throw error;
  }
}

function failure(source: string, error: JsonSyntaxError): JsonParseResult {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < error.index && i < source.length; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { ok: false, error: { code: error.code, reason: error.reason, line, column: error.index - lineStart + 1 } };
}

class Parser {
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly maxDepth: number,
  ) {}

  parseDocument(): JsonValue {
    const value = this.parseValue(0);
    this.skipWhitespace();
    if (this.index < this.source.length) throw new JsonSyntaxError(jsonReasons.trailingContent, this.index);
    return value;
  }

  private parseValue(depth: number): JsonValue {
    this.skipWhitespace();
    const character = this.source[this.index];
    if (character === undefined) throw new JsonSyntaxError(jsonReasons.unexpectedEnd, this.index);
    if (character === '{' || character === '[') {
      if (depth >= this.maxDepth) throw new JsonSyntaxError(jsonReasons.tooDeep(this.maxDepth), this.index, 'too-deep');
      return character === '{' ? this.parseObject(depth + 1) : this.parseArray(depth + 1);
    }
    if (character === '"') return this.parseString();
    if (character === '-' || (character >= '0' && character <= '9')) return this.parseNumber();
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (this.source.startsWith(word, this.index)) {
        this.index += word.length;
        return value;
      }
    }
    throw this.unexpected();
  }

  private parseObject(depth: number): JsonObject {
    const object: JsonObject = {};
    this.index++; // '{'
    this.skipWhitespace();
    if (this.source[this.index] === '}') {
      this.index++;
      return object;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.source[this.index] !== '"') throw this.unexpectedOr(jsonReasons.expectedKey);
      const keyIndex = this.index;
      const key = this.parseString();
      if (Object.prototype.hasOwnProperty.call(object, key)) throw new JsonSyntaxError(jsonReasons.duplicateKey(key), keyIndex);
      this.skipWhitespace();
      if (this.source[this.index] !== ':') throw this.unexpectedOr(jsonReasons.expectedColon);
      this.index++;
      // defineProperty, so that a key "__proto__" becomes data and never the object's prototype.
      Object.defineProperty(object, key, { value: this.parseValue(depth), enumerable: true, writable: true, configurable: true });
      if (this.endOfList('}')) return object;
    }
  }

  private parseArray(depth: number): JsonValue[] {
    const array: JsonValue[] = [];
    this.index++; // '['
    this.skipWhitespace();
    if (this.source[this.index] === ']') {
      this.index++;
      return array;
    }
    for (;;) {
      array.push(this.parseValue(depth));
      if (this.endOfList(']')) return array;
    }
  }

  /** After a member: consumes ',' (false, more follow) or the closer (true). */
  private endOfList(closer: string): boolean {
    this.skipWhitespace();
    const character = this.source[this.index];
    if (character === ',') {
      this.index++;
      return false;
    }
    if (character === closer) {
      this.index++;
      return true;
    }
    throw this.unexpectedOr(jsonReasons.expectedCommaOrEnd(closer));
  }

  private parseString(): string {
    const start = ++this.index; // past the opening quote
    let result = '';
    let chunkStart = start;
    for (;;) {
      const code = this.source.charCodeAt(this.index);
      if (Number.isNaN(code)) throw new JsonSyntaxError(jsonReasons.unexpectedEnd, this.index);
      if (code === 0x22) {
        result += this.source.slice(chunkStart, this.index++);
        return result;
      }
      if (code < 0x20) throw new JsonSyntaxError(jsonReasons.controlCharacter, this.index);
      if (code === 0x5c) {
        result += this.source.slice(chunkStart, this.index);
        result += this.parseEscape();
        chunkStart = this.index;
        continue;
      }
      this.index++;
    }
  }

  private parseEscape(): string {
    const escapeIndex = this.index;
    const marker = this.source[this.index + 1];
    if (marker === 'u') {
      const hex = this.source.slice(this.index + 2, this.index + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new JsonSyntaxError(jsonReasons.invalidEscape, escapeIndex);
      this.index += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    const replacement = marker === undefined ? undefined : escapes[marker];
    if (replacement === undefined) throw new JsonSyntaxError(jsonReasons.invalidEscape, escapeIndex);
    this.index += 2;
    return replacement;
  }

  private parseNumber(): number {
    numberPattern.lastIndex = this.index;
    const match = numberPattern.exec(this.source);
    if (match === null) throw new JsonSyntaxError(jsonReasons.invalidNumber, this.index);
    const value = Number(match[0]);
    if (!Number.isFinite(value)) throw new JsonSyntaxError(jsonReasons.numberOutOfRange, this.index);
    this.index += match[0].length;
    return value;
  }

  private skipWhitespace(): void {
    for (;;) {
      const code = this.source.charCodeAt(this.index);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return;
      this.index++;
    }
  }

  private unexpected(): JsonSyntaxError {
    const character = this.source[this.index];
    if (character === undefined) return new JsonSyntaxError(jsonReasons.unexpectedEnd, this.index);
    return new JsonSyntaxError(jsonReasons.unexpectedCharacter(this.characterAt(this.index)), this.index);
  }

  /** The whole character at an index (a surrogate pair counts as one). */
  private characterAt(index: number): string {
    return String.fromCodePoint(this.source.codePointAt(index) ?? 0);
  }

  /** At the end of the text: 'houdt onverwacht op'; elsewhere the expectation, naming the character found. */
  private unexpectedOr(expectation: string): JsonSyntaxError {
    if (this.index >= this.source.length) return new JsonSyntaxError(jsonReasons.unexpectedEnd, this.index);
    return new JsonSyntaxError(jsonReasons.expectedButFound(expectation, this.characterAt(this.index)), this.index);
  }
}
