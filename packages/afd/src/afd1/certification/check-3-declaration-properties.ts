import { derivationSet, valueConstraintOf, type ContentType } from '../schema/particle-tree.ts';
import { attributeValue } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { Place } from '../xml/xml-problem.ts';
import { certificationTexts } from './certification-texts.ts';
import { error, type Finding } from './finding.ts';

// Check 3, what an element declaration allows besides its content: xsi:nil (nillable), a value for
// an empty element (fixed/default), standing in itself where the baseline is abstract, and the
// derivations and substitutions it blocks. Each widening is an error measured against one path.

export interface DeclarationPair {
  upload: PlainElement;
  baseline: PlainElement;
  /** The upload's type when complex (its block and abstract count too); null for a simple type. */
  uploadContent: ContentType | null;
  baselineContent: ContentType | null;
  path: string;
  /** Where the messages point: the upload particle or declaration. */
  place: Place;
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
  } else if (baselineValue?.kind === 'default') {
    if (value && value.value !== baselineValue.value) widening(error('baseline-restriction', certificationTexts.defaultChanged(place, path, value.kind, value.value, baselineValue.value)));
  } else if (value) widening(error('baseline-restriction', certificationTexts.valueConstraintAdded(place, path, value.kind, value.value)));

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
