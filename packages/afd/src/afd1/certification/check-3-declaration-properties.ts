import { derivationSet, valueConstraintOf, type ContentType } from '../schema/particle-tree.ts';
import { attributeValue } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { Place } from '../xml/xml-problem.ts';
import { certificationTexts } from './certification-texts.ts';
import { error, manual, type Finding } from './finding.ts';
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
  place: Place;
  /** Whether the baseline's element may be empty (asked only when the upload adds fixed or default). */
  baselineAdmitsEmpty: () => Inclusion;
}

/** The widenings of the upload's element declaration against the baseline's. */
export function declarationPropertyFindings(pair: DeclarationPair): Finding[] {
  const { upload, baseline, path, place } = pair;
  const findings: Finding[] = [];
  const widening = (finding: Finding) => findings.push({ ...finding, baselinePath: path });
  if (attributeValue(upload, 'nillable') === 'true' && attributeValue(baseline, 'nillable') !== 'true') widening(error('baseline-restriction', certificationTexts.nillableAdded(place, path)));

  const value = valueConstraintOf(upload);
  const baselineValue = valueConstraintOf(baseline);
  if (baselineValue?.kind === 'fixed') {
    // For a simple type, the facet comparison already holds the upload to the baseline's fixed value.
    if (pair.baselineContent !== null && (value?.kind !== 'fixed' || value.value !== baselineValue.value)) {
      widening(error('baseline-restriction', certificationTexts.fixedValueMissing(place, path, baselineValue.value)));
    }
  } else if (value && !baselineValue) {
    // With a value constraint an empty element is valid (it takes that value); is it in the baseline?
    const empty = pair.baselineAdmitsEmpty();
    if (empty === 'no') widening(error('baseline-restriction', certificationTexts.valueConstraintAdded(place, path, value.kind, value.value)));
    if (empty === 'unknown') widening(manual('manual-constructs', certificationTexts.manualValueConstraint(place, path, value.kind, value.value)));
  }
  // Against a baseline default, another default or a fixed value admits the same elements: only
  // the value an empty element takes differs, which is no widening.

  if (attributeValue(baseline, 'abstract') === 'true' && attributeValue(upload, 'abstract') !== 'true') {
    widening(error('baseline-restriction', certificationTexts.abstractRemoved(place, path, `element ${attributeValue(upload, 'name') ?? ''}`)));
  }
  const typeOf = (content: ContentType | null) => content?.definition ?? null;
  const uploadType = typeOf(pair.uploadContent);
  const baselineType = typeOf(pair.baselineContent);
  if (baselineType && attributeValue(baselineType, 'abstract') === 'true' && !(uploadType && attributeValue(uploadType, 'abstract') === 'true')) {
    widening(error('baseline-restriction', certificationTexts.abstractRemoved(place, path, `het type ${attributeValue(baselineType, 'name') ?? ''}`)));
  }
  const blocked = blockedBy(upload, uploadType);
  const missing = [...blockedBy(baseline, baselineType)].filter((method) => !blocked.has(method)).sort();
  if (missing.length > 0) widening(error('baseline-restriction', certificationTexts.blockReduced(place, path, missing)));
  return findings;
}

/** What xsi:type and substitution may not do for this element: its own block and its named type's. */
export function blockedBy(declaration: PlainElement, complexType: PlainElement | null): Set<string> {
  const blocked = derivationSet(declaration, 'block');
  if (complexType && attributeValue(complexType, 'name') !== undefined) for (const method of derivationSet(complexType, 'block')) if (method !== 'substitution') blocked.add(method);
  return blocked;
}
