import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import type { TreeAttribute, TreeEntity } from '../schema/entity-tree.ts';
import { exceeds } from '../schema/occurrences.ts';
import { xsdPathOf } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { Place, XmlProblem } from '../xml/xml-problem.ts';
import { certificationTexts } from './certification-texts.ts';
import { baselineType, uploadedType } from './effective-type.ts';
import { error, manual, type Finding } from './finding.ts';
import { typeDifferences, type TypeDifference } from './type-narrowing.ts';

// Check 3: the upload is a restriction of its baseline. Its entity tree is laid over the
// baseline's, path by path: every path must exist there, occurrences stay within the baseline's,
// what the baseline requires stays required, and every attribute type is equal or narrower.

/** Findings of check 3 (and the undecidable patterns, which belong to check 5). */
export function checkBaselineRestriction(roots: readonly TreeEntity[], baseline: BaselineLibrary, fileName: string): Finding[] {
  const place = (element: PlainElement): Place => ({ fileName, line: element.line, path: xsdPathOf(element) });
  const findings: Finding[] = [];
  // Each finding but 'not in the baseline' is measured against a baseline path: certifyXsd can name its line.
  const restriction = (problem: XmlProblem, baselinePath?: string) => findings.push({ ...error('baseline-restriction', problem), baselinePath });

  const compareEntity = (entity: TreeEntity, base: BaselineEntityNode) => {
    const where = place(entity.declaration);
    if (entity.occurs.min < base.minOccurs) restriction(certificationTexts.minOccursLower(where, entity.path, entity.occurs.min, base.minOccurs), base.path);
    if (exceeds(entity.occurs.max, base.maxOccurs)) {
      restriction(certificationTexts.maxOccursHigher(where, entity.path, String(entity.occurs.max), String(base.maxOccurs)), base.path);
    }
    const baseAttributes = new Map(base.attributes.map((attribute) => [attribute.path, attribute]));
    for (const attribute of entity.attributes) {
      const baseAttribute = baseAttributes.get(attribute.path);
      if (baseAttribute) compareAttribute(attribute, baseAttribute);
      else restriction(certificationTexts.notInBaseline(place(attribute.declaration), attribute.path));
    }
    const present = new Set([...entity.attributes, ...entity.children].map((node) => node.path));
    for (const attribute of base.attributes) {
      if (attribute.required && !present.has(attribute.path)) restriction(certificationTexts.requiredAttributeMissing(where, attribute.path), attribute.path);
    }
    const baseChildren = new Map(base.children.map((child) => [child.path, child]));
    for (const child of entity.children) {
      const baseChild = baseChildren.get(child.path);
      if (baseChild) compareEntity(child, baseChild);
      else restriction(certificationTexts.notInBaseline(place(child.declaration), child.path));
    }
    for (const child of base.children) {
      if (child.minOccurs > 0 && !present.has(child.path)) restriction(certificationTexts.requiredEntityMissing(where, child.path, child.minOccurs), child.path);
    }
  };

  const compareAttribute = (attribute: TreeAttribute, base: BaselineAttribute) => {
    const where = place(attribute.declaration);
    if (base.required && attribute.occurs.min < 1) restriction(certificationTexts.requiredAttributeOptional(where, attribute.path), base.path);
    if (exceeds(attribute.occurs.max, 1)) restriction(certificationTexts.attributeRepeats(where, attribute.path, String(attribute.occurs.max)), base.path);
    // A union or list type has no facets to compare: check 5 leaves it to manual validation.
    if (attribute.type.undecidable.length > 0) return;
    const uploaded = uploadedType(attribute.type);
    const expected = baselineType(base);
    for (const difference of typeDifferences(uploaded, expected, baseline.codeLists)) {
      findings.push({ ...findingOf(difference, where, attribute.path, uploaded.label, expected.label), baselinePath: base.path });
    }
  };

  const baseRoots = new Map(baseline.roots.map((root) => [root.path, root]));
  for (const root of roots) {
    const baseRoot = baseRoots.get(root.path);
    if (baseRoot) compareEntity(root, baseRoot);
    else restriction(certificationTexts.notInBaseline(place(root.declaration), root.path));
  }
  return findings;
}

function findingOf(difference: TypeDifference, where: Place, path: string, label: string, baselineLabel: string): Finding {
  switch (difference.kind) {
    case 'otherDataType':
      return error('baseline-restriction', certificationTexts.otherDataType(where, path, label, baselineLabel));
    case 'otherCodeList':
      return error('baseline-restriction', certificationTexts.otherCodeList(where, path, difference.codeList, difference.baselineCodeList));
    case 'codeListMissing':
      return error('baseline-restriction', certificationTexts.codeListMissing(where, path, difference.baselineCodeList));
    case 'valuesOutside':
      return error('baseline-restriction', certificationTexts.valuesOutsideBaseline(where, path, difference.extra, difference.allowed));
    case 'facetWider':
      return error('baseline-restriction', certificationTexts.facetWider(where, path, difference.facet, difference.value, difference.baselineValue));
    case 'facetMissing':
      return error('baseline-restriction', certificationTexts.facetMissing(where, path, difference.facet, difference.baselineValue));
    case 'patternUndecidable':
      return manual('manual-constructs', certificationTexts.manualPattern(where, path, difference.pattern, difference.baselinePattern));
  }
}
