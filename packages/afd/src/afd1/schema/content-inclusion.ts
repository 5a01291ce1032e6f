import type { QualifiedName } from '../xml/plain-dom-queries.ts';
import { admitsNamespace, mapNamespaces, namedNamespaces, namespacesIncluded, type NamespaceName } from './namespace-constraint.ts';
import { BudgetExceeded, EPSILON, ParticleLanguage, StateBudget, type Leaf } from './particle-language.ts';
import type { ElementTerm, Particle, WildcardTerm } from './particle-tree.ts';

// Is every sequence of child elements the upload's particle admits also admitted by the
// baseline's? Both particles become expression automata over one alphabet: the qualified names
// either side mentions, 'another name' in each namespace mentioned, and 'a name in another
// namespace' (the classes wildcards read). The product is explored breadth first: one upload state
// against the set of baseline states the same prefix reaches (subset construction on the fly). A
// pair where the upload may read a symbol the baseline cannot, or may stop where the baseline may
// not, is a counterexample; the first one found is the shortest.

export type LeafTerm = ElementTerm | WildcardTerm;

export type AlphabetSymbol = { kind: 'name'; name: QualifiedName } | { kind: 'other-name'; namespace: NamespaceName } | { kind: 'other-namespace' };

/** Where the upload leaves the baseline: after `prefix`, it reads `symbol` or it stops. */
export type Counterexample =
  | {
      kind: 'unexpected';
      prefix: AlphabetSymbol[];
      symbol: AlphabetSymbol;
      uploadTerms: LeafTerm[];
      expected: AlphabetSymbol[];
      baselineEnds: boolean;
      /** The shortest way the upload may end after `symbol` (for an example message); null when not found cheaply. */
      completion: AlphabetSymbol[] | null;
    }
  | { kind: 'incomplete'; prefix: AlphabetSymbol[]; expected: AlphabetSymbol[] };

type Unexpected = Extract<Counterexample, { kind: 'unexpected' }>;

/** An upload leaf and a baseline leaf that read the same symbol after the same prefix. */
export interface LeafMatch {
  upload: LeafTerm;
  baseline: LeafTerm;
  symbol: AlphabetSymbol;
}

export type InclusionResult =
  | { kind: 'decided'; counterexamples: Counterexample[]; matches: LeafMatch[] }
  | { kind: 'too-large'; limit: number };

export interface InclusionOptions {
  /** The upload's namespace as the baseline's (the organisation schema has a namespace of its own). */
  renameUploadNamespace: (namespace: NamespaceName) => NamespaceName;
  /** States of one comparison before it counts as too large. */
  stateLimit?: number;
}

const DEFAULT_STATE_LIMIT = 50_000;
/** Counterexamples kept per comparison: enough to classify them, few enough to stay cheap. */
const MAX_COUNTEREXAMPLES = 16;

const nameKey = (namespace: NamespaceName, localName: string) => `${namespace ?? ''}\u0000${localName}`;

/** Counts above this are read as 'many' when the exact comparison is too large (see particleInclusion). */
const APPROXIMATE_COUNT = 256;

/**
 * Decides whether the upload particle's language is included in the baseline particle's. When the
 * exact automaton passes the budget (maxOccurs="9999999"), it tries once more with the upload
 * widened (large counts unbounded) and the baseline narrowed (large counts cut down): inclusion
 * there proves inclusion; anything else stays too large to decide.
 */
export function particleInclusion(upload: Particle | null, baseline: Particle | null, options: InclusionOptions): InclusionResult {
  const limit = options.stateLimit ?? DEFAULT_STATE_LIMIT;
  const same = sameParticles(upload, baseline, options.renameUploadNamespace);
  if (same) return { kind: 'decided', counterexamples: [], matches: same };
  // With counts beyond the approximation, the cheap proof comes first; the exact run only when it fails.
  const large = hasLargeCount(upload) || hasLargeCount(baseline);
  for (const approximate of large ? [true, false] : [false, true]) {
    try {
      const result = decide(upload, baseline, options.renameUploadNamespace, limit, approximate);
      if (!approximate || result.counterexamples.length === 0) return result;
    } catch (caught) {
      if (!(caught instanceof BudgetExceeded)) throw caught;
    }
  }
  return { kind: 'too-large', limit };
}

/**
 * The same tree on both sides (the usual case: an organisation keeps most of its baseline): included
 * without an automaton, each leaf matched with its counterpart. Null when the trees differ anywhere.
 */
function sameParticles(upload: Particle | null, baseline: Particle | null, rename: (namespace: NamespaceName) => NamespaceName): LeafMatch[] | null {
  if (upload === null || baseline === null) return upload === baseline ? [] : null;
  if (upload.kind !== baseline.kind || upload.min !== baseline.min || upload.max !== baseline.max) return null;
  if (upload.kind === 'element' && baseline.kind === 'element') {
    const namespace = rename(upload.name.namespace);
    if (namespace !== baseline.name.namespace || upload.name.localName !== baseline.name.localName) return null;
    return [{ upload, baseline, symbol: { kind: 'name', name: baseline.name } }];
  }
  if (upload.kind === 'wildcard' && baseline.kind === 'wildcard') {
    const namespaces = mapNamespaces(upload.namespaces, rename);
    const equal = namespacesIncluded(namespaces, baseline.namespaces) && namespacesIncluded(baseline.namespaces, namespaces);
    return equal && upload.processContents === baseline.processContents ? [{ upload, baseline, symbol: { kind: 'other-namespace' } }] : null;
  }
  if (!('children' in upload) || !('children' in baseline) || upload.children.length !== baseline.children.length) return null;
  const matches: LeafMatch[] = [];
  for (const [index, child] of upload.children.entries()) {
    const inner = sameParticles(child, baseline.children[index] ?? null, rename);
    if (!inner) return null;
    matches.push(...inner);
  }
  return matches;
}

type Side = 'upload' | 'baseline';

function hasLargeCount(particle: Particle | null): boolean {
  if (particle === null) return false;
  if (particle.min > APPROXIMATE_COUNT || (particle.max !== Infinity && particle.max > APPROXIMATE_COUNT)) return true;
  return particle.kind !== 'element' && particle.kind !== 'wildcard' && particle.children.some(hasLargeCount);
}

/** The occurrence range a particle counts with: exact, or widened (upload) / narrowed (baseline). */
function countsOf(particle: Particle, side: Side, approximate: boolean): { min: number; max: number } {
  if (!approximate) return particle;
  if (side === 'upload') return { min: Math.min(particle.min, APPROXIMATE_COUNT), max: particle.max > APPROXIMATE_COUNT ? Infinity : particle.max };
  // A narrowed baseline cannot lower a large minimum: that particle then admits nothing.
  if (particle.min > APPROXIMATE_COUNT) return { min: 1, max: 0 };
  return { min: particle.min, max: particle.max === Infinity ? Infinity : Math.min(particle.max, APPROXIMATE_COUNT) };
}

interface SideLeaves {
  terms: LeafTerm[];
  leaves: Leaf[];
}

function decide(upload: Particle | null, baseline: Particle | null, rename: (namespace: NamespaceName) => NamespaceName, limit: number, approximate: boolean): { kind: 'decided'; counterexamples: Counterexample[]; matches: LeafMatch[] } {
  const uploadLeaves = collectLeaves(upload);
  const baselineLeaves = collectLeaves(baseline);
  const alphabet = buildAlphabet(uploadLeaves, baselineLeaves, rename);
  const budget = new StateBudget(limit);
  const uploadSide: SideLeaves = { terms: uploadLeaves, leaves: uploadLeaves.map((term) => ({ symbols: alphabet.symbolsOf(term, rename) })) };
  const baselineSide: SideLeaves = { terms: baselineLeaves, leaves: baselineLeaves.map((term) => ({ symbols: alphabet.symbolsOf(term, (namespace) => namespace) })) };
  const uploadLanguage = new ParticleLanguage(uploadSide.leaves, budget);
  const baselineLanguage = new ParticleLanguage(baselineSide.leaves, budget);
  const uploadStart = toExpression(uploadLanguage, upload, uploadLeaves, (particle) => countsOf(particle, 'upload', approximate));
  const baselineStart = toExpression(baselineLanguage, baseline, baselineLeaves, (particle) => countsOf(particle, 'baseline', approximate));

  interface Visit {
    upload: number;
    baseline: readonly number[];
    parent: Visit | null;
    symbol: number;
  }
  const prefixOf = (visit: Visit): AlphabetSymbol[] => {
    const symbols: AlphabetSymbol[] = [];
    for (let at: Visit | null = visit; at?.parent; at = at.parent) symbols.unshift(alphabet.symbols[at.symbol] ?? { kind: 'other-namespace' });
    return symbols;
  };
  const firstSymbols = (language: ParticleLanguage, side: SideLeaves, states: readonly number[]) => {
    const symbols = new Set<number>();
    for (const state of states) for (const leaf of language.firstLeaves(state)) for (const symbol of side.leaves[leaf]?.symbols ?? []) symbols.add(symbol);
    return [...symbols].sort((first, second) => first - second);
  };

  const counterexamples: Counterexample[] = [];
  const toComplete: [Unexpected, readonly number[]][] = [];
  const matches = new Map<string, LeafMatch>();
  const seen = new Set<string>();
  const queue: Visit[] = [{ upload: uploadStart, baseline: [baselineStart], parent: null, symbol: -1 }];
  for (let index = 0; index < queue.length; index += 1) {
    const visit = queue[index];
    if (!visit) break;
    budget.spend();
    const baselineEnds = visit.baseline.some((state) => baselineLanguage.nullable(state));
    if (uploadLanguage.nullable(visit.upload) && !baselineEnds && counterexamples.length < MAX_COUNTEREXAMPLES) {
      counterexamples.push({ kind: 'incomplete', prefix: prefixOf(visit), expected: firstSymbols(baselineLanguage, baselineSide, visit.baseline).map((symbol) => alphabet.symbols[symbol]!) });
    }
    const uploadFirst = uploadLanguage.firstLeaves(visit.upload);
    for (const symbol of firstSymbols(uploadLanguage, uploadSide, [visit.upload])) {
      const nextUpload = uploadLanguage.derive(visit.upload, symbol);
      if (nextUpload.length === 0) continue;
      const readers = uploadFirst.filter((leaf) => uploadSide.leaves[leaf]?.symbols.has(symbol)).map((leaf) => uploadSide.terms[leaf]!);
      const nextBaseline = [...new Set(visit.baseline.flatMap((state) => baselineLanguage.derive(state, symbol)))].sort((first, second) => first - second);
      if (nextBaseline.length === 0) {
        if (counterexamples.length < MAX_COUNTEREXAMPLES) {
          const expected = firstSymbols(baselineLanguage, baselineSide, visit.baseline).map((known) => alphabet.symbols[known]!);
          const counterexample: Unexpected = { kind: 'unexpected', prefix: prefixOf(visit), symbol: alphabet.symbols[symbol]!, uploadTerms: readers, expected, baselineEnds, completion: null };
          counterexamples.push(counterexample);
          toComplete.push([counterexample, nextUpload]);
        }
        continue;
      }
      for (const state of visit.baseline) {
        for (const leaf of baselineLanguage.firstLeaves(state)) {
          if (!baselineSide.leaves[leaf]?.symbols.has(symbol)) continue;
          for (const reader of readers) {
            const key = `${uploadSide.terms.indexOf(reader)} ${leaf} ${symbol}`;
            if (!matches.has(key)) matches.set(key, { upload: reader, baseline: baselineSide.terms[leaf]!, symbol: alphabet.symbols[symbol]! });
          }
        }
      }
      for (const next of nextUpload) {
        const key = `${next}|${nextBaseline.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push({ upload: next, baseline: nextBaseline, parent: visit, symbol });
      }
    }
  }
  // After the verdict, so that the search for a completion never spends the verdict's budget.
  for (const [counterexample, states] of toComplete) counterexample.completion = completionOf(uploadLanguage, uploadSide, states)?.map((known) => alphabet.symbols[known]!) ?? null;
  return { kind: 'decided', counterexamples, matches: [...matches.values()] };
}

function completionOf(language: ParticleLanguage, side: SideLeaves, states: readonly number[]): number[] | null {
  try {
    return shortestCompletion(language, side, states);
  } catch (caught) {
    if (caught instanceof BudgetExceeded) return null;
    throw caught;
  }
}

/** States searched for a completion: a counterexample's example message is a nicety, not worth a large search. */
const COMPLETION_LIMIT = 2_000;

/** The shortest sequence of symbols that takes one of `states` to an end of the language (breadth first), or null. */
function shortestCompletion(language: ParticleLanguage, side: SideLeaves, states: readonly number[]): number[] | null {
  interface Step {
    state: number;
    parent: Step | null;
    symbol: number;
  }
  const queue: Step[] = states.map((state) => ({ state, parent: null, symbol: -1 }));
  const seen = new Set(states);
  for (let index = 0; index < queue.length && index < COMPLETION_LIMIT; index += 1) {
    const step = queue[index]!;
    if (language.nullable(step.state)) {
      const symbols: number[] = [];
      for (let at: Step | null = step; at?.parent; at = at.parent) symbols.unshift(at.symbol);
      return symbols;
    }
    const symbols = new Set<number>();
    for (const leaf of language.firstLeaves(step.state)) for (const symbol of side.leaves[leaf]?.symbols ?? []) symbols.add(symbol);
    for (const symbol of symbols) {
      for (const next of language.derive(step.state, symbol)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push({ state: next, parent: step, symbol });
      }
    }
  }
  return null;
}

function collectLeaves(particle: Particle | null): LeafTerm[] {
  if (particle === null) return [];
  if (particle.kind === 'element' || particle.kind === 'wildcard') return [particle];
  return particle.children.flatMap(collectLeaves);
}

function toExpression(language: ParticleLanguage, particle: Particle | null, leaves: LeafTerm[], counts: (particle: Particle) => { min: number; max: number }): number {
  if (particle === null) return EPSILON;
  const { min, max } = counts(particle);
  if (particle.kind === 'element' || particle.kind === 'wildcard') return language.repeat(language.leaf(leaves.indexOf(particle)), min, max);
  const children = particle.children.map((child) => toExpression(language, child, leaves, counts));
  const body =
    particle.kind === 'sequence'
      ? children.reduceRight((rest, child) => language.sequence(child, rest), EPSILON)
      : particle.kind === 'choice'
        ? language.choice(children)
        : language.interleave(children);
  return language.repeat(body, min, max);
}

interface Alphabet {
  symbols: AlphabetSymbol[];
  symbolsOf(term: LeafTerm, rename: (namespace: NamespaceName) => NamespaceName): ReadonlySet<number>;
}

function buildAlphabet(upload: LeafTerm[], baseline: LeafTerm[], rename: (namespace: NamespaceName) => NamespaceName): Alphabet {
  const symbols: AlphabetSymbol[] = [];
  const byName = new Map<string, number>();
  const namespaces = new Set<NamespaceName>([null]);
  const addName = (name: QualifiedName) => {
    namespaces.add(name.namespace);
    const key = nameKey(name.namespace, name.localName);
    if (!byName.has(key)) {
      byName.set(key, symbols.length);
      symbols.push({ kind: 'name', name });
    }
  };
  for (const term of upload) {
    if (term.kind === 'element') addName({ namespace: rename(term.name.namespace), localName: term.name.localName });
    else namedNamespaces(term.namespaces).forEach((namespace) => namespaces.add(rename(namespace)));
  }
  for (const term of baseline) {
    if (term.kind === 'element') addName(term.name);
    else namedNamespaces(term.namespaces).forEach((namespace) => namespaces.add(namespace));
  }
  const otherName = new Map<NamespaceName, number>();
  for (const namespace of namespaces) {
    otherName.set(namespace, symbols.length);
    symbols.push({ kind: 'other-name', namespace });
  }
  const otherNamespace = symbols.length;
  symbols.push({ kind: 'other-namespace' });
  return {
    symbols,
    symbolsOf(term, renameSide) {
      if (term.kind === 'element') return new Set([byName.get(nameKey(renameSide(term.name.namespace), term.name.localName)) ?? -1]);
      const constraint = mapNamespaces(term.namespaces, renameSide);
      const read = new Set<number>();
      symbols.forEach((symbol, index) => {
        if (symbol.kind === 'name' && admitsNamespace(constraint, symbol.name.namespace)) read.add(index);
        if (symbol.kind === 'other-name' && admitsNamespace(constraint, symbol.namespace)) read.add(index);
      });
      // Namespaces nobody names are all alike: a list names its own, so only 'any' and 'not' reach them.
      if (constraint.kind !== 'enumeration') read.add(otherNamespace);
      return read;
    },
  };
}
