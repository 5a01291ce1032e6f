import type { ValidateFunction } from 'ajv';
import type { MessageExample } from '../../model/certification.ts';
import { counterexampleTexts } from '../../model/message-example-texts.ts';
import type { JsonObject } from '../json/json-value.ts';
import type { CodeListLookup } from '../schema/code-list-ref.ts';
import type { Finding } from '../certification/finding.ts';
import { jsonExampleCandidates } from './json-example-candidates.ts';
import { JsonInstanceBuilder } from './json-instances.ts';

// Each refusal of the restriction rules gets an example message: the first candidate
// (json-example-candidates.ts) that Ajv finds valid against the organisation schema and invalid
// against the baseline schema. Nothing unconfirmed is shown: without one the refusal says so.

/** Refusals that get an example; the rest say so. */
const MAX_EXAMPLES = 25;
/** Candidates validated per refusal at most. */
const MAX_CANDIDATES = 80;

const restrictionChecks = new Set(['entities', 'occurrences', 'attributes', 'required-attributes', 'data-types', 'facets', 'code-list-values']);
const isRefusal = (finding: Finding) => finding.severity === 1 && restrictionChecks.has(finding.check);

export interface JsonCounterexampleContext {
  /** The organisation schema and its compiled validator. */
  schema: JsonObject;
  validate: ValidateFunction;
  /** The baseline schema's compiled validator, asked for once and only when there is a refusal; null when there is none to confirm with. */
  baselineValidate: () => ValidateFunction | null;
  codeLists: CodeListLookup;
}

/** The findings, each refusal with its example message (in its problem) or the reason it has none. */
export function withJsonCounterexamples(findings: readonly Finding[], context: JsonCounterexampleContext): Finding[] {
  if (!findings.some(isRefusal)) return [...findings];
  const builder = new JsonInstanceBuilder(context.schema, context.codeLists);
  const baselineValidate = context.baselineValidate();
  let tried = 0;
  const exampleFor = (finding: Finding): MessageExample => {
    if (!baselineValidate) return { kind: 'none', reason: counterexampleTexts.noBaselineSchema };
    tried += 1;
    if (tried > MAX_EXAMPLES) return { kind: 'none', reason: counterexampleTexts.tooMany(MAX_EXAMPLES) };
    const chain = finding.exampleTarget?.chain;
    const content = chain && confirmedExample(jsonExampleCandidates(builder, { chain, attribute: finding.exampleTarget?.attribute }), context.validate, baselineValidate);
    return content ? { kind: 'built', fileName: counterexampleTexts.fileName('json'), mediaType: 'application/json', content } : { kind: 'none', reason: counterexampleTexts.noneBuilt };
  };
  return findings.map((finding) => (isRefusal(finding) ? { ...finding, problem: { ...finding.problem, example: exampleFor(finding) } } : finding));
}

function confirmedExample(candidates: Iterable<unknown>, organisation: ValidateFunction, baseline: ValidateFunction): string | null {
  let count = 0;
  for (const candidate of candidates) {
    if (++count > MAX_CANDIDATES) return null;
    if (organisation(candidate) && !baseline(candidate)) return `${JSON.stringify(candidate, null, 2)}\n`;
  }
  return null;
}
