import { derivationSet, valueConstraintOf, type ContentType } from '../schema/particle-tree.ts';
import { attributeValue } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { Place } from '../xml/xml-problem.ts';
import { certificationTexts } from './certification-texts.ts';
import { error, manual, type Finding } from './finding.ts';
import type { ExampleTarget } from '../counterexamples/example-candidates.ts';
import type { Inclusion } from './simple-type-inclusion.ts';

// Check 3, what an element declaration allows besides its content: xsi:nil (nillable), a value for
// an empty element (fixed/default: the empty element becomes valid), standing in itself where the
// baseline is abstract, and the derivations and substitutions it blocks. Each widening is an error
// measured against one path. The checker judges which messages are valid, not which value a
// default fills in: another default than the baseline's is no widening.

export interface DeclarationPair {
  upload: PlainElement;
  baseline: PlainElement;
  /** The upload's type when complex (its block and abstract count too); null for a simple type. */
  uploadContent: ContentType | null;
  baselineContent: ContentType | null;
  path: string;
  /** Where the messages point: the upload particle or declaration. */
  site: PlainElement;
}

/** What the comparison lends this check: places (worked out only for a message) and the empty-element question. */
export interface DeclarationContext {
  placeOf(element: PlainElement): Place;
  /** Whether the baseline's element may be empty (asked only when the upload adds fixed or default). */
  baselineAdmitsEmpty(baseline: PlainElement, baselineContent: ContentType | null): Inclusion;
  /** A type of the upload derived from `type` by one of `methods` that the element does not block: what a message names with xsi:type. */
  derivedTypeFor(upload: PlainElement, type: PlainElement, methods: ReadonlySet<string>): ExampleTarget['xsiType'];
}

/** The widenings of the upload's element declaration against the baseline's. */
export function declarationPropertyFindings(pair: DeclarationPair, context: DeclarationContext): Finding[] {
  const { upload, baseline, path } = pair;
  const findings: Finding[] = [];
  const place = () => context.placeOf(pair.site);
  if (attributeValue(upload, 'nillable') === 'true' && attributeValue(baseline, 'nillable') !== 'true') findings.push(error('baseline-restriction', certificationTexts.nillableAdded(place(), path)));

  const value = valueConstraintOf(upload);
  const baselineValue = valueConstraintOf(baseline);
  if (baselineValue?.kind === 'fixed') {
    // For a simple type, the facet comparison already holds the upload to the baseline's fixed value.
    if (pair.baselineContent !== null && (value?.kind !== 'fixed' || value.value !== baselineValue.value)) {
      findings.push(error('baseline-restriction', certificationTexts.fixedValueMissing(place(), path, baselineValue.value)));
    }
  } else if (value && !baselineValue) {
    // With a value constraint an empty element is valid (it takes that value); is it in the baseline?
    const empty = context.baselineAdmitsEmpty(baseline, pair.baselineContent);
    if (empty === 'no') findings.push(error('baseline-restriction', certificationTexts.valueConstraintAdded(place(), path, value.kind, value.value)));
    if (empty === 'unknown') findings.push(manual('manual-constructs', certificationTexts.manualValueConstraint(place(), path, value.kind, value.value)));
  }
  // Against a baseline default, another default or a fixed value admits the same elements: only
  // the value an empty element takes differs, which is no widening.

  if (attributeValue(baseline, 'abstract') === 'true' && attributeValue(upload, 'abstract') !== 'true') {
    findings.push(error('baseline-restriction', certificationTexts.abstractRemoved(place(), path, `element ${attributeValue(upload, 'name') ?? ''}`)));
  }
  const uploadType = pair.uploadContent?.definition ?? null;
  const baselineType = pair.baselineContent?.definition ?? null;
  if (baselineType && attributeValue(baselineType, 'abstract') === 'true' && !(uploadType && attributeValue(uploadType, 'abstract') === 'true')) {
    findings.push(error('baseline-restriction', certificationTexts.abstractRemoved(place(), path, `het type ${attributeValue(baselineType, 'name') ?? ''}`)));
  }
  const baselineBlocked = blockedBy(baseline, baselineType);
  if (baselineBlocked.size > 0) {
    const blocked = blockedBy(upload, uploadType);
    const missing = [...baselineBlocked].filter((method) => !blocked.has(method)).sort();
    if (missing.length > 0) {
      // The witness: the element naming, with xsi:type, a derived type the baseline blocks. Without
      // one (no such type in the upload) no message shows the difference, and a person is asked.
      const xsiType = uploadType ? context.derivedTypeFor(upload, uploadType, new Set(missing)) : undefined;
      findings.push({ ...error('baseline-restriction', certificationTexts.blockReduced(place(), path, missing)), exampleTarget: { path, xsiType } });
    }
  }
  return findings.map((finding) => ({ ...finding, baselinePath: path }));
}

/** What xsi:type and substitution may not do for this element: its own block and its named type's. */
export function blockedBy(declaration: PlainElement, complexType: PlainElement | null): ReadonlySet<string> {
  const own = derivationSet(declaration, 'block');
  const typeBlocks = complexType && attributeValue(complexType, 'name') !== undefined ? [...derivationSet(complexType, 'block')].filter((method) => method !== 'substitution') : [];
  return typeBlocks.length === 0 ? own : new Set([...own, ...typeBlocks]);
}
