// The shortest value an XSD pattern admits, for an example message: 'Q{3}Z' gives 'QQQZ',
// '[A-Z]{2}[0-9]+' gives 'AA0'. Read is the common part of XML Schema's regular expressions (literal
// characters and escapes, character classes with ranges, groups, alternatives, quantifiers); what
// it does not read (\p{..}, \i, \c, class subtraction, back-references) gives null, and the value
// is then guessed as before. Nothing here has to be right: libxml2 validates every example.

/** Characters tried, in order, for a negated class or a class escape. */
const SAMPLE_CHARACTERS = ['A', 'a', '1', '0', 'Z', 'z', '9', '_', '-', '.', ' ', '!'];

/** Patterns longer than this are not read (an example must stay small). */
const MAX_PATTERN = 1_000;

/** Repeats of a piece at most in a sample. */
const MAX_REPEAT = 100;

class Unreadable extends Error {}

type Member = (character: string) => boolean;

/** The shortest value the pattern admits, or null where the pattern is not read here. */
export function patternSample(pattern: string): string | null {
  if (pattern.length > MAX_PATTERN) return null;
  try {
    const reader = new PatternReader(pattern);
    const sample = reader.alternatives();
    return reader.atEnd() ? sample : null;
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

class PatternReader {
  private position = 0;

  constructor(private readonly pattern: string) {}

  atEnd(): boolean {
    return this.position >= this.pattern.length;
  }

  /** branch ('|' branch)*: the shortest branch. */
  alternatives(): string {
    let best = this.branch();
    while (this.peek() === '|') {
      this.position += 1;
      const next = this.branch();
      if (next.length < best.length) best = next;
    }
    return best;
  }

  private branch(): string {
    let text = '';
    while (!this.atEnd() && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      text += atom.repeat(this.quantifierMinimum());
    }
    return text;
  }

  private atom(): string {
    const character = this.next();
    if (character === '(') {
      const inner = this.alternatives();
      if (this.next() !== ')') throw new Unreadable();
      return inner;
    }
    if (character === '[') return representative(this.characterClass());
    if (character === '.') return 'A';
    if (character === '\\') return this.escape();
    if ('?*+{}|)^$'.includes(character)) throw new Unreadable();
    return character;
  }

  /** How often the atom before repeats at least: '?', '*' 0, '+' 1, '{n}', '{n,}', '{n,m}' n. */
  private quantifierMinimum(): number {
    const character = this.peek();
    if (character === '?' || character === '*') {
      this.position += 1;
      return 0;
    }
    if (character === '+') {
      this.position += 1;
      return 1;
    }
    if (character !== '{') return 1;
    const match = /^\{([0-9]+)(,([0-9]*))?\}/.exec(this.pattern.slice(this.position));
    if (!match) throw new Unreadable();
    this.position += match[0].length;
    const minimum = Number(match[1]);
    if (minimum > MAX_REPEAT) throw new Unreadable();
    return minimum;
  }

  /** After '[': the class's members, up to and with its ']'. */
  private characterClass(): Member {
    const negated = this.peek() === '^';
    if (negated) this.position += 1;
    const members: Member[] = [];
    let first = true;
    while (first || this.peek() !== ']') {
      first = false;
      if (this.atEnd()) throw new Unreadable();
      if (this.peek() === '-' && this.pattern[this.position + 1] === '[') throw new Unreadable();
      const low = this.classCharacter();
      if (typeof low !== 'string') {
        members.push(low);
        continue;
      }
      if (this.peek() === '-' && this.pattern[this.position + 1] !== ']' && this.pattern[this.position + 1] !== '[') {
        this.position += 1;
        const high = this.classCharacter();
        if (typeof high !== 'string') throw new Unreadable();
        members.push((character) => character >= low && character <= high);
      } else members.push((character) => character === low);
    }
    this.position += 1;
    const member: Member = (character) => members.some((test) => test(character));
    return negated ? (character) => !member(character) : member;
  }

  /** One character of a class, or the members of a class escape in it. */
  private classCharacter(): string | Member {
    const character = this.next();
    if (character !== '\\') return character;
    const escaped = this.next();
    if (classEscapes.has(escaped)) return classMember(escaped);
    const single = singleEscapes[escaped];
    if (single === undefined) throw new Unreadable();
    return single;
  }

  /** After '\\' outside a class: a single character, or a sample of a class escape (\d: '1'). */
  private escape(): string {
    const character = this.next();
    const single = singleEscapes[character];
    if (single !== undefined) return single;
    if (classEscapes.has(character)) return representative(classMember(character));
    throw new Unreadable();
  }

  private peek(): string | undefined {
    return this.pattern[this.position];
  }

  private next(): string {
    const character = this.pattern[this.position];
    if (character === undefined) throw new Unreadable();
    this.position += 1;
    return character;
  }
}

const singleEscapes: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  ...Object.fromEntries([...'\\|.?*+(){}[]^$-'].map((character) => [character, character])),
};

const classEscapes = new Set(['d', 'D', 's', 'S', 'w', 'W']);

function classMember(escape: string): Member {
  switch (escape) {
    case 'd':
      return (character) => character >= '0' && character <= '9';
    case 'D':
      return (character) => !(character >= '0' && character <= '9');
    case 's':
      return (character) => ' \t\n\r'.includes(character);
    case 'S':
      return (character) => !' \t\n\r'.includes(character);
    case 'w':
      return (character) => /[\p{L}\p{N}]/u.test(character);
    default:
      return (character) => !/[\p{L}\p{N}]/u.test(character);
  }
}

/** A character the class admits, the plainest first. */
function representative(member: Member): string {
  const found = SAMPLE_CHARACTERS.find(member);
  if (found !== undefined) return found;
  for (let code = 0x21; code < 0x250; code += 1) {
    const character = String.fromCharCode(code);
    if (member(character)) return character;
  }
  throw new Unreadable();
}
