import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAfd1BaselineXsd } from '../src/afd1/baseline/parse-afd1-baseline.ts';
import { catalogueResolverFromFiles } from '../src/afd1/catalogue/catalogue-resolver-from-files.ts';
import { certifyXsd } from '../src/afd1/certification/certify-xsd.ts';
import { certifyRow, rowTexts, witnessedClasses } from '../src/afd1/certification/witnessed-classes.fixture.ts';
import { asBaseline } from '../src/afd1/certification/witnessed-verdicts.fixture.ts';
import { generateAfd1Corpus } from '../src/afd1/corpus/generate-afd1-corpus.ts';
import type { CertificationMessage } from '../src/model/certification.ts';

// Issue 34: a refusal's example message is one both builds of libxml2 agree on. Certification
// confirms it with libxml2-wasm; here the native xmllint (libxml2 in C, Debian's libxml2-utils)
// validates every example of the classes and of the corpus again: valid against the
// organisation schema, invalid against the baseline. They once disagreed: the wasm build read a
// 31-digit integer, xmllint refuses more than 24 digits, so the builder now stays at 20.
// `npm test` installs xmllint (Debian's libxml2-utils, scripts/debian-tools.mjs). Run alone without
// it, these tests skip with a warning; under CI=true, where `npm test` has installed it, they fail.

const hasXmllint = spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasXmllint) {
  if (process.env.CI === 'true') throw new Error('afd1-witnesses-xmllint cannot run: xmllint is not installed, and under CI=true it must be (npm test installs libxml2-utils).');
  console.warn('afd1-witnesses-xmllint skipped: xmllint is not installed (apt-get install libxml2-utils).');
}

/** Whether xmllint finds `message` valid against `schema` (its imports served from `files` by name). */
function xmllintAccepts(schema: string, message: string, files: Readonly<Record<string, string>> = {}): boolean {
  const directory = mkdtempSync(path.join(tmpdir(), 'afd1-witness-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
    writeFileSync(path.join(directory, 'schema.xsd'), schema);
    writeFileSync(path.join(directory, 'bericht.xml'), message);
    return spawnSync('xmllint', ['--noout', '--nonet', '--schema', 'schema.xsd', 'bericht.xml'], { cwd: directory }).status === 0;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function expectNativeAgreement(messages: readonly CertificationMessage[], upload: string, baseline: string, rename: (message: string) => string, files?: Record<string, string>): void {
  const refusals = messages.filter((message) => message.severity === 1);
  expect(refusals.length).toBeGreaterThan(0);
  for (const refusal of refusals) {
    expect(refusal.example?.kind, refusal.description).toBe('built');
    if (refusal.example?.kind !== 'built') continue;
    expect(xmllintAccepts(upload, refusal.example.content, files), refusal.example.content).toBe(true);
    expect(xmllintAccepts(baseline, rename(refusal.example.content), files), refusal.example.content).toBe(false);
  }
}

describe.skipIf(!hasXmllint)('xmllint confirms the example messages of refusals (AFD 1.0)', () => {
  const refusedRows = witnessedClasses.flatMap(([title, rows]) => rows.filter((row) => row.verdict === 'error').map((row) => [`${title}: ${row.name}`, row] as const));
  it.each(refusedRows)('%s', (_name, row) => {
    const { upload, baseline } = rowTexts(row);
    expectNativeAgreement(certifyRow(row).messages, upload, baseline, asBaseline);
  });

  const corpus = generateAfd1Corpus();
  const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
  const refused = corpus.organisationSchemas.filter((schema) => typeof schema.expectation !== 'string' && schema.expectation.invalid.includes('baseline-restriction'));
  const namespaceOf = (xsd: string) => /targetNamespace="([^"]*)"/.exec(xsd)?.[1] ?? '';
  it.each(refused.map((schema) => [schema.name, schema] as const))('corpus: %s', (_name, schema) => {
    const baseline = corpus.baselines[schema.baseline]!;
    const parsed = parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver });
    if (!parsed.ok) throw new Error('the corpus baseline does not parse');
    const result = certifyXsd({ xsd: schema.xsd, baseline: parsed.library, baselineXsd: baseline.xsd, catalogueResolver, xpathRules: [] });
    const rename = (message: string) => message.replaceAll(`"${namespaceOf(schema.xsd)}"`, `"${namespaceOf(baseline.xsd)}"`);
    expectNativeAgreement(result.messages, schema.xsd, baseline.xsd, rename, corpus.catalogueFiles);
  });
});
