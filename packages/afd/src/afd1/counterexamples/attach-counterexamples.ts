import { XmlDocument, type XsdValidator } from 'libxml2-wasm';
import type { CodeList } from '../../model/catalogue.ts';
import type { NamespaceName } from '../schema/namespace-constraint.ts';
import type { SchemaComponents } from '../schema/schema-components.ts';
import { attributeValue, childElement, childElements } from '../xml/plain-dom-queries.ts';
import { withSchemaSetValidator, type KeptValidators } from '../xml/xsd-compile.ts';
import type { BaselineSchema } from '../certification/baseline-schema.ts';
import { certificationTexts } from '../certification/certification-texts.ts';
import { manual, type Finding } from '../certification/finding.ts';
import { counterexampleTexts } from '../../model/message-example-texts.ts';
import { exampleCandidates, type ExampleTarget } from './example-candidates.ts';
import { ExampleBuilder } from './example-builder.ts';
import { exampleXml, type ExampleElement } from './example-document.ts';

// Each refusal of check 3 gets an example message: the first candidate (example-candidates.ts)
// that libxml2 finds valid against the organisation schema and invalid against the baseline, the
// organisation's namespace read as the baseline's. A refusal stands only on such a witness (issue
// 34, ADR 0066): without one it becomes manual validation, asking a person its question (the
// finding's own, or the refusal's text with the reason no example was made).

/**
 * Refusals that get an example at most, and refusals tried at most: the rest go to a person with
 * that reason (an upload with hundreds of refusals stays quick, and those witnessed refuse it).
 */
const MAX_EXAMPLES = 25;
const MAX_TRIED = 4 * MAX_EXAMPLES;
/** Candidates validated per refusal at most. */
const MAX_CANDIDATES = 60;

export interface CounterexampleContext {
  upload: SchemaComponents;
  baseline: BaselineSchema | null;
  codeLists: readonly CodeList[];
  /** Validators kept across the caller's task (compatibility); by default both are compiled here and freed. */
  keptValidators?: KeptValidators | undefined;
}

const isRefusal = (finding: Finding) => finding.check === 'baseline-restriction' && finding.severity === 1;

/** The findings, each refusal of check 3 with its example message or the reason it has none. */
export function withCounterexamples(findings: readonly Finding[], context: CounterexampleContext): Finding[] {
  if (!findings.some(isRefusal)) return [...findings];
  const baseline = context.baseline;
  if (!baseline) return findings.map((finding) => (isRefusal(finding) ? unwitnessed(finding, counterexampleTexts.noBaselineSchema) : finding));
  const uploadNamespace = context.upload.set.main.targetNamespace;
  const baselineNamespace = baseline.components.set.main.targetNamespace;
  const rename = (namespace: NamespaceName): NamespaceName => (namespace === uploadNamespace ? baselineNamespace : namespace);
  const builder = new ExampleBuilder(context.upload, withImportedCodeLists(context.upload, context.codeLists));
  const attached = withSchemaSetValidator(context.upload.set, (organisation) =>
    withSchemaSetValidator(baseline.components.set, (refusing) => {
      let tried = 0;
      let witnessed = 0;
      return findings.map((finding): Finding => {
        if (!isRefusal(finding)) return finding;
        tried += 1;
        if (witnessed >= MAX_EXAMPLES || tried > MAX_TRIED) return unwitnessed(finding, counterexampleTexts.tooMany(MAX_EXAMPLES));
        const target: ExampleTarget | undefined = finding.exampleTarget ?? (finding.baselinePath === undefined ? undefined : { path: finding.baselinePath });
        const content = target && confirmedExample(exampleCandidates(builder, target, rename), rename, organisation, refusing);
        if (content) witnessed += 1;
        if (content) return { ...finding, example: { kind: 'built', fileName: counterexampleTexts.fileName('xml'), mediaType: 'application/xml', content } };
        return unwitnessed(finding, counterexampleTexts.noneBuilt);
      });
    }, context.keptValidators),
    context.keptValidators,
  );
  return attached ?? findings.map((finding) => (isRefusal(finding) ? unwitnessed(finding, counterexampleTexts.noneBuilt) : finding));
}

/**
 * The code lists to take values from: the baseline's, and those the upload's catalogue files list
 * that the baseline does not use (an upload may name a list its baseline lacks; its values are
 * then read from the list's xs:enumeration in the catalogue file). Read on the refusal path only.
 */
function withImportedCodeLists(upload: SchemaComponents, codeLists: readonly CodeList[]): CodeList[] {
  const known = new Set(codeLists.map((list) => list.name));
  const extra: CodeList[] = [];
  for (const schema of upload.set.imported.values()) {
    for (const simpleType of childElements(schema.root, 'simpleType')) {
      const name = attributeValue(simpleType, 'name');
      const restriction = childElement(simpleType, 'restriction');
      const values = restriction ? childElements(restriction, 'enumeration').map((value) => attributeValue(value, 'value') ?? '') : [];
      if (name === undefined || known.has(name) || values.length === 0) continue;
      known.add(name);
      extra.push({ name, description: '', values: values.map((code) => ({ code, label: '' })) });
    }
  }
  return extra.length === 0 ? [...codeLists] : [...codeLists, ...extra];
}

/**
 * A refusal without a confirmed witness becomes its question for a person: the one the check
 * wrote for it, or the refusal's own text with `reason` (why no example message stands).
 */
function unwitnessed(finding: Finding, reason: string): Finding {
  const question = finding.unwitnessed ?? certificationTexts.manualUnwitnessed(finding.problem, reason);
  return { ...manual('manual-constructs', question), baselinePath: finding.baselinePath };
}

/** The first candidate (as the organisation writes it) that the organisation schema accepts and the baseline refuses. */
function confirmedExample(candidates: Iterable<ExampleElement>, rename: (namespace: NamespaceName) => NamespaceName, organisation: XsdValidator, baseline: XsdValidator): string | null {
  let count = 0;
  for (const candidate of candidates) {
    if (++count > MAX_CANDIDATES) return null;
    const written = exampleXml(candidate);
    if (validatorAccepts(organisation, written) && !validatorAccepts(baseline, exampleXml(candidate, rename))) return written;
  }
  return null;
}

/** True when the validator finds the document valid; a document libxml2 cannot even read counts as refused. */
export function validatorAccepts(validator: XsdValidator, xml: string): boolean {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch {
    return false;
  }
  try {
    validator.validate(doc);
    return true;
  } catch {
    return false;
  } finally {
    doc.dispose();
  }
}
