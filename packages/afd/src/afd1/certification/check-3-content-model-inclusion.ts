import type { CodeList } from '../../model/catalogue.ts';
import { particleInclusion, type AlphabetSymbol, type Counterexample, type InclusionResult } from '../schema/content-inclusion.ts';
import { allEntities, type TreeEntity } from '../schema/entity-tree.ts';
import type { ExactBounds } from '../schema/exact-decimal.ts';
import { admitsNamespace, describeNamespaces, mapNamespaces, namespacesIncluded, processStrength, type NamespaceName } from '../schema/namespace-constraint.ts';
import { declarationName, derivationSet, elementTypeOf, type ContentType, type ElementTerm, type WildcardTerm } from '../schema/particle-tree.ts';
import type { SchemaComponents } from '../schema/schema-components.ts';
import { builtinDerivesFrom, simpleTypeStructureOf } from '../schema/simple-type-structure.ts';
import { attributeValue, elementsBelowRoot, isXsd, resolveQName, xsdPathOf, type QualifiedName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { Place, XmlProblem } from '../xml/xml-problem.ts';
import type { BaselineSchema } from './baseline-schema.ts';
import { certificationTexts, varietyLabels } from './certification-texts.ts';
import { blockedBy, declarationPropertyFindings, type DeclarationContext } from './check-3-declaration-properties.ts';
import { error, manual, warning, witnessedError, type Finding } from './finding.ts';
import { typeNamedOtherwise } from './check-3-type-names.ts';
import { contentAdmitsEmpty, contentKindWidens, derivationsOf, leavesOf, whiteSpaceOnly } from './content-model-shapes.ts';
import { emptyValueAdmitted, simpleTypeIncluded, whiteSpaceWidens } from './simple-type-inclusion.ts';
import { ContentProductivity } from './productive-content.ts';

// Check 3, the content models: from the roots down, each element the upload declares is laid over
// the baseline's element at the same place, and the upload's content must admit no sequence of
// children the baseline refuses (order, choices, all groups, occurrences, wildcards, substitution
// groups: content-inclusion.ts), nor text where the baseline has none, nor attributes its
// anyAttribute does not cover; nillable, fixed/default, abstract and block must not widen.
// The verdict per entity path lets the name-and-count comparison of check 3 give way where this
// check decides (those counts are approximations of the same question).

export interface ContentModelVerdict {
  kind: 'included' | 'not-included' | 'undecided';
  /** For 'not-included': the first place where the upload leaves the baseline. */
  finding?: Finding;
}

export interface ContentModelComparison {
  /** Findings that stand on their own (element properties, wildcards, too large to decide). */
  findings: Finding[];
  /** Questions for a person about a path (a simple type named otherwise), moot where check 3 refuses that path. */
  questionsUnlessRefused: Finding[];
  /** Per entity path. */
  verdicts: ReadonlyMap<string, ContentModelVerdict>;
  /** Upload paths a baseline wildcard (or xs:anyType) admits: not 'missing from the baseline'. */
  covered: ReadonlySet<string>;
  /** Substitution-group members of the upload decided here: check 5 leaves them alone. */
  settled: ReadonlySet<PlainElement>;
  /**
   * Wildcards and members that widen the baseline where it has no counterpart: check 5 asks a person.
   * Any other wildcard was decided here, or sits in a type no message uses (or under a path check 3
   * refuses anyway).
   */
  unsettled: ReadonlySet<PlainElement>;
  /** Attribute paths whose union or list type was decided here. */
  decidedSimpleTypes: ReadonlySet<string>;
  /** False when there was no baseline XSD to compare with: check 5 then asks about every construct. */
  compared: boolean;
  /** The bounds of a baseline attribute as its XSD writes them, where the stored library's numbers do not hold them. */
  baselineExactBounds(path: string): ExactBounds | undefined;
}

export interface ContentModelInput {
  upload: SchemaComponents;
  uploadRoots: readonly TreeEntity[];
  baseline: BaselineSchema | null;
  codeLists: readonly CodeList[];
  fileName: string;
}

/** Compares the upload's content models with the baseline XSD's (check 3). */
export function compareContentModels(input: ContentModelInput): ContentModelComparison {
  if (input.baseline === null) {
    const finding = manual('manual-constructs', certificationTexts.manualNoBaselineXsd({ fileName: input.fileName }));
    return { findings: [finding], questionsUnlessRefused: [], verdicts: new Map(), covered: new Set(), settled: new Set(), unsettled: new Set(), decidedSimpleTypes: new Set(), compared: false, baselineExactBounds: () => undefined };
  }
  const walk = new ContentModelWalk(input, input.baseline);
  const baselineRoots = new Map(input.baseline.tree.roots.map((root) => [root.path, root]));
  for (const root of input.uploadRoots) {
    const baselineRoot = baselineRoots.get(root.path);
    if (baselineRoot) walk.compareElement(root.declaration, baselineRoot.declaration, root.path, root.declaration);
  }
  return walk.result();
}

class ContentModelWalk {
  private readonly findings: Finding[] = [];
  private readonly questions: Finding[] = [];
  private readonly verdicts = new Map<string, ContentModelVerdict>();
  private readonly covered = new Set<string>();
  private readonly seen = new Set<PlainElement>();
  private readonly unsettled = new Set<PlainElement>();
  private readonly decidedSimpleTypes = new Set<string>();
  private readonly inclusions = new Map<ContentType, Map<ContentType, InclusionResult>>();
  private readonly open: [ContentType, ContentType][] = [];
  private readonly reported = new Set<string>();
  private productivity: ContentProductivity | undefined;
  /** Attribute wildcards where the baseline has none, refused once (at the first path that uses their type). */
  private readonly attributeWildcardsRefused = new Set<PlainElement>();
  private readonly upload: SchemaComponents;
  private readonly baseline: SchemaComponents;
  private readonly uploadNamespace: NamespaceName;
  private readonly baselineNamespace: NamespaceName;

  constructor(
    private readonly input: ContentModelInput,
    baselineSchema: BaselineSchema,
  ) {
    this.upload = input.upload;
    this.baseline = baselineSchema.components;
    this.uploadNamespace = this.upload.set.main.targetNamespace;
    this.baselineNamespace = this.baseline.set.main.targetNamespace;
  }

  private readonly declarationContext: DeclarationContext = {
    placeOf: (element) => this.place(element),
    baselineAdmitsEmpty: (baseline, content) => (content ? contentAdmitsEmpty(content) : emptyValueAdmitted(simpleTypeStructureOf(this.baseline, baseline))),
    derivedTypeFor: (upload, type, methods) => {
      const blocked = blockedBy(upload, type);
      const found = this.derivedFrom().get(type)?.find(({ method }) => methods.has(method) && !blocked.has(method));
      return found && { name: { namespace: this.uploadNamespace, localName: attributeValue(found.candidate, 'name') ?? '' }, definition: found.candidate };
    },
  };

  result(): ContentModelComparison {
    const settled = new Set([...this.seen].filter((element) => !this.unsettled.has(element)));
    // A member whose head blocks substitution can never stand in for it; nor can one of an abstract
    // head no content model names: the head is never in a message, and a member as a message's root
    // element is read by its own declaration, a root check 3 compares of its own.
    // Which elements content models name is read only when an abstract head asks (rare).
    let named: Set<PlainElement> | undefined;
    const neverStands = (head: PlainElement) => attributeValue(head, 'abstract') === 'true' && !(named ??= this.referencedElements()).has(head);
    for (const member of this.upload.mainComponents('element')) {
      const heads = (attributeValue(member, 'substitutionGroup') ?? '').split(/\s+/).filter((head) => head !== '');
      const blocking = heads.map((head) => this.upload.find('element', member, head)?.element);
      if (heads.length > 0 && blocking.every((head) => head !== undefined && (derivationSet(head, 'block').has('substitution') || neverStands(head)))) settled.add(member);
    }
    const exact = exactBoundsOf(this.input.baseline);
    return {
      findings: this.findings,
      questionsUnlessRefused: this.questions,
      verdicts: this.verdicts,
      covered: this.covered,
      settled,
      unsettled: this.unsettled,
      decidedSimpleTypes: this.decidedSimpleTypes,
      compared: true,
      baselineExactBounds: (path) => exact().get(path),
    };
  }

  /** The global elements the upload's content models name with ref. */
  private referencedElements(): Set<PlainElement> {
    const named = new Set<PlainElement>();
    for (const element of elementsBelowRoot(this.upload.set.main.document)) {
      const ref = isXsd(element, 'element') ? attributeValue(element, 'ref') : undefined;
      const declaration = ref === undefined ? undefined : this.upload.find('element', element, ref)?.element;
      if (declaration) named.add(declaration);
    }
    return named;
  }

  /** The organisation schema's own namespace stands for the baseline's. */
  private readonly rename = (namespace: NamespaceName): NamespaceName => (namespace === this.uploadNamespace ? this.baselineNamespace : namespace);

  private place(element: PlainElement): Place {
    return { fileName: this.input.fileName, line: element.line, path: xsdPathOf(element) };
  }

  /** A refusal that stands only with an example message; without one a person is asked (issue 34). */
  private refusal(problem: XmlProblem, question: XmlProblem = certificationTexts.manualUnwitnessed(problem)): Finding {
    return witnessedError('baseline-restriction', problem, question);
  }

  /** Reports a finding once per place and text (a shared type is met at many paths). */
  private report(finding: Finding, path?: string): void {
    const key = `${finding.problem.message}|${finding.problem.description}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.findings.push(path === undefined ? finding : { ...finding, baselinePath: path });
  }

  compareElement(upload: PlainElement, baseline: PlainElement, path: string, site: PlainElement): void {
    const uploadType = elementTypeOf(this.upload, upload);
    const baselineType = elementTypeOf(this.baseline, baseline);
    const uploadContent = uploadType.kind === 'complex' ? uploadType.content : null;
    const baselineContent = baselineType.kind === 'complex' ? baselineType.content : null;
    const findingsBefore = this.findings.length;
    for (const finding of declarationPropertyFindings({ upload, baseline, uploadContent, baselineContent, path, site }, this.declarationContext)) this.report({ ...finding, exampleTarget: finding.exampleTarget ?? { path } });
    if (uploadContent && baselineContent) this.compareComplex(upload, uploadContent, baselineContent, path, site);
    else if (!uploadContent && !baselineContent) this.compareSimple(upload, baseline, path, site);
    else if (baselineContent) this.simpleForComplex(baselineContent, path, site);
    else if (uploadContent) {
      // Elements (or any content, for xs:anyType) where the baseline has a simple type.
      const kind = uploadContent.definition === null ? 'elk soort inhoud (xs:anyType)' : varietyLabels[uploadContent.variety];
      this.report(error('baseline-restriction', certificationTexts.contentKindWider(this.place(site), path, kind, 'alleen een waarde van een simpel type')), path);
    }
    // Where the content already widens, the error says enough; the name is the last difference.
    if (!this.findings.slice(findingsBefore).some((finding) => finding.severity === 1)) this.compareTypeNames(upload, baseline, path, site);
  }

  /** The name of the element's type means another type in the baseline (xsi:type); for a simple type a person judges. */
  private compareTypeNames(upload: PlainElement, baseline: PlainElement, path: string, site: PlainElement): void {
    const other = typeNamedOtherwise(upload, baseline, this.baseline, this.rename);
    if (!other) return;
    const place = this.place(site);
    if (other.complex) {
      // The element naming its own type with xsi:type is the example message.
      const definition = this.upload.find('complexType', upload, other.uploadType)?.element;
      const xsiType = definition ? { name: resolveQName(upload, other.uploadType), definition } : undefined;
      this.report({ ...error('baseline-restriction', certificationTexts.typeNamedOtherwise(place, path, other.uploadType, other.baselineType)), exampleTarget: { path, xsiType } }, path);
    }
    else this.questions.push({ ...manual('manual-constructs', certificationTexts.manualSimpleTypeNamedOtherwise(place, path, other.uploadType, other.baselineType)), baselinePath: path });
  }

  /** A simple type where the baseline has a complex one: text only, no attributes. */
  private simpleForComplex(baselineContent: ContentType, path: string, site: PlainElement): void {
    this.covered.add(path);
    this.decidedSimpleTypes.add(path);
    if (baselineContent.definition === null) return;
    const place = this.place(site);
    const required = baselineContent.attributes.find((use) => use.required);
    if (required) this.report(error('baseline-restriction', certificationTexts.requiredAttributeMissing(place, `${path}@@${required.name.localName}`)), path);
    const textAllowed = baselineContent.variety === 'simple' || (baselineContent.variety === 'mixed' && contentAdmitsEmpty(baselineContent) === 'yes');
    if (!textAllowed) this.report(error('baseline-restriction', certificationTexts.contentKindWider(place, path, varietyLabels.simple, varietyLabels[baselineContent.variety])), path);
  }

  private compareSimple(upload: PlainElement, baseline: PlainElement, path: string, site: PlainElement): void {
    const uploadType = simpleTypeStructureOf(this.upload, upload);
    const baselineType = simpleTypeStructureOf(this.baseline, baseline);
    const place = lazyPlace(() => this.place(site));
    if (whiteSpaceWidens(uploadType, baselineType) && uploadType.kind === 'atomic' && baselineType.kind === 'atomic') {
      this.report(this.refusal(certificationTexts.whiteSpaceWider(place(), path, uploadType.whiteSpace, baselineType.whiteSpace)), path);
    }
    if (uploadType.kind === 'atomic' && baselineType.kind === 'atomic') {
      // The stored library knows a format's or code list's data type, not a built-in one's.
      const [mine, theirs] = [uploadType.type, baselineType.type];
      const lexicallyEqual = whiteSpaceOnly.has(mine.builtin ?? '') && whiteSpaceOnly.has(theirs.builtin ?? '');
      if (theirs.format === null && theirs.codeList === null && mine.builtin !== null && theirs.builtin !== null && !lexicallyEqual && !builtinDerivesFrom(mine.builtin, theirs.builtin)) {
        this.report(error('baseline-restriction', certificationTexts.otherDataType(place(), path, `xs:${mine.builtin}`, `xs:${theirs.builtin}`)), path);
      }
      return;
    }
    const verdict = simpleTypeIncluded(uploadType, baselineType, this.input.codeLists);
    if (uploadType.kind !== 'atomic' && verdict !== 'unknown') this.decidedSimpleTypes.add(path);
    if (verdict === 'no') {
      const problem = certificationTexts.simpleTypeWider(place(), path, uploadType.kind === 'atomic' ? 'het type' : `xs:${uploadType.kind}`);
      this.report(this.refusal(problem, uploadType.kind === 'atomic' ? undefined : certificationTexts.manualUnionOrList(place(), path, uploadType.kind)), path);
    }
    if (verdict === 'unknown' && uploadType.kind === 'atomic' && (baselineType.kind === 'union' || baselineType.kind === 'list')) {
      this.report(manual('manual-constructs', certificationTexts.manualBaselineUnionOrList(place(), path, baselineType.kind)), path);
    }
  }

  private compareComplex(upload: PlainElement, uploadContent: ContentType, baselineContent: ContentType, path: string, site: PlainElement): void {
    if (this.open.some(([first, second]) => first === uploadContent && second === baselineContent)) return;
    this.open.push([uploadContent, baselineContent]);
    try {
      this.compareContent(upload, uploadContent, baselineContent, path, site);
    } finally {
      this.open.pop();
    }
  }

  private compareContent(upload: PlainElement, uploadContent: ContentType, baselineContent: ContentType, path: string, site: PlainElement): void {
    const where = this.place(uploadContent.definition ?? site);
    const unreadable = [...uploadContent.unreadable, ...baselineContent.unreadable];
    if (unreadable.length > 0) {
      for (const element of uploadContent.unreadable) this.report(manual('manual-constructs', certificationTexts.manualContentUnreadable(this.place(element), path, element.nodeName)), path);
      for (const element of baselineContent.unreadable) this.report(manual('manual-constructs', certificationTexts.manualContentUnreadable(where, path, `${element.nodeName} in de baseline`)), path);
      this.verdicts.set(path, { kind: 'undecided' });
      return;
    }
    if (contentKindWidens(uploadContent.variety, baselineContent.variety)) {
      this.report(error('baseline-restriction', certificationTexts.contentKindWider(where, path, varietyLabels[uploadContent.variety], varietyLabels[baselineContent.variety])), path);
    }
    this.derivedTypes(upload, uploadContent, baselineContent, path);
    this.compareAttributes(uploadContent, baselineContent, path);
    if (uploadContent.variety === 'simple' && baselineContent.variety === 'simple') {
      this.verdicts.set(path, { kind: 'included' });
      return;
    }
    let result = this.inclusion(uploadContent, baselineContent);
    // Only where the upload seems wider: what no finite message can hold is left out and compared again.
    if (result.kind === 'decided' && result.counterexamples.length > 0 && uploadContent.variety !== 'simple') {
      const pruned = (this.productivity ??= new ContentProductivity(this.upload)).prune(uploadContent.particle);
      if (pruned === 'unsatisfiable') {
        this.verdicts.set(path, { kind: 'included' });
        return;
      }
      if (pruned !== uploadContent.particle) result = particleInclusion(pruned, baselineContent.particle, { renameUploadNamespace: this.rename });
    }
    for (const term of leavesOf(uploadContent.particle)) {
      if (term.kind === 'wildcard') this.seen.add(term.source);
      else if (term.substituting !== null || attributeValue(term.declaration, 'substitutionGroup') !== undefined) this.seen.add(term.declaration);
    }
    if (result.kind === 'too-large') {
      this.report(manual('manual-constructs', certificationTexts.manualContentTooLarge(where, path, result.limit)), path);
      this.verdicts.set(path, { kind: 'undecided' });
      return;
    }
    this.judge(result.counterexamples, baselineContent, path, where);
    this.followMatches(result, path);
  }

  private inclusion(uploadContent: ContentType, baselineContent: ContentType): InclusionResult {
    let byBaseline = this.inclusions.get(uploadContent);
    if (!byBaseline) this.inclusions.set(uploadContent, (byBaseline = new Map()));
    let result = byBaseline.get(baselineContent);
    if (!result) {
      // Text-only content is the empty sequence of elements.
      const uploadParticle = uploadContent.variety === 'simple' ? null : uploadContent.particle;
      result = particleInclusion(uploadParticle, baselineContent.particle, { renameUploadNamespace: this.rename });
      byBaseline.set(baselineContent, result);
    }
    return result;
  }

  /** A widening by a wildcard or substitution group the baseline has no counterpart for is left to check 5. */
  private judge(counterexamples: Counterexample[], baselineContent: ContentType, path: string, where: Place): void {
    const baselineHasWildcard = leavesOf(baselineContent.particle).some((term) => term.kind === 'wildcard');
    let widening: Counterexample | undefined;
    let byMember: { counterexample: Counterexample; member: ElementTerm } | undefined;
    let leftToCheck5 = false;
    for (const counterexample of counterexamples) {
      if (counterexample.kind === 'incomplete' || counterexample.uploadTerms.some((term) => term.kind === 'element' && term.substituting === null)) {
        widening ??= counterexample;
        continue;
      }
      const members = counterexample.uploadTerms.filter((term): term is ElementTerm => term.kind === 'element');
      if (members.length === 0 && baselineHasWildcard) {
        widening ??= counterexample;
        continue;
      }
      // A substitution-group member the baseline refuses there: its name in a message is the witness (issue 34).
      if (members.length > 0 && members.length === counterexample.uploadTerms.length) {
        byMember ??= { counterexample, member: members[0]! };
        continue;
      }
      leftToCheck5 = true;
      for (const term of counterexample.uploadTerms) this.unsettled.add(term.kind === 'wildcard' ? term.source : term.declaration);
    }
    const shown = widening ?? byMember?.counterexample;
    if (shown) {
      const place = shown.kind === 'unexpected' && shown.uploadTerms[0] ? this.place(shown.uploadTerms[0].source) : where;
      const problem = certificationTexts.counterexample(shown, place, path, this.baselineNamespace);
      const finding = widening || !byMember ? error('baseline-restriction', problem) : this.refusal(problem, this.memberQuestion(byMember.member));
      this.verdicts.set(path, { kind: 'not-included', finding: { ...finding, baselinePath: path, exampleTarget: { path, children: witnessOf(shown) } } });
    } else this.verdicts.set(path, { kind: leftToCheck5 ? 'undecided' : 'included' });
  }

  /** What check 5 asks about a substitution-group member: the question when no witness shows the widening. */
  private memberQuestion(member: ElementTerm): XmlProblem {
    const head = member.substituting ? (attributeValue(member.substituting, 'name') ?? '') : '';
    return certificationTexts.manualSubstitutionGroup(this.place(member.declaration), attributeValue(member.declaration, 'name') ?? '', head);
  }

  /** Children the upload and the baseline both admit at the same place are compared in turn. */
  private followMatches(result: Extract<InclusionResult, { kind: 'decided' }>, path: string): void {
    const byElement = new Map<PlainElement, { term: ElementTerm; baseline: PlainElement }>();
    const inWildcards = new Map<PlainElement, { term: ElementTerm; wildcards: WildcardTerm[] }>();
    for (const match of result.matches) {
      const { upload, baseline } = match;
      if (upload.kind === 'element' && baseline.kind === 'element') {
        if (!byElement.has(upload.declaration)) byElement.set(upload.declaration, { term: upload, baseline: baseline.declaration });
      } else if (upload.kind === 'element' && baseline.kind === 'wildcard') {
        const entry = inWildcards.get(upload.declaration) ?? { term: upload, wildcards: [] };
        entry.wildcards.push(baseline);
        inWildcards.set(upload.declaration, entry);
      } else if (upload.kind === 'wildcard' && baseline.kind === 'wildcard') {
        if (processStrength[upload.processContents] < processStrength[baseline.processContents]) {
          this.report(error('baseline-restriction', certificationTexts.processContentsWeaker(this.place(upload.source), path, 'xs:any', upload.processContents, baseline.processContents)), path);
        }
      } else if (upload.kind === 'wildcard' && baseline.kind === 'element' && match.symbol.kind === 'name') {
        this.wildcardForElement(upload, baseline, match.symbol.name, path);
      }
    }
    for (const [declaration, { term, baseline }] of byElement) this.compareElement(declaration, baseline, this.childPath(path, declaration), term.source);
    for (const [declaration, { term, wildcards }] of inWildcards) {
      if (byElement.has(declaration)) continue;
      this.inBaselineWildcard(declaration, term, wildcards, path);
    }
  }

  private childPath(path: string, declaration: PlainElement): string {
    const name = attributeValue(declaration, 'name') ?? '';
    return elementTypeOf(this.upload, declaration).kind === 'complex' ? `${path}/${name}` : `${path}@${name}`;
  }

  /** An element of the upload that only a baseline wildcard admits: valid as far as that wildcard checks it. */
  private inBaselineWildcard(declaration: PlainElement, term: ElementTerm, wildcards: WildcardTerm[], path: string): void {
    const childPath = this.childPath(path, declaration);
    this.covered.add(childPath);
    const weakest = Math.min(...wildcards.map((wildcard) => processStrength[wildcard.processContents]));
    if (weakest === processStrength.skip) return;
    const name = declarationName(declaration);
    const global = this.baseline.findQualified('element', { namespace: this.rename(name.namespace), localName: name.localName })?.element;
    if (global) this.compareElement(declaration, global, childPath, term.source);
    else if (weakest === processStrength.strict) this.report(warning('baseline-restriction', certificationTexts.declaredOnlyForStrictWildcard(this.place(term.source), path, name.localName)), path);
  }

  /** A wildcard of the upload reads a name the baseline declares: its content must be checked as strictly. */
  private wildcardForElement(wildcard: WildcardTerm, element: ElementTerm, name: QualifiedName, path: string): void {
    const baselineType = elementTypeOf(this.baseline, element.declaration);
    if (baselineType.kind === 'complex' && baselineType.content.definition === null) return;
    const uploadName = { namespace: name.namespace === this.baselineNamespace ? this.uploadNamespace : name.namespace, localName: name.localName };
    const global = wildcard.processContents === 'skip' ? undefined : this.upload.findQualified('element', uploadName)?.element;
    if (global) this.compareElement(global, element.declaration, this.childPath(path, global), wildcard.source);
    else if (wildcard.processContents !== 'strict') this.report(error('baseline-restriction', certificationTexts.wildcardForElement(this.place(wildcard.source), path, name.localName)), path);
  }

  private compareAttributes(uploadContent: ContentType, baselineContent: ContentType, path: string): void {
    const key = (name: QualifiedName) => `${name.namespace ?? ''} ${name.localName}`;
    const baselineUses = new Map(baselineContent.attributes.map((use) => [key(use.name), use]));
    const baselineWildcard = baselineContent.attributeWildcard;
    for (const use of uploadContent.attributes) {
      const name = { namespace: this.rename(use.name.namespace), localName: use.name.localName };
      const attributePath = `${path}@@${name.localName}`;
      const baselineUse = baselineUses.get(key(name));
      if (baselineUse) {
        // A fixed value of the baseline is a facet check 3 compares; a default admits nothing more.
        this.compareSimple(use.declaration, baselineUse.declaration, attributePath, use.use);
      } else if (baselineWildcard && admitsNamespace(baselineWildcard.namespaces, name.namespace)) {
        this.covered.add(attributePath);
        const declared = this.baseline.findQualified('attribute', name);
        if (baselineWildcard.processContents === 'strict' && !declared) {
          this.report(warning('baseline-restriction', certificationTexts.declaredOnlyForStrictWildcard(this.place(use.use), path, `@${name.localName}`)), path);
        }
      }
    }
    const wildcard = uploadContent.attributeWildcard;
    if (!wildcard) return;
    this.seen.add(wildcard.source);
    const namespaces = mapNamespaces(wildcard.namespaces, this.rename);
    const place = this.place(wildcard.source);
    if (!baselineWildcard) {
      // An attribute the baseline does not declare is the witness; without one a person looks (issue 34).
      if (this.attributeWildcardsRefused.has(wildcard.source)) return;
      this.attributeWildcardsRefused.add(wildcard.source);
      const problem = certificationTexts.attributeWildcardAdded(place, path, describeNamespaces(namespaces));
      this.report({ ...this.refusal(problem, certificationTexts.manualWildcard(place, 'xs:anyAttribute')), exampleTarget: { path, attributeWildcard: wildcard } }, path);
      return;
    }
    if (!namespacesIncluded(namespaces, baselineWildcard.namespaces)) {
      const problem = certificationTexts.attributeWildcardWider(place, path, describeNamespaces(namespaces), describeNamespaces(baselineWildcard.namespaces));
      this.report({ ...error('baseline-restriction', problem), exampleTarget: { path, attributeWildcard: wildcard } }, path);
    }
    if (processStrength[wildcard.processContents] < processStrength[baselineWildcard.processContents]) {
      this.report(error('baseline-restriction', certificationTexts.processContentsWeaker(place, path, 'xs:anyAttribute', wildcard.processContents, baselineWildcard.processContents)), path);
    }
  }

  /** A type of the upload derived from this element's type can be chosen with xsi:type unless blocked. */
  private derivedTypes(upload: PlainElement, content: ContentType, baselineContent: ContentType, path: string): void {
    const type = content.definition;
    const name = type && attributeValue(type, 'name');
    if (!type || name === undefined) return;
    const derived = this.derivedFrom().get(type);
    if (!derived) return;
    const blocked = blockedBy(upload, type);
    for (const { candidate, method } of derived) {
      if (blocked.has(method)) continue;
      const derivedName = attributeValue(candidate, 'name') ?? '';
      if (this.baselineDerives(baselineContent.definition, derivedName, method)) continue;
      // The element naming that type with xsi:type is the witness; without one a person looks (issue 34).
      const place = this.place(candidate);
      const xsiType = { name: { namespace: this.uploadNamespace, localName: derivedName }, definition: candidate };
      const finding = this.refusal(certificationTexts.derivedTypeUnknown(place, path, derivedName), certificationTexts.manualDerivedType(place, path, derivedName));
      this.report({ ...finding, exampleTarget: { path, xsiType } }, path);
    }
  }

  private derivedIndex: Map<PlainElement, { candidate: PlainElement; method: string }[]> | undefined;

  /** The upload's named complex types by the type they derive from, read once. */
  private derivedFrom(): Map<PlainElement, { candidate: PlainElement; method: string }[]> {
    if (this.derivedIndex) return this.derivedIndex;
    const index = new Map<PlainElement, { candidate: PlainElement; method: string }[]>();
    for (const candidate of this.upload.mainComponents('complexType')) {
      for (const derivation of derivationsOf(candidate)) {
        const base = attributeValue(derivation, 'base');
        const baseType = base === undefined ? undefined : this.upload.find('complexType', derivation, base)?.element;
        if (baseType) index.set(baseType, [...(index.get(baseType) ?? []), { candidate, method: derivation.localName }]);
      }
    }
    this.derivedIndex = index;
    return index;
  }

  /** True when the baseline, too, has a type of this name derived (this way) from the element's type there. */
  private baselineDerives(baselineType: PlainElement | null, name: string, method: string): boolean {
    if (!baselineType) return false;
    const derived = this.baseline.findQualified('complexType', { namespace: this.baselineNamespace, localName: name })?.element;
    return (derived ? derivationsOf(derived) : []).some((derivation) => {
      const base = attributeValue(derivation, 'base');
      return derivation.localName === method && base !== undefined && this.baseline.find('complexType', derivation, base)?.element === baselineType;
    });
  }
}

const exactBoundsByBaseline = new WeakMap<BaselineSchema, ReadonlyMap<string, ExactBounds>>();

/** The baseline attributes whose bounds only their text holds exactly, by path: read once per baseline XSD, and only when asked. */
function exactBoundsOf(baseline: BaselineSchema | null): () => ReadonlyMap<string, ExactBounds> {
  return () => {
    if (!baseline) return new Map();
    let known = exactBoundsByBaseline.get(baseline);
    if (!known) {
      const found = new Map<string, ExactBounds>();
      for (const entity of allEntities(baseline.tree.roots)) for (const attribute of entity.attributes) if (attribute.type.exactBounds) found.set(attribute.path, attribute.type.exactBounds);
      exactBoundsByBaseline.set(baseline, (known = found));
    }
    return known;
  };
}

/** The children of a counterexample's example message: where the upload stops early, or its wrong child and the shortest way on. */
function witnessOf(counterexample: Counterexample): AlphabetSymbol[] | undefined {
  if (counterexample.kind === 'incomplete') return counterexample.prefix;
  return counterexample.completion ? [...counterexample.prefix, counterexample.symbol, ...counterexample.completion] : undefined;
}

/** A place worked out on first use (most elements get no message). */
function lazyPlace(compute: () => Place): () => Place {
  let place: Place | undefined;
  return () => (place ??= compute());
}
