import type { Afd1CertificationResult } from './certify-xsd.ts';
import { certifyXsd } from './certify-xsd.ts';
import { parseAfd1BaselineXsd } from '../baseline/parse-afd1-baseline.ts';
import { catalogueResolver } from './certification.fixture.ts';
import { assertRefusalsWitnessed } from './refusal-witnesses.fixture.ts';

// Small baselines and organisation schemas for the content-model tests: one root element Bericht
// whose complexType body (and any top-level declarations) each test writes, the baseline in its
// own namespace and the organisation schema in urn:org, as in the real portal. Child elements are
// entities of the empty type Leeg, so that they may repeat (an attribute element may not).

export const BASELINE_NAMESPACE = 'urn:afd1:baseline:test';
export const ORGANISATION_NAMESPACE = 'urn:org';

/** A schema with root element Bericht of type Bericht (`body` inside its xs:complexType) and `top` beside it. */
export function schemaText(namespace: string, body: string, top = '', mixed = false): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="${namespace}" targetNamespace="${namespace}" elementFormDefault="qualified">`,
    '  <xs:element name="Bericht" type="Bericht"/>',
    `  <xs:complexType name="Bericht"${mixed ? ' mixed="true"' : ''}>`,
    `    ${body}`,
    '  </xs:complexType>',
    '  <xs:complexType name="Leeg"/>',
    top,
    '</xs:schema>',
    '',
  ].join('\n');
}

export interface SchemaPair {
  baseline: string;
  upload: string;
  /** Top-level declarations of the baseline and the upload (types, global elements, groups). */
  baselineTop?: string;
  uploadTop?: string;
  /** mixed="true" on the root's complexType. */
  baselineMixed?: boolean;
  uploadMixed?: boolean;
}

/** Certifies the upload against the baseline (library and, unless left out, XSD); both must compile, and every refusal of check 3 carry a confirmed example. */
export function certifyPair(pair: SchemaPair, { withBaselineXsd = true } = {}): Afd1CertificationResult {
  const baselineXsd = schemaText(BASELINE_NAMESPACE, pair.baseline, pair.baselineTop, pair.baselineMixed);
  const parsed = parseAfd1BaselineXsd({ xsd: baselineXsd, catalogueResolver });
  if (!parsed.ok) throw new Error(`the test baseline does not parse: ${parsed.problems.map((problem) => problem.description).join('; ')}`);
  const xsd = schemaText(ORGANISATION_NAMESPACE, pair.upload, pair.uploadTop, pair.uploadMixed);
  const result = certifyXsd({ xsd, baseline: parsed.library, baselineXsd: withBaselineXsd ? baselineXsd : undefined, catalogueResolver, xpathRules: [] });
  if (result.failedChecks.includes('xml-schema')) throw new Error(`the test upload does not compile: ${JSON.stringify(result.messages)}`);
  assertRefusalsWitnessed(result, { upload: xsd, baseline: baselineXsd });
  return result;
}

export type Verdict = 'valid' | 'error' | 'manual';

/** valid: certified; error: refused by check 3; manual: sent to manual validation without an error. */
export function verdictOf(result: Afd1CertificationResult): Verdict {
  if (result.failedChecks.length > 0) return 'error';
  return result.manualValidation ? 'manual' : 'valid';
}

/** A sequence of the given elements, each 'name' or 'name min max' (max may be 'unbounded'), of the empty type Leeg. */
export function sequence(...elements: string[]): string {
  return `<xs:sequence>${elements.map(element).join('')}</xs:sequence>`;
}

/** One element particle: 'name', 'name min' or 'name min max'. */
export function element(spec: string): string {
  const [name, min, max] = spec.split(' ');
  const occurs = `${min === undefined ? '' : ` minOccurs="${min}"`}${max === undefined ? '' : ` maxOccurs="${max}"`}`;
  return `<xs:element name="${name}" type="Leeg"${occurs}/>`;
}
