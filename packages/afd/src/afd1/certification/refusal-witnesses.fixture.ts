import { messageValidator } from '../../authoring/generation/afd1/sample-message.testing.ts';
import type { Afd1CertificationResult } from './certify-xsd.ts';

// Issue 34, parity in the suites: the fixtures every certification test certifies through (the
// motor edits, the schema pairs of the check 3 tables, the rows of the issue's classes, the
// corpus) hold each result to the rule before a test sees it. A refusal of check 3 carries an
// example message, and libxml2-wasm, compiled here apart from certification, finds it valid
// against the organisation schema and invalid against the baseline with the organisation's
// namespace read as the baseline's. Refusals of checks 1, 2 and 4 (an XSD that does not compile,
// an AFD rule, an XPath rule) are about the schema itself: no message shows them, and they carry
// no example.

export interface WitnessSchemas {
  /** The organisation schema's and the baseline's text. */
  upload: string;
  baseline: string;
  /** Files both import by name (the catalogue). */
  files?: Readonly<Record<string, string>>;
}

const targetNamespaceOf = (xsd: string) => /targetNamespace="([^"]*)"/.exec(xsd)?.[1] ?? '';

/** Throws unless every refusal of check 3 in `result` carries an example message both schemas judge as it says. */
export function assertRefusalsWitnessed(result: Afd1CertificationResult, schemas: WitnessSchemas): void {
  const refusals = result.messages.filter((message) => message.severity === 1);
  const witnessed = refusals.filter((refusal) => refusal.example !== undefined);
  const onlyCheck3 = result.failedChecks.every((check) => check === 'baseline-restriction');
  // Only check 3 gives examples: where it is the only check that refused, every refusal must have one.
  const unwitnessed = refusals.filter((refusal) => (onlyCheck3 ? refusal.example?.kind !== 'built' : refusal.example !== undefined && refusal.example.kind !== 'built'));
  if (unwitnessed.length > 0) throw new Error(`a refusal of check 3 without an example message: ${unwitnessed.map((refusal) => `${refusal.message} ${refusal.description}`).join(' | ')}`);
  if (result.failedChecks.includes('baseline-restriction') && witnessed.length === 0) throw new Error('check 3 refused without an example message');
  if (witnessed.length === 0) return;
  const files = schemas.files ?? {};
  const organisation = messageValidator('org.xsd', { ...files, 'org.xsd': schemas.upload });
  const baseline = messageValidator('baseline.xsd', { ...files, 'baseline.xsd': schemas.baseline });
  const [uploadNamespace, baselineNamespace] = [targetNamespaceOf(schemas.upload), targetNamespaceOf(schemas.baseline)];
  for (const refusal of witnessed) {
    if (refusal.example?.kind !== 'built') continue;
    const content = refusal.example.content;
    const problems = organisation(content);
    if (problems.length > 0) throw new Error(`the example of '${refusal.message}' is invalid against the organisation schema (${problems.join('; ')}):\n${content}`);
    if (baseline(content.replaceAll(`"${uploadNamespace}"`, `"${baselineNamespace}"`)).length === 0) throw new Error(`the example of '${refusal.message}' is valid against the baseline:\n${content}`);
  }
}
