import type { XmlDocument } from 'libxml2-wasm';
import type { BaselineLibrary } from '../../model/baseline-library.ts';
import type { CertificationResult } from '../../model/certification.ts';
import { buildEntityTree } from '../schema/entity-tree.ts';
import { SchemaComponents } from '../schema/schema-components.ts';
import type { CatalogueResolver } from '../xml/catalogue-resolver.ts';
import { withLoadedSchemaSet, type SchemaSet } from '../xml/schema-set.ts';
import type { XmlProblem } from '../xml/xml-problem.ts';
import { compileSchemaSet, type KeptValidators } from '../xml/xsd-compile.ts';
import { withCounterexamples } from '../counterexamples/attach-counterexamples.ts';
import { loadBaselineSchema } from './baseline-schema.ts';
import { certificationTexts } from './certification-texts.ts';
import { checkAfdComponents } from './check-2-afd-components.ts';
import { checkBaselineRestriction } from './check-3-baseline-restriction.ts';
import { compareContentModels } from './check-3-content-model-inclusion.ts';
import { checkXPathRules, checkXPathRulesOn, type Afd1XPathRule } from './check-4-xpath-rules.ts';
import { checkManualConstructs } from './check-5-manual-constructs.ts';
import { afd1CheckIds, type Afd1CheckId } from './check-ids.ts';
import { error, type Finding } from './finding.ts';

// Certification of an uploaded AFD 1.0 schema (docs/domain.md, checks 1-5 in order). Check 1 gates
// the rest: a file that is not safe, well-formed XSD that compiles against the catalogue has no
// structure to compare. Checks 2 to 5 all run, so one upload shows every problem at once.

export interface Afd1CertificationInput {
  xsd: string | Uint8Array;
  /** For messages; defaults to 'afdSchema.xsd'. */
  fileName?: string;
  baseline: BaselineLibrary;
  /**
   * The baseline's XSD: the content models (order, choices, wildcards, nillable, ...) are compared
   * with it, and restriction messages name its line. Without it certification asks for manual validation.
   */
  baselineXsd?: string | undefined;
  catalogueResolver: CatalogueResolver;
  /** The XPath rules selected for the baseline. */
  xpathRules: readonly Afd1XPathRule[];
  /** Validators the caller keeps across certifications of the same schemas (compatibility); by default each is freed after use. */
  keptValidators?: KeptValidators | undefined;
}

export interface Afd1CertificationResult extends CertificationResult {
  /** The checks that gave an error, in check order (for reports and tests; not on the wire). */
  failedChecks: Afd1CheckId[];
}

/** Runs checks 1-5 on an uploaded XSD against its baseline library and XPath rules. */
export function certifyXsd(input: Afd1CertificationInput): Afd1CertificationResult {
  return resultOf(certifyXsdFindings(input));
}

/** The findings of checks 1-5, each with its check (compatibility between versions reads check 3 and 5 only). */
export function certifyXsdFindings({ xsd, fileName = 'afdSchema.xsd', baseline, baselineXsd, catalogueResolver, xpathRules, keptValidators }: Afd1CertificationInput): Finding[] {
  // The upload's libxml2 document, parsed once to load it, is compiled too (a parse of 5.7 MB
  // less), and freed before the analyses below.
  const { load, compileProblems, xpathFindings } = withLoadedSchemaSet(xsd, fileName, catalogueResolver, (load, parsedMain) =>
    load.ok ? { load, ...compiledWithXPathRules(load.set, parsedMain, xpathRules, keptValidators) } : { load, compileProblems: [], xpathFindings: null },
  );
  if (!load.ok) return load.problems.map((problem) => error('xml-schema', problem));
  if (compileProblems.length > 0) return compileProblems.map((problem) => error('xml-schema', problem));

  const components = new SchemaComponents(load.set);
  const tree = buildEntityTree(components, { descriptions: false });
  const baselineSchema = baselineXsd === undefined ? null : loadBaselineSchema(baselineXsd, catalogueResolver);
  const contentModels = compareContentModels({ upload: components, uploadRoots: tree.roots, baseline: baselineSchema, codeLists: baseline.codeLists, fileName });
  const restriction = [...checkBaselineRestriction(tree.roots, baseline, fileName, contentModels), ...contentModels.findings];
  const refusedPaths = new Set(restriction.filter((finding) => finding.severity === 1).map((finding) => finding.baselinePath));
  restriction.push(...contentModels.questionsUnlessRefused.filter((question) => !refusedPaths.has(question.baselinePath)));
  const explained = withCounterexamples(restriction, { upload: components, baseline: baselineSchema, codeLists: baseline.codeLists, keptValidators });
  return [
    ...checkAfdComponents(load.set.main),
    ...(baselineSchema === null ? explained : withBaselineLines(explained, baselineSchema.lines)),
    ...(xpathFindings ?? checkXPathRules(load.set.main, xpathRules)),
    ...checkManualConstructs(load.set, tree.roots, contentModels),
  ];
}

/**
 * Check 1's compilation, and check 4 on the upload's libxml2 document that compiling holds anyway,
 * before its references are rewritten; check 4's findings count only if the set compiles (null:
 * left to the check's own parse, which then runs).
 */
function compiledWithXPathRules(
  set: SchemaSet,
  parsedMain: XmlDocument | null,
  xpathRules: readonly Afd1XPathRule[],
  keptValidators: KeptValidators | undefined,
): { compileProblems: XmlProblem[]; xpathFindings: Finding[] | null } {
  let xpathFindings: Finding[] | null = null;
  const compileProblems = compileSchemaSet(
    set,
    (doc) => {
      try {
        xpathFindings = checkXPathRulesOn(set.main, doc, xpathRules);
      } catch {
        // Left to the check's own parse, which runs only when the set compiles, as before.
      }
    },
    keptValidators,
    parsedMain,
  );
  return { compileProblems, xpathFindings };
}

/** Adds 'Zie de baseline, regel N.' to findings measured against a baseline path. */
function withBaselineLines(findings: Finding[], lines: ReadonlyMap<string, number>): Finding[] {
  return findings.map((finding) => {
    const line = finding.baselinePath === undefined ? undefined : lines.get(finding.baselinePath);
    if (line === undefined) return finding;
    return { ...finding, problem: { ...finding.problem, description: `${finding.problem.description} ${certificationTexts.baselineLine(line)}` } };
  });
}

function resultOf(findings: Finding[]): Afd1CertificationResult {
  // Stable by check: check 3 reports its undecidable patterns under check 5.
  const ordered = [...findings].sort((first, second) => afd1CheckIds.indexOf(first.check) - afd1CheckIds.indexOf(second.check));
  return {
    messages: ordered.map((finding) => ({ severity: finding.severity, ...finding.problem, ...(finding.example ? { example: finding.example } : {}) })),
    manualValidation: ordered.some((finding) => finding.manual),
    failedChecks: afd1CheckIds.filter((check) => ordered.some((finding) => finding.check === check && finding.severity === 1)),
  };
}
