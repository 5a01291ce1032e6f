import type { CertificationMessage } from '../../model/certification.ts';
import type { JsonObject } from '../json/json-value.ts';
import { documentTexts } from '../certification/texts.ts';
import { resolveLocalRef, type FollowedSchema, type ResolvedLocalRef } from './local-ref.ts';
import type { UnsupportedKeyword } from './schema-tree.ts';

// What the tree reader carries along: the document, its findings and its budget. The budget is a
// guard against hostile input: references may fan out (ten arrays to one definition that has ten
// arrays to the next...), so a small document could otherwise describe an astronomically large tree.

export interface ReadLimits {
  /** Deepest nesting of entities accepted. */
  maxEntityDepth: number;
  /** Most entities and attributes accepted in one tree. */
  maxNodes: number;
}

/** Real baselines have a few thousand nodes and fewer than ten levels. */
export const defaultReadLimits: ReadLimits = { maxEntityDepth: 32, maxNodes: 100_000 };

/** Thrown when the budget runs out; the reader stops at once. */
export class ReadBudgetExceeded extends Error {}

export class ReadContext {
  readonly errors: CertificationMessage[] = [];
  readonly unsupported: UnsupportedKeyword[] = [];
  private nodes = 0;
  private readonly resolvedRefs = new Map<string, ResolvedLocalRef | null>();
  /** Per schema pointer, what its chain of bare local references ends in (follow-local-refs.ts). */
  readonly followedRefs = new Map<string, FollowedSchema | 'cycle'>();

  constructor(
    readonly root: JsonObject,
    readonly limits: ReadLimits,
  ) {}

  /** Counts one entity or attribute against the budget. */
  countNode(): void {
    if (++this.nodes > this.limits.maxNodes) {
      this.errors.push(documentTexts.tooManyNodes(this.limits.maxNodes));
      throw new ReadBudgetExceeded();
    }
  }

  /** Resolves a local reference once per document: definitions are referenced many times. */
  resolve(ref: string): ResolvedLocalRef | null {
    let resolved = this.resolvedRefs.get(ref);
    if (resolved === undefined) {
      resolved = resolveLocalRef(this.root, ref);
      this.resolvedRefs.set(ref, resolved);
    }
    return resolved;
  }

  /** Records constraining keywords the reader does not model, each place once. */
  noteUnsupported(keywords: readonly UnsupportedKeyword[]): void {
    for (const keyword of keywords) {
      if (!this.unsupported.some((known) => known.pointer === keyword.pointer)) this.unsupported.push(keyword);
    }
  }
}
