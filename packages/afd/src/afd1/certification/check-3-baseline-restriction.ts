import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../../model/baseline-library.ts';
import type { TreeAttribute, TreeEntity } from '../schema/entity-tree.ts';
import { exceeds } from '../schema/occurrences.ts';
import { attributeValue, xsdPathOf } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { Place, XmlProblem } from '../xml/xml-problem.ts';
import { certificationTexts } from './certification-texts.ts';
import { baselineType, uploadedType } from './effective-type.ts';
import { error, manual, type Finding } from './finding.ts';
import type { ContentModelComparison } from './check-3-content-model-inclusion.ts';
import { typeDifferences, type TypeDifference } from './type-narrowing.ts';

// Check 3: the upload is a restriction of its baseline. Its entity tree is laid over the
// baseline's, path by path: every path must exist there, occurrences stay within the baseline's,
// what the baseline requires stays required, and every attribute type is equal or narrower. The
// content models themselves (order, choices, wildcards) are compared in check-3-content-model-inclusion.

/** Findings of check 3 (and the undecidable patterns, which belong to check 5). */
export function checkBaselineRestriction(roots: readonly TreeEntity[], baseline: BaselineLibrary, fileName: string, contentModels?: ContentModelComparison): Finding[] {
  const place = (element: PlainElement): Place => ({ fileName, line: element.line, path: xsdPathOf(element) });
  const findings: Finding[] = [];
  const covered = contentModels?.covered ?? new Set<string>();

  // What an entity contains (names, counts, what is required) is its content model: where the
  // content-model comparison decided it, these findings give way to that verdict.
  const compareEntity = (entity: TreeEntity, base: BaselineEntityNode) => {
    // Places are worked out only for a message: most paths have none.
    let entityPlace: Place | undefined;
    const where = () => (entityPlace ??= place(entity.declaration));
    const own: Finding[] = [];
    const content: Finding[] = [];
    // Each finding but 'not in the baseline' is measured against a baseline path: certifyXsd can name its line.
    const restriction = (list: Finding[], problem: XmlProblem, baselinePath?: string) => list.push({ ...error('baseline-restriction', problem), baselinePath });
    // A path the baseline lacks has no line there, but an example message can still show it.
    const notInBaseline = (list: Finding[], declaration: PlainElement, path: string) =>
      list.push({ ...error('baseline-restriction', certificationTexts.notInBaseline(place(declaration), path)), exampleTarget: { path } });
    const baseAttributes = new Map(base.attributes.map((attribute) => [attribute.path, attribute]));
    for (const attribute of entity.attributes) {
      const baseAttribute = baseAttributes.get(attribute.path);
      if (baseAttribute) compareAttribute(attribute, baseAttribute, attribute.isXmlAttribute ? own : content, own);
      else if (!covered.has(attribute.path)) notInBaseline(attribute.isXmlAttribute ? own : content, attribute.declaration, attribute.path);
    }
    const present = new Set([...entity.attributes, ...entity.children].map((node) => node.path));
    for (const attribute of base.attributes) {
      if (attribute.required && !present.has(attribute.path)) restriction(attribute.path.includes('@@') ? own : content, certificationTexts.requiredAttributeMissing(where(), attribute.path), attribute.path);
    }
    const baseChildren = new Map(base.children.map((child) => [child.path, child]));
    const matched: [TreeEntity, BaselineEntityNode][] = [];
    for (const child of entity.children) {
      const baseChild = baseChildren.get(child.path);
      if (baseChild) {
        matched.push([child, baseChild]);
        if (child.occurs.min < baseChild.minOccurs) restriction(content, certificationTexts.minOccursLower(place(child.declaration), child.path, child.occurs.min, baseChild.minOccurs), baseChild.path);
        if (exceeds(child.occurs.max, baseChild.maxOccurs)) {
          restriction(content, certificationTexts.maxOccursHigher(place(child.declaration), child.path, String(child.occurs.max), String(baseChild.maxOccurs)), baseChild.path);
        }
      } else if (!covered.has(child.path)) notInBaseline(content, child.declaration, child.path);
    }
    for (const child of base.children) {
      if (child.minOccurs > 0 && !present.has(child.path)) restriction(content, certificationTexts.requiredEntityMissing(where(), child.path, child.minOccurs), child.path);
    }
    const verdict = contentModels?.verdicts.get(entity.path);
    if (verdict?.kind === 'included') content.length = 0;
    else if (verdict?.kind === 'not-included' && verdict.finding && content.length === 0) content.push(verdict.finding);
    findings.push(...own, ...content);
    for (const [child, baseChild] of matched) compareEntity(child, baseChild);
  };

  const compareAttribute = (attribute: TreeAttribute, base: BaselineAttribute, content: Finding[], own: Finding[]) => {
    let attributePlace: Place | undefined;
    const where = () => (attributePlace ??= place(attribute.declaration));
    const restriction = (problem: XmlProblem) => content.push({ ...error('baseline-restriction', problem), baselinePath: base.path });
    if (base.required && attribute.occurs.min < 1) restriction(certificationTexts.requiredAttributeOptional(where(), attribute.path));
    if (exceeds(attribute.occurs.max, 1)) restriction(certificationTexts.attributeRepeats(where(), attribute.path, String(attribute.occurs.max)));
    // A union or list type has no facets to compare: the content-model comparison or check 5 takes it.
    if (attribute.type.undecidable.length > 0) return;
    const uploaded = uploadedType(attribute.type);
    // The stored library keeps bounds as numbers; the baseline XSD, where given, has them exactly.
    const expected = { ...baselineType(base), exactBounds: contentModels?.baselineExactBounds(base.path) };
    for (const difference of typeDifferences(uploaded, expected, baseline.codeLists)) {
      own.push({ ...findingOf(difference, where(), attribute.path, uploaded.label, expected.label), baselinePath: base.path });
    }
  };

  const baseRoots = new Map(baseline.roots.map((root) => [root.path, root]));
  for (const root of roots) {
    const baseRoot = baseRoots.get(root.path);
    if (baseRoot) compareEntity(root, baseRoot);
    // An abstract element is never valid as a message's root: only its members stand, each a root of its own.
    // The witness: the root as small as the upload allows, a message the baseline does not know.
    else if (attributeValue(root.declaration, 'abstract') !== 'true') findings.push({ ...error('baseline-restriction', certificationTexts.notInBaseline(place(root.declaration), root.path)), exampleTarget: { path: root.path } });
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
