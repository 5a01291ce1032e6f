import { elementTypeOf, type GroupTerm, type Particle } from '../schema/particle-tree.ts';
import type { SchemaComponents } from '../schema/schema-components.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { leavesOf } from './content-model-shapes.ts';

// Content no finite message can hold. An element whose type must contain the element again (Z must
// hold a Z) has no finite instance: where it is optional its place stays empty in every message,
// where it is required the content around it has no message either. A declaration is productive
// when its content can be finished: the least fixed point over the declarations a content reaches.
// The comparison of content models leaves the unproductive parts out (issue 34), deciding such a
// recursion by what messages can hold rather than by names. It runs only where a comparison found
// a counterexample, so a schema without one pays nothing for it.

/** A particle with what no finite message holds left out: null when only the empty content is left, 'unsatisfiable' when nothing is. */
export type PrunedParticle = Particle | null | 'unsatisfiable';

export class ContentProductivity {
  private readonly productive = new Set<PlainElement>();
  private readonly settled = new Set<PlainElement>();

  constructor(private readonly components: SchemaComponents) {}

  /** The particle without its unproductive parts; the same object where it has none. */
  prune(particle: Particle | null): PrunedParticle {
    if (particle === null) return null;
    this.settle(particle);
    return this.pruned(particle);
  }

  private pruned(particle: Particle): PrunedParticle {
    const body = this.prunedBody(particle);
    if (body === 'unsatisfiable') return particle.min === 0 ? null : 'unsatisfiable';
    return body;
  }

  private prunedBody(particle: Particle): PrunedParticle {
    if (particle.kind === 'wildcard') return particle;
    if (particle.kind === 'element') return this.productive.has(particle.declaration) ? particle : 'unsatisfiable';
    const children: Particle[] = [];
    let changed = false;
    let mayBeEmpty = false;
    for (const child of particle.children) {
      const pruned = this.pruned(child);
      changed ||= pruned !== child;
      if (pruned === 'unsatisfiable') {
        if (particle.kind !== 'choice') return 'unsatisfiable';
      } else if (pruned === null) mayBeEmpty = true;
      else children.push(pruned);
    }
    if (!changed) return particle;
    if (particle.kind !== 'choice') return { ...particle, children };
    if (children.length === 0 && !mayBeEmpty) return 'unsatisfiable';
    // A member that can only be empty keeps the choice's empty option.
    const empty: GroupTerm = { kind: 'sequence', children: [], min: 1, max: 1, source: particle.source };
    return { ...particle, children: mayBeEmpty ? [...children, empty] : children };
  }

  /** Decides productivity for every declaration the particle reaches that is not decided yet. */
  private settle(particle: Particle): void {
    const open: PlainElement[] = [];
    const reach = (from: Particle | null) => {
      for (const leaf of leavesOf(from)) {
        if (leaf.kind !== 'element' || this.settled.has(leaf.declaration)) continue;
        this.settled.add(leaf.declaration);
        open.push(leaf.declaration);
      }
    };
    reach(particle);
    for (let index = 0; index < open.length; index += 1) reach(this.contentOf(open[index]!));
    let grew = true;
    while (grew) {
      grew = false;
      for (const declaration of open) {
        if (this.productive.has(declaration)) continue;
        const type = elementTypeOf(this.components, declaration);
        if (type.kind === 'simple' || type.content.variety === 'simple' || this.satisfiable(type.content.particle)) {
          this.productive.add(declaration);
          grew = true;
        }
      }
    }
  }

  private contentOf(declaration: PlainElement): Particle | null {
    const type = elementTypeOf(this.components, declaration);
    return type.kind === 'complex' && type.content.variety !== 'simple' ? type.content.particle : null;
  }

  private satisfiable(particle: Particle | null): boolean {
    if (particle === null || particle.min === 0 || particle.kind === 'wildcard') return true;
    if (particle.kind === 'element') return this.productive.has(particle.declaration);
    return particle.kind === 'choice' ? particle.children.some((child) => this.satisfiable(child)) : particle.children.every((child) => this.satisfiable(child));
  }
}
