import { widenDefinitionSchema, type GeneratedSchemaSet } from '@afd/afd';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal } from '../../src/auth/principal-store.ts';
import { baselineSchemas, definitions, users } from '../../src/db/schema/index.ts';
import { multipartBody } from '../../src/http/single-file-upload.testing.ts';
import { demoDefinitionNames } from '../../src/demo/demo-definitions.ts';
import { CertificationPool } from '../../src/jobs/certification-pool.ts';
import { certifyFunction } from '../../src/modules/authoring/generation/certify-function.ts';
import { generationSourceOf } from '../../src/modules/authoring/generation/generation-source.ts';
import { vbpuoDefinitions, vbpuoFixturesPresent } from '../../src/modules/baseline-schemas/vbpuo-fixtures.testing.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { demoAuthoringApp } from '../helpers/demo-authoring-app.ts';
import type { RoleMatrix } from '../helpers/role-matrix.ts';
import { asAnswered, certifyWithCli, runCliProcess, workFolder, type CliJsonReport, type CliMessage } from './afd-certify-runs.ts';

// Issue 18: the offline checker gives the portal's verdict on the demo data: AFD 1.0 function
// schemas generated from the demo definitions through Valideer (below), and AFD 2.0.
//
// AFD 2.0: the offline checker gives the portal's AFD 2.0 verdict. The portal certifies AFD 2.0 in
// one place, 'Certificeer en publiceer' of a definition: the server's certifyFunction over the
// definition's source as generationSourceOf reads it (no route takes an uploaded JSON Schema). The
// offline side is afd-certify's entry with the package downloaded for the definition's baseline.
// Corpus: each active function of the AFD 2.0 demo definition as GET Generate writes it, changed
// copies of each (widened, a longer maxLength, open to other properties, a remote $ref), the
// baseline document, broken files, and the four real VB-PUO definitions with their widened copies
// (read from ../shared/fixtures; skipped, with a message, where that folder is absent).

/** The portal's findings (certify-function.ts): the manual notice alone, or every error as 'melding omschrijving'. */
function portalFindingsOf(report: CliJsonReport): string[] {
  if (report.verdict === 'valide') return [];
  return report.manualValidation && report.messages.every((message) => message.severity === 0)
    ? ['Het schema vraagt om handmatige certificering.']
    : report.messages.filter((message) => message.severity !== 0).map((message) => `${message.message} ${message.description}`.trim());
}

const changedCopies = (name: string, text: string): { label: string; text: string }[] => {
  const json = JSON.parse(text) as Record<string, unknown>;
  return [
    { label: `${name} (verruimd)`, text: JSON.stringify(widenDefinitionSchema(json as never)) },
    { label: `${name} (maxLength x100)`, text: text.replace(/"maxLength":\s*(\d+)/g, (_all, length: string) => `"maxLength": ${Number(length) * 100}`) },
    { label: `${name} (open voor andere eigenschappen)`, text: text.replace(/"additionalProperties":\s*false/g, '"additionalProperties": true') },
    { label: `${name} (verwijzing op afstand)`, text: JSON.stringify({ ...json, properties: { ...(json.properties as object), Extra: { $ref: 'https://example.invalid/extra.json' } } }) },
  ];
};

describe('afd-certify parity with the portal on the demo data', () => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  const folder = workFolder();
  const pool = new CertificationPool({ size: 0 });
  let packageFile = '';
  const files: { label: string; text: string }[] = [];
  const definitionName = demoDefinitionNames.auto;

  beforeAll(async () => {
    ({ testApp, matrix } = await demoAuthoringApp('pglite', { own: 'Polderzeker' }));
    const [definition] = await testApp.database.db.select().from(definitions).where(eq(definitions.name, definitionName));
    if (!definition) throw new Error('AFD 2.0 demo definition missing');
    const download = await matrix.as('validator', { method: 'GET', url: `/api/BaselineSchemas/${definition.baselineSchemaId}/CertificationPackage` });
    expect(download.statusCode, download.body).toBe(200);
    packageFile = folder.write('pakket', 'baseline.afdbaseline.json', download.body);
    const baselinePackage = JSON.parse(download.body) as { afdVersion: number; libraryId: string; baseline: { content: string } };
    expect(baselinePackage.afdVersion).toBe(2);
    // The package holds the definition's own library, so both sides certify against the same one.
    expect(baselinePackage.libraryId).toBe(definition.baselineLibraryId);

    const functions = (definition.functions as { name: string; active: boolean }[]).filter((fn) => fn.active).map((fn) => fn.name);
    const org = encodeURIComponent(matrix.ownOrganisation.name);
    for (const functionName of functions) {
      const zip = await matrix.as('validator', { method: 'GET', url: `/api/Productdefinities/Generate/${org}/${encodeURIComponent(definitionName)}/${encodeURIComponent(functionName)}` });
      expect(zip.statusCode, zip.body).toBe(200);
      const entries = Object.entries(unzipSync(new Uint8Array(zip.rawPayload))).filter(([name]) => name.endsWith('.json') && !/-(afdCodelists|validationRules)\.json$/.test(name));
      for (const [name, bytes] of entries) files.push({ label: name, text: strFromU8(bytes) }, ...changedCopies(name, strFromU8(bytes)));
    }
    files.push(
      { label: 'de baseline zelf', text: baselinePackage.baseline.content },
      { label: 'geen JSON', text: '{ dit is geen json' },
      { label: 'leeg object', text: '{}' },
      { label: 'onbekend draft', text: JSON.stringify({ $schema: 'https://example.invalid/schema', type: 'object' }) },
    );
    for (const vbpuo of vbpuoDefinitions()) {
      files.push({ label: vbpuo.baseName, text: vbpuo.definitionText }, { label: `${vbpuo.baseName} (verruimd)`, text: JSON.stringify(widenDefinitionSchema(JSON.parse(vbpuo.definitionText))) });
    }
    if (!vbpuoFixturesPresent) console.warn('afd-certify parity AFD 2.0: the VB-PUO files of ../shared/fixtures are absent; the parity runs on the demo files alone.');
  }, 180_000);
  afterAll(async () => {
    folder.remove();
    await pool.close();
    await testApp?.close();
  });

  it('gives the verdict and findings of the portal’s certification for every file of the corpus', async () => {
    const [subjectRow] = await testApp.database.db.select({ subject: users.subject }).from(users).where(eq(users.id, matrix.userIdOf('certifier')));
    const principal = await loadPrincipal(testApp.database.db, subjectRow?.subject ?? '');
    if (!principal) throw new Error('certifier missing');
    const source = await generationSourceOf(testApp.database.db, principal, matrix.ownOrganisation.name, definitionName);
    const verdicts: string[] = [];
    for (const [index, file] of files.entries()) {
      const fileName = 'definitie.json';
      const set: GeneratedSchemaSet = { schema: { name: fileName, content: file.text }, companions: [] } as unknown as GeneratedSchemaSet;
      const portal = await certifyFunction({ source, set, schemaName: 'Pariteit', afd1Context: null, pool, now: new Date(), publicUrl: 'http://localhost:8080' });
      const offline = certifyWithCli(packageFile, folder.write(`bestand-${index}`, fileName, file.text));
      expect(portalFindingsOf(offline), file.label).toEqual(portal.findings);
      expect(offline.verdict === 'valide', file.label).toBe(portal.findings.length === 0);
      expect(offline.exitCode, file.label).toBe(offline.verdict === 'valide' ? 0 : 1);
      verdicts.push(offline.verdict);
    }
    expect(verdicts).toContain('valide');
    expect(verdicts).toContain('niet-valide');
    console.info(`afd-certify parity AFD 2.0: ${files.length} files equal to the portal's certification (${verdicts.filter((verdict) => verdict === 'valide').length} valid)`);
  }, 600_000);

  it('gives Valideer’s messages for every function schema generated from the AFD 1.0 demo definitions, against each AFD 1.0 demo baseline', async () => {
    const rows = await testApp.database.db
      .select({ name: definitions.name, functions: definitions.functions, baselineSchemaId: definitions.baselineSchemaId, key: { certificationArea: baselineSchemas.certificationAreaId, messageType: baselineSchemas.messageTypeId, applicationArea: baselineSchemas.applicationAreaId } })
      .from(definitions)
      .innerJoin(baselineSchemas, eq(baselineSchemas.id, definitions.baselineSchemaId));
    const afd1Rows = rows.filter((row) => row.name !== definitionName);
    const baselines = new Map(afd1Rows.map((row) => [row.baselineSchemaId, row.key]));
    const packages = new Map<string, string>();
    for (const id of baselines.keys()) {
      const download = await matrix.as('certifier', { method: 'GET', url: `/api/BaselineSchemas/${id}/CertificationPackage` });
      expect(download.statusCode, download.body).toBe(200);
      packages.set(id, folder.write(`pakket-${id}`, 'baseline.afdbaseline.json', download.body));
    }
    const org = encodeURIComponent(matrix.ownOrganisation.name);
    const schemas: { label: string; fileName: string; text: string }[] = [];
    for (const row of afd1Rows) {
      for (const fn of (row.functions as { name: string; active: boolean }[]).filter((candidate) => candidate.active)) {
        const zip = await matrix.as('validator', { method: 'GET', url: `/api/Productdefinities/Generate/${org}/${encodeURIComponent(row.name)}/${encodeURIComponent(fn.name)}` });
        expect(zip.statusCode, zip.body).toBe(200);
        const [main] = Object.entries(unzipSync(new Uint8Array(zip.rawPayload))).filter(([name]) => name.endsWith('.xsd') && !/^afd(Formats|Codelists)\.xsd$/.test(name));
        if (!main) throw new Error(`no schema in the ZIP of ${row.name} ${fn.name}`);
        schemas.push({ label: `${row.name} ${fn.name}`, fileName: main[0], text: strFromU8(main[1]) });
      }
    }
    let compared = 0;
    let valid = 0;
    for (const [index, schema] of schemas.entries()) {
      const onDisk = folder.write(`afd1-${index}`, schema.fileName, schema.text);
      for (const [id, key] of baselines) {
        const body = await multipartBody([{ name: schema.fileName, content: schema.text }], key);
        const portal = await matrix.as('validator', { method: 'POST', url: '/api/OrganisationSchemas', payload: body.payload, headers: body.headers });
        expect(portal.statusCode, portal.body).toBe(200);
        const answer = portal.json() as { messages: CliMessage[]; manualvalidation: boolean };
        const offline = certifyWithCli(packages.get(id) ?? '', onDisk);
        expect(asAnswered(offline.messages, answer.messages), `${schema.label} tegen ${id}`).toEqual(answer.messages);
        expect(offline.manualValidation, `${schema.label} tegen ${id}`).toBe(answer.manualvalidation);
        compared += 1;
        if (offline.verdict === 'valide') valid += 1;
      }
    }
    expect(valid).toBeGreaterThan(0);
    console.info(`afd-certify parity AFD 1.0 demo: ${schemas.length} generated schemas × ${baselines.size} baselines = ${compared} Valideer answers equal (${valid} valid)`);
  }, 600_000);

  it('says the same as a process for a generated function schema', () => {
    const generated = files[0];
    if (!generated) throw new Error('no generated schema');
    const run = runCliProcess(['--baseline', packageFile, folder.write('proces', 'definitie.json', generated.text)]);
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('definitie.json: Schema is valide.');
    expect(run.stdout).toContain('(AFD 2.0, bibliotheek van ');
  }, 120_000);
});
