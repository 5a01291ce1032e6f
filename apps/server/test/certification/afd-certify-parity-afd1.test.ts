import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/db/blob-store.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { corpus, keyFields, startCertificationTestApp, type CertificationTestApp } from '../../src/shared/testing/certification.fixture.ts';
import { afdCertifyBinLink, asAnswered, certifyWithCli, runCliEntry, runCliProcess, workFolder, type CliMessage } from './afd-certify-runs.ts';

// Issue 18: the offline checker gives exactly the portal's verdict and messages. The portal side
// is the real Valideer call (POST /api/OrganisationSchemas, on the certification worker pool), the
// offline side afd-certify's entry with the baseline package the member downloads from the portal
// (GET .../CertificationPackage). Corpus: every synthetic AFD 1.0 organisation schema against
// every corpus baseline (not only its own: a schema of another key gives other messages), the
// enriched copy the portal hands out, and the hostile files of the Valideer tests.

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x"><xs:annotation><xs:documentation>&lol2;</xs:documentation></xs:annotation></xs:schema>`;
const foreignImport = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x">
  <xs:import namespace="urn:elders" schemaLocation="http://example.invalid/elders.xsd"/>
</xs:schema>`;
const hostile: { label: string; content: string | Uint8Array }[] = [
  { label: 'geen XML', content: 'dit is geen xml' },
  { label: 'ZIP', content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) },
  { label: 'billion laughs', content: billionLaughs },
  { label: 'import over het netwerk', content: foreignImport },
  { label: 'geen UTF-8', content: new Uint8Array([0x3c, 0x78, 0xff, 0xfe, 0x3e]) },
];

interface PortalAnswer {
  messages: CliMessage[];
  manualvalidation: boolean;
}

/** The screen's verdict (schema-certification-screen.tsx): valid, else manual when manualvalidation, else not valid. */
const screenVerdict = (answer: PortalAnswer) =>
  !answer.manualvalidation && answer.messages.every((message) => message.severity === 0) ? 'valide' : answer.manualvalidation ? 'handmatig' : 'niet-valide';

describe('afd-certify parity with the portal: AFD 1.0', () => {
  let app: CertificationTestApp;
  const folder = workFolder();
  const packageFiles: string[] = [];
  const files: { label: string; content: string | Uint8Array }[] = [];

  beforeAll(async () => {
    app = await startCertificationTestApp('pglite');
    for (const [index, baselineId] of app.fixture.baselineIds.entries()) {
      const response = await app.matrix.as('validator', { method: 'GET', url: `/api/BaselineSchemas/${baselineId}/CertificationPackage` });
      expect(response.statusCode, response.body).toBe(200);
      packageFiles.push(folder.write(`baseline-${index}`, 'baseline.afdbaseline.json', response.body));
    }
    files.push(...corpus().organisationSchemas.map((schema) => ({ label: schema.name, content: schema.xsd })), ...hostile);
    // The enriched copy a certifier downloads after Certificeren: the portal says it is already enriched.
    const valid = corpus().organisationSchemas.find((schema) => schema.expectation === 'valid' && schema.baseline === 0);
    if (!valid) throw new Error('no valid corpus schema');
    const validated = await validate('certifier', 0, valid.xsd);
    const certify = `/api/OrganisationSchemas/Certify?${new URLSearchParams({ ...keyFields(app.key), name: 'Pariteit', publish: 'false', tempFileId: validated.tempFileId ?? '', fileSha256: sha256Hex(new TextEncoder().encode(valid.xsd)) })}`;
    const certified = await app.matrix.as('certifier', { method: 'POST', url: certify });
    expect(certified.statusCode, certified.body).toBe(200);
    files.push({ label: 'verrijkte kopie', content: (certified.json() as { enrichedXsd: string }).enrichedXsd });
  });
  afterAll(async () => {
    folder.remove();
    await app?.testApp.close();
  });

  /** Valideer's answer, or its refusal (a 4xx problem: an empty file). */
  async function validateOrRefusal(actor: 'validator' | 'certifier', baseline: number, content: string | Uint8Array) {
    const key = app.fixture.keys[baseline];
    if (!key) throw new Error(`no baseline ${baseline}`);
    const body = await multipartBody([{ name: 'afdSchema.xsd', content }], keyFields(key));
    const response = await app.matrix.as(actor, { method: 'POST', url: '/api/OrganisationSchemas', payload: body.payload, headers: body.headers });
    if (response.statusCode === 400) return { refused: (response.json() as { detail: string }).detail };
    expect(response.statusCode, response.body).toBe(200);
    return { answer: response.json() as PortalAnswer & { tempFileId: string | null } };
  }

  async function validate(actor: 'validator' | 'certifier', baseline: number, content: string | Uint8Array) {
    const { answer } = await validateOrRefusal(actor, baseline, content);
    if (!answer) throw new Error('Valideer refused the file');
    return answer;
  }

  it('gives the portal’s verdict and messages, in order, for every file of the corpus against every baseline', async () => {
    const compared: string[] = [];
    for (const [fileIndex, file] of files.entries()) {
      const onDisk = folder.write(`file-${fileIndex}`, 'afdSchema.xsd', file.content);
      for (const [baseline, packageFile] of packageFiles.entries()) {
        const where = `${file.label} tegen baseline ${baseline}`;
        const { answer: portal, refused } = await validateOrRefusal('validator', baseline, file.content);
        if (!portal) {
          // Refused before certification (an empty file): the command refuses it as input, in the portal's words.
          const run = runCliEntry(['--baseline', packageFile, '--json', onDisk]);
          expect(run.exitCode, where).toBe(2);
          expect(run.stderr, where).toBe(`${refused}\n`);
          compared.push('geweigerd');
          continue;
        }
        const offline = certifyWithCli(packageFile, onDisk);
        expect(asAnswered(offline.messages, portal.messages), where).toEqual(portal.messages);
        expect(offline.manualValidation, where).toBe(portal.manualvalidation);
        expect(offline.verdict, where).toBe(screenVerdict(portal));
        expect(offline.exitCode, where).toBe(offline.verdict === 'valide' ? 0 : 1);
        compared.push(`${offline.verdict}`);
      }
    }
    // The corpus holds every verdict, so parity is shown on each, not only on refusals.
    expect(new Set(compared)).toEqual(new Set(['valide', 'handmatig', 'niet-valide', 'geweigerd']));
    expect(compared.length).toBe(files.length * packageFiles.length);
    console.info(`afd-certify parity AFD 1.0: ${files.length} files × ${packageFiles.length} baselines = ${compared.length} certifications equal to Valideer`);
  }, 600_000);

  it('says the same as a process: exit code, verdict and every message on the terminal', async () => {
    const samples = [
      corpus().organisationSchemas.find((schema) => schema.expectation === 'valid' && schema.baseline === 0),
      corpus().organisationSchemas.find((schema) => schema.expectation === 'manual' && schema.baseline === 0),
      corpus().organisationSchemas.find((schema) => typeof schema.expectation === 'object' && schema.baseline === 0),
    ];
    const expected = { valide: 0, handmatig: 1, 'niet-valide': 1 };
    for (const [index, sample] of samples.entries()) {
      if (!sample) throw new Error('corpus sample missing');
      const portal = await validate('validator', 0, sample.xsd);
      const onDisk = folder.write(`process-${index}`, 'afdSchema.xsd', sample.xsd);
      const run = runCliProcess(['--baseline', packageFiles[0] ?? '', onDisk]);
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(expected[screenVerdict(portal)]);
      const sentence = { valide: 'Schema is valide.', handmatig: 'Het schema vraagt om handmatige certificering.', 'niet-valide': 'Schema is niet valide.' }[screenVerdict(portal)];
      expect(run.stdout).toContain(`afdSchema.xsd: ${sentence}`);
      for (const message of portal.messages) {
        expect(run.stdout).toContain(`${message.severity === 0 ? 'Waarschuwing' : 'Fout'}: ${message.message}`);
        if (message.description) expect(run.stdout).toContain(`    ${message.description}`);
      }
      if (index > 0) continue;
      // --json through the process equals the portal's answer too (once: each process loads the engines anew).
      const json = runCliProcess(['--baseline', packageFiles[0] ?? '', '--json', onDisk]);
      const report = JSON.parse(json.stdout) as { messages: CliMessage[]; manualValidation: boolean };
      expect(asAnswered(report.messages, portal.messages)).toEqual(portal.messages);
      expect(report.manualValidation).toBe(portal.manualvalidation);
    }
  }, 300_000);

  it('runs as the npm bin afd-certify, and answers a wrong call with Dutch usage and exit code 2', () => {
    const usage = runCliProcess([], afdCertifyBinLink);
    expect(usage.exitCode).toBe(2);
    expect(usage.stderr).toContain('Geef met --baseline de baseline op.');
    expect(usage.stderr).toContain('Gebruik: afd-certify --baseline');
    const missing = runCliProcess(['--baseline', packageFiles[0] ?? '', '/bestaat/niet.xsd'], afdCertifyBinLink);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('Kan /bestaat/niet.xsd niet lezen');
  }, 120_000);
});
