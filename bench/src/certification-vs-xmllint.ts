import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instanceDocument } from './support/afd1-instance-document.ts';
import { reportGoal } from './support/goals.ts';
import { largeAfd1Schema } from './support/large-afd1-schema.ts';
import { afdAsBuilt } from './support/afd-as-built.ts';
import { ensureXmllint } from './support/ensure-xmllint.ts';
import { measureSideBySide, medianRatioPerRun, ms, ratio } from './support/timing.ts';

// Certification of the large synthetic organisation schema (2,000 entities, 30,000 attributes)
// against the large baseline, next to the native floor for the same bytes: `xmllint --noout
// --schema` (libxml2 in C) compiling that baseline and validating a message of the same size.
// Certification does more than that floor (AFD rules, the baseline comparison, XPath rules), in
// WebAssembly; the ratio says what that costs. Certification is the domain package as the portal
// bundles it (support/afd-as-built.ts). Run: npm run bench:certification -w bench

const runs = Number(process.env.BENCH_RUNS ?? 5);

ensureXmllint();
const { certifyXsd } = await afdAsBuilt();
const { corpus, large, catalogueResolver, baseline, organisationXsd, xpathRules } = largeAfd1Schema();
const instance = instanceDocument(baseline, Buffer.byteLength(organisationXsd));
const tiny = instanceDocument(baseline, 0);

const directory = mkdtempSync(path.join(tmpdir(), 'afd-bench-certification-'));
try {
  for (const [name, text] of Object.entries(corpus.catalogueFiles)) writeFileSync(path.join(directory, name), text);
  writeFileSync(path.join(directory, 'baseline.xsd'), large.xsd);
  writeFileSync(path.join(directory, 'bericht.xml'), instance);
  writeFileSync(path.join(directory, 'bericht-klein.xml'), tiny);

  const xmllint = (document: string) => {
    const result = spawnSync('xmllint', ['--noout', '--schema', 'baseline.xsd', document], { cwd: directory, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`xmllint ${document} (exit ${result.status}): ${result.stderr.slice(0, 2_000)}`);
  };
  const certify = () => certifyXsd({ xsd: organisationXsd, fileName: 'organisatie.xsd', baseline, baselineXsd: large.xsd, catalogueResolver, xpathRules });

  const verdict = certify();
  if (verdict.messages.some((message) => message.severity === 1) || verdict.manualValidation) {
    throw new Error(`the large organisation schema should certify: ${JSON.stringify(verdict.messages.slice(0, 3))}`);
  }
  xmllint('bericht.xml');

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Organisatieschema ${mb(Buffer.byteLength(organisationXsd))}, baseline ${mb(Buffer.byteLength(large.xsd))}, bericht ${mb(Buffer.byteLength(instance))}; ${runs} metingen om en om, mediaan.`);

  // Run for run side by side (a certification, then xmllint, then xmllint on the small message),
  // so that all three see the same machine: on two shared cores others' work comes and goes, and
  // timed one after the other the same code measured 2.3x and 2.8x in two runs at load 20.
  const measured = await measureSideBySide([certify, () => xmllint('bericht.xml'), () => xmllint('bericht-klein.xml')], { runs });
  const [certification, native, compileOnly] = measured.map(({ median }) => median) as [number, number, number];

  const line = (label: string, value: string) => console.log(`${label.padEnd(62)} ${value}`);
  line('certifyXsd, checks 1-5 (libxml2-wasm + TypeScript)', ms(certification));
  line('xmllint --schema: baseline compileren + bericht valideren', ms(native));
  line('  ter vergelijking: xmllint met een bericht van één kopie', ms(compileOnly));
  const times = medianRatioPerRun(measured[0]?.all ?? [], measured[1]?.all ?? []);
  console.log(`Verhouding certificering / xmllint (mediaan per meting): ${ratio(times)}`);
  reportGoal({ goal: 'certificering / xmllint voor dezelfde bytes', measured: ratio(times), target: '≤ 2.00x', met: times <= 2 });
} finally {
  rmSync(directory, { recursive: true, force: true });
}
