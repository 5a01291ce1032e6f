import type { LeafTerm } from '../schema/content-inclusion.ts';
import type { ContentType, Particle } from '../schema/particle-tree.ts';
import { childElements, isXsd } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { Inclusion } from './simple-type-inclusion.ts';

// Small questions the content-model comparison asks of particle trees and complex types.

/** The element particles and wildcards of a particle tree. */
export function leavesOf(particle: Particle | null): LeafTerm[] {
  if (particle === null) return [];
  if (particle.kind === 'element' || particle.kind === 'wildcard') return [particle];
  return particle.children.flatMap(leavesOf);
}

/** The xs:restriction or xs:extension a complex type derives by, if any. */
export function derivationsOf(complexType: PlainElement): PlainElement[] {
  return childElements(complexType)
    .filter((content) => isXsd(content, 'complexContent', 'simpleContent'))
    .flatMap((content) => childElements(content).filter((child) => isXsd(child, 'restriction', 'extension')));
}

/** May an element of this complex type be empty? Text-only content is not read here. */
export function contentAdmitsEmpty(content: ContentType): Inclusion {
  if (content.variety === 'simple') return 'unknown';
  const nullable = (particle: Particle | null): boolean => {
    if (particle === null || particle.min === 0) return true;
    if (particle.kind === 'element' || particle.kind === 'wildcard') return false;
    return particle.kind === 'choice' ? particle.children.some(nullable) : particle.children.every(nullable);
  };
  return nullable(content.particle) ? 'yes' : 'no';
}

/** Text may stand where the baseline has none, or elements where it has only text. */
export function contentKindWidens(upload: ContentType['variety'], baseline: ContentType['variety']): boolean {
  if (baseline === 'mixed' || upload === baseline) return false;
  if (baseline === 'simple') return true;
  return upload === 'mixed' || upload === 'simple';
}

/** string, normalizedString and token differ only in whitespace, which whiteSpaceWidens judges. */
export const whiteSpaceOnly: ReadonlySet<string> = new Set(['string', 'normalizedString', 'token']);
