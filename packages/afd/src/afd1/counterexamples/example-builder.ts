import type { CodeList } from '../../model/catalogue.ts';
import { contentTypeOf, elementTypeOf, valueConstraintOf, type AttributeUseTerm, type ElementTerm, type ElementType, type Particle } from '../schema/particle-tree.ts';
import type { SchemaComponents } from '../schema/schema-components.ts';
import { simpleTypeStructureOf } from '../schema/simple-type-structure.ts';
import { attributeValue, type QualifiedName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { ExampleAttribute, ExampleElement } from './example-document.ts';
import { plausibleValue } from './simple-values.ts';

// The smallest elements an organisation schema admits: its required attributes with a plausible
// value, its required children (each in turn as small as it can be), a value for simple content.
// A word of child elements comes from the particle tree: the shortest one, or the shortest one
// that holds a given child. Where that needs a wildcard, an abstract element or more than a
// handful of repeats, nothing is built (null): an example must stay small and certain.

/** Nested elements at most (a recursive type stops here). */
const MAX_DEPTH = 24;
/** Repeats of one particle at most. */
const MAX_REPEATS = 50;

export type Word = ElementTerm[];

/** What to change at the element an example is about; everything else is minimal. */
export interface ElementFocus {
  /** These children in this order (a content model's counterexample). */
  children?: readonly ExampleElement[];
  nil?: boolean;
  /** An XML attribute with this value. */
  attribute?: { use: AttributeUseTerm; value: string };
  /** An attribute the element's type does not declare (one its attribute wildcard admits). */
  extraAttribute?: ExampleAttribute;
  /** A complex type derived from the element's type, named with xsi:type; the element as small as that type allows. */
  xsiType?: { name: QualifiedName; definition: PlainElement };
  /**
   * A child element this many times (0 leaves it out where it may be), with this value (simple
   * type; null: the smallest element) or empty with xsi:nil.
   */
  child?: { term: ElementTerm; value: string | null; times: number; nil?: boolean; focus?: ElementFocus };
  /** Text before the children (mixed content, or text where the type has elements only). */
  text?: string;
}

export class ExampleBuilder {
  constructor(
    readonly components: SchemaComponents,
    readonly codeLists: readonly CodeList[],
  ) {}

  /** The smallest valid element of a declaration (under the name its particle gives it), or null. */
  minimal(name: QualifiedName, declaration: PlainElement, depth = 0): ExampleElement | null {
    return this.element(name, declaration, {}, depth);
  }

  /** An element as small as it can be but for its focus, or null. */
  element(name: QualifiedName, declaration: PlainElement, focus: ElementFocus, depth = 0): ExampleElement | null {
    if (depth > MAX_DEPTH) return null;
    const type: ElementType = focus.xsiType ? { kind: 'complex', content: contentTypeOf(this.components, focus.xsiType.definition) } : elementTypeOf(this.components, declaration);
    const fixed = valueConstraintOf(declaration);
    const base: ExampleElement = { name, attributes: [], children: [], text: '', nil: focus.nil === true, ...(focus.xsiType ? { xsiType: focus.xsiType.name } : {}) };
    if (type.kind === 'simple') {
      if (focus.nil) return base;
      const text = fixed?.kind === 'fixed' ? fixed.value : plausibleValue(simpleTypeStructureOf(this.components, declaration), this.codeLists);
      return text === null ? null : { ...base, text };
    }
    const { content } = type;
    const attributes = this.requiredAttributes(content.attributes, focus.attribute);
    if (!attributes) return null;
    if (focus.extraAttribute) attributes.push(focus.extraAttribute);
    if (focus.nil) return { ...base, attributes };
    // Simple content comes by xs:extension, which AFD schemas may not use; 'A' is a guess the validator checks.
    if (content.variety === 'simple') return { ...base, attributes, text: fixed?.kind === 'fixed' ? fixed.value : 'A' };
    if (focus.text !== undefined) base.text = focus.text;
    if (focus.children) return { ...base, attributes, children: [...focus.children] };
    const child = focus.child;
    const word = child ? this.wordWith(content.particle, (term) => term === child.term, child.times) : this.minimalWord(content.particle);
    if (!word) return null;
    const children: ExampleElement[] = [];
    for (const term of word) {
      const built = child && term === child.term ? this.focusedChild(term, child, depth + 1) : this.minimal(term.name, term.declaration, depth + 1);
      if (!built) return null;
      children.push(built);
    }
    return { ...base, attributes, children };
  }

  private focusedChild(term: ElementTerm, focus: NonNullable<ElementFocus['child']>, depth: number): ExampleElement | null {
    if (focus.nil) return this.element(term.name, term.declaration, { nil: true }, depth);
    if (focus.focus) return this.element(term.name, term.declaration, focus.focus, depth);
    if (focus.value === null) return this.minimal(term.name, term.declaration, depth);
    return { name: term.name, attributes: [], children: [], text: focus.value, nil: false };
  }

  /** A value the declaration's simple type is likely to accept (its fixed value if it has one). */
  valueOf(declaration: PlainElement): string | null {
    const fixed = valueConstraintOf(declaration);
    return fixed?.kind === 'fixed' ? fixed.value : plausibleValue(simpleTypeStructureOf(this.components, declaration), this.codeLists);
  }

  private requiredAttributes(uses: readonly AttributeUseTerm[], focus: ElementFocus['attribute']): ExampleAttribute[] | null {
    const attributes: ExampleAttribute[] = [];
    for (const use of uses) {
      if (focus && use === focus.use) continue;
      if (!use.required) continue;
      const value = use.valueConstraint?.kind === 'fixed' ? use.valueConstraint.value : this.valueOf(use.declaration);
      if (value === null) return null;
      attributes.push({ name: use.name, value });
    }
    if (focus) attributes.push({ name: focus.use.name, value: focus.value });
    return attributes;
  }

  /** The shortest word of the particle, or null when it needs a wildcard or an abstract element. */
  minimalWord(particle: Particle | null): Word | null {
    if (particle === null) return [];
    const body = this.minimalBody(particle);
    return body === null ? (particle.min === 0 ? [] : null) : repeat([body], particle.min);
  }

  private minimalBody(particle: Particle): Word | null {
    if (particle.kind === 'element') return usable(particle) ? [particle] : null;
    if (particle.kind === 'wildcard') return null;
    const words = particle.children.map((child) => this.minimalWord(child));
    if (particle.kind !== 'choice') return words.some((word) => word === null) ? null : words.flat() as Word;
    return shortest(words);
  }

  /**
   * The shortest word of the particle that holds a term `wanted` picks, `times` times in a row
   * (0: a word without it, where it may be left out); null when there is none.
   */
  wordWith(particle: Particle | null, wanted: (term: ElementTerm) => boolean, times = 1): Word | null {
    if (particle === null) return times === 0 ? [] : null;
    if (particle.max === 0) return null;
    if (particle.kind === 'element') {
      if (!wanted(particle)) return null;
      if (times === 0) return particle.min === 0 ? [] : null;
      return times >= particle.min && times <= particle.max && usable(particle) ? repeat([[particle]], times) : null;
    }
    if (particle.kind === 'wildcard') return null;
    const minimals = particle.children.map((child) => this.minimalWord(child));
    const options: Word[] = [];
    particle.children.forEach((child, index) => {
      const inner = this.wordWith(child, wanted, times);
      if (inner === null) return;
      if (particle.kind === 'choice') options.push(inner);
      else if (minimals.every((word, other) => other === index || word !== null)) options.push(minimals.flatMap((word, other) => (other === index ? inner : (word ?? []))));
    });
    const body = shortest(options);
    if (body === null) return null;
    const rest = this.minimalBody(particle);
    const count = Math.max(1, particle.min);
    const others = count > 1 && rest !== null ? repeat([rest], count - 1) : [];
    return others === null || (count > 1 && rest === null) ? null : [...body, ...others];
  }
}

function usable(term: ElementTerm): boolean {
  return attributeValue(term.declaration, 'abstract') !== 'true';
}

function shortest(words: readonly (Word | null)[]): Word | null {
  let best: Word | null = null;
  for (const word of words) if (word !== null && (best === null || word.length < best.length)) best = word;
  return best;
}

function repeat(words: readonly Word[], times: number): Word | null {
  if (times > MAX_REPEATS) return null;
  const result: Word = [];
  for (let index = 0; index < times; index += 1) for (const word of words) result.push(...word);
  return result;
}
