// The language of a particle tree as an automaton whose states are expressions: the partial
// derivatives of Antimirov, extended with counted repetition (minOccurs/maxOccurs stay counters in
// the state instead of being copied out) and with xs:all as the interleaving of its members (one
// residual per member, the 'bitset' of what is still to come). Expressions are interned, so equal
// states have one id, and derivatives are computed once per state and symbol. A budget bounds the
// number of states: a content model past it is too large to decide and goes to manual validation.

export class BudgetExceeded extends Error {
  constructor() {
    super('the content model has more states than the budget allows');
  }
}

/** A shared limit on the number of expression states of one comparison. */
export class StateBudget {
  private used = 0;
  constructor(readonly limit: number) {}

  spend(): void {
    this.used += 1;
    if (this.used > this.limit) throw new BudgetExceeded();
  }
}

/** A leaf of the expression: one element particle or wildcard, with the symbols it reads. */
export interface Leaf {
  symbols: ReadonlySet<number>;
}

type Node =
  | { kind: 'empty' }
  | { kind: 'epsilon' }
  | { kind: 'leaf'; leaf: number }
  | { kind: 'sequence'; first: number; rest: number }
  | { kind: 'choice'; options: readonly number[] }
  | { kind: 'repeat'; body: number; min: number; max: number }
  | { kind: 'interleave'; members: readonly number[] };

export const EMPTY = 0;
export const EPSILON = 1;

/** The expression states of one language, and their derivatives. */
export class ParticleLanguage {
  private readonly nodes: Node[] = [{ kind: 'empty' }, { kind: 'epsilon' }];
  private readonly nullableOf: boolean[] = [false, true];
  private readonly ids = new Map<string, number>([['0', EMPTY], ['e', EPSILON]]);
  private readonly derivatives = new Map<number, Map<number, readonly number[]>>();
  private readonly firstLeavesOf = new Map<number, readonly number[]>();

  constructor(
    readonly leaves: readonly Leaf[],
    private readonly budget: StateBudget,
  ) {}

  /** True when the state may end here (the empty word is in its language). */
  nullable(state: number): boolean {
    return this.nullableOf[state] ?? false;
  }

  leaf(leaf: number): number {
    return this.intern(`l${leaf}`, { kind: 'leaf', leaf }, false);
  }

  sequence(first: number, rest: number): number {
    if (first === EMPTY || rest === EMPTY) return EMPTY;
    if (first === EPSILON) return rest;
    if (rest === EPSILON) return first;
    const node = this.nodes[first];
    // Right-nested, so that one language has one spelling.
    if (node?.kind === 'sequence') return this.sequence(node.first, this.sequence(node.rest, rest));
    return this.intern(`s${first},${rest}`, { kind: 'sequence', first, rest }, this.nullable(first) && this.nullable(rest));
  }

  choice(options: readonly number[]): number {
    const flat = new Set<number>();
    for (const option of options) {
      const node = this.nodes[option];
      if (node?.kind === 'choice') node.options.forEach((inner) => flat.add(inner));
      else if (option !== EMPTY) flat.add(option);
    }
    const sorted = [...flat].sort((first, second) => first - second);
    if (sorted.length === 0) return EMPTY;
    if (sorted.length === 1) return sorted[0] ?? EMPTY;
    return this.intern(`c${sorted.join(',')}`, { kind: 'choice', options: sorted }, sorted.some((option) => this.nullable(option)));
  }

  repeat(body: number, min: number, max: number): number {
    if (min > max) return EMPTY;
    if (max === 0 || body === EPSILON) return EPSILON;
    if (body === EMPTY) return min === 0 ? EPSILON : EMPTY;
    // Empty rounds may be skipped: a body that can be empty needs no minimum.
    const least = this.nullable(body) ? 0 : min;
    if (least === 1 && max === 1) return body;
    return this.intern(`r${body},${least},${max}`, { kind: 'repeat', body, min: least, max }, least === 0);
  }

  interleave(members: readonly number[]): number {
    if (members.includes(EMPTY)) return EMPTY;
    const sorted = members.filter((member) => member !== EPSILON).sort((first, second) => first - second);
    if (sorted.length === 0) return EPSILON;
    if (sorted.length === 1) return sorted[0] ?? EPSILON;
    return this.intern(`i${sorted.join(',')}`, { kind: 'interleave', members: sorted }, sorted.every((member) => this.nullable(member)));
  }

  /** The leaves that can read the next symbol in this state. */
  firstLeaves(state: number): readonly number[] {
    const cached = this.firstLeavesOf.get(state);
    if (cached) return cached;
    const node = this.nodes[state];
    let leaves: number[] = [];
    if (node?.kind === 'leaf') leaves = [node.leaf];
    else if (node?.kind === 'sequence') leaves = [...this.firstLeaves(node.first), ...(this.nullable(node.first) ? this.firstLeaves(node.rest) : [])];
    else if (node?.kind === 'choice') leaves = node.options.flatMap((option) => this.firstLeaves(option));
    else if (node?.kind === 'repeat') leaves = [...this.firstLeaves(node.body)];
    else if (node?.kind === 'interleave') leaves = node.members.flatMap((member) => this.firstLeaves(member));
    const unique = [...new Set(leaves)];
    this.firstLeavesOf.set(state, unique);
    return unique;
  }

  /** The states after reading `symbol` (an empty list: the symbol cannot come next). */
  derive(state: number, symbol: number): readonly number[] {
    let bySymbol = this.derivatives.get(state);
    if (!bySymbol) this.derivatives.set(state, (bySymbol = new Map()));
    const cached = bySymbol.get(symbol);
    if (cached) return cached;
    const result = [...new Set(this.computeDerivative(state, symbol))].filter((next) => next !== EMPTY);
    bySymbol.set(symbol, result);
    return result;
  }

  private computeDerivative(state: number, symbol: number): number[] {
    const node = this.nodes[state];
    switch (node?.kind) {
      case 'leaf':
        return this.leaves[node.leaf]?.symbols.has(symbol) ? [EPSILON] : [];
      case 'sequence': {
        const after = this.derive(node.first, symbol).map((first) => this.sequence(first, node.rest));
        return this.nullable(node.first) ? [...after, ...this.derive(node.rest, symbol)] : after;
      }
      case 'choice':
        return node.options.flatMap((option) => this.derive(option, symbol));
      case 'repeat': {
        const remaining = this.repeat(node.body, Math.max(node.min - 1, 0), node.max - 1);
        return this.derive(node.body, symbol).map((body) => this.sequence(body, remaining));
      }
      case 'interleave':
        return node.members.flatMap((member, index) =>
          this.derive(member, symbol).map((next) => this.interleave(node.members.map((other, position) => (position === index ? next : other)))),
        );
      default:
        return [];
    }
  }

  private intern(key: string, node: Node, nullable: boolean): number {
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    this.budget.spend();
    const id = this.nodes.length;
    this.nodes.push(node);
    this.nullableOf.push(nullable);
    this.ids.set(key, id);
    return id;
  }
}
