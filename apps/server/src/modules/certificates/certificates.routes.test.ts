import { readAfd1Enrichment } from '@afd/afd';
import type { Certificate, CertificateVerification } from '@afd/contracts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/build-test-app.ts';
import type { RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import { testEngines } from '../../../test/helpers/test-database.ts';
import { multipartBody } from '../../http/single-file-upload.testing.ts';
import { certifyValidCorpusSchema, corpus, insertMismatchingLibrary, startCertificationTestApp, type CertificationFixture } from '../../shared/testing/certification.fixture.ts';

// Issue 18, point 1: every certification gets a public certificate under a kenmerk that the
// enriched copy carries; anybody reads it and checks a file against it; a deletion or a failed
// revalidation withdraws it, a new certification of the schema replaces it.

const sha256Of = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');

describe.each(testEngines)('certificates on %s', (engine) => {
  let testApp: TestApp;
  let matrix: RoleMatrix;
  let fixture: CertificationFixture;

  beforeAll(async () => {
    ({ testApp, matrix, fixture } = await startCertificationTestApp(engine, { PUBLIC_URL: 'https://portaal.example.nl' }));
  });
  afterAll(() => testApp.close());

  const certify = async (name: string, options: { baseline?: number; overwrite?: boolean } = {}) => {
    const { certified, xsd } = await certifyValidCorpusSchema(matrix, fixture, name, options);
    return { kenmerk: certified.kenmerk, enrichedXsd: certified.enrichedXsd, xsd };
  };
  const certificate = async (kenmerk: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/Certificaten/${kenmerk}` });
    expect(response.statusCode).toBe(200);
    return response.json() as Certificate;
  };
  const verify = async (kenmerk: string, content: string | Uint8Array) => {
    const body = await multipartBody([{ name: 'schema.xsd', content }], {});
    return testApp.app.inject({ method: 'POST', url: `/api/Certificaten/${kenmerk}/Verificatie`, payload: body.payload, headers: body.headers });
  };
  const verdict = async (kenmerk: string, content: string | Uint8Array) => {
    const response = await verify(kenmerk, content);
    expect(response.statusCode).toBe(200);
    return response.json() as CertificateVerification;
  };

  it('gives a certified schema a certificate that anybody reads without signing in, with the facts of its certification', async () => {
    const { kenmerk, enrichedXsd, xsd } = await certify('Certificaat-Motor');
    expect(kenmerk).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const { baselines, catalogueVersion } = corpus();
    const read = await certificate(kenmerk);
    const afdPackage = JSON.parse(readFileSync(new URL('../../../../../packages/afd/package.json', import.meta.url), 'utf8')) as { version: string };
    expect(read).toMatchObject({
      kenmerk,
      organisation: matrix.ownOrganisation.name,
      schemaName: 'Certificaat-Motor',
      schemaVersion: 1,
      afdVersion: 1,
      origin: 'upload',
      key: baselines[0]?.key,
      baselineLibrary: { sha256: sha256Of(baselines[0]?.xsd ?? '') },
      catalogueVersion,
      checkerVersion: afdPackage.version,
      originalSha256: sha256Of(xsd),
      enrichedSha256: sha256Of(enrichedXsd),
      status: 'geldig',
      statusReason: null,
      supersededBy: null,
      // Written at certification, not by an upgrade.
      issuedAtUpgrade: null,
    });
    expect(Number.isNaN(Date.parse(read.certifiedAt))).toBe(false);
    // The same answer whoever asks.
    expect(await matrix.statuses({ method: 'GET', url: `/api/Certificaten/${kenmerk}` })).toEqual({
      anonymous: 200, inactive: 200, validator: 200, certifier: 200, administrator: 200, otherCertifier: 200,
    });
  });

  it('writes the kenmerk and the page address into the enriched copy, whose sha-256 is taken with them in it', async () => {
    const { kenmerk, enrichedXsd } = await certify('Certificaat-Verrijkt');
    expect(readAfd1Enrichment(enrichedXsd)?.certificate).toEqual({ kenmerk, address: `https://portaal.example.nl/certificaat/${kenmerk}` });
    expect((await certificate(kenmerk)).enrichedSha256).toBe(sha256Of(enrichedXsd));
  });

  it('answers 404 with a Dutch text for an unknown or malformed kenmerk', async () => {
    for (const kenmerk of ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'geen-kenmerk']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/Certificaten/${kenmerk}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: `Er is geen certificaat met kenmerk ${kenmerk}.` });
      expect((await verify(kenmerk, 'x')).statusCode).toBe(404);
    }
  });

  it('tells the original, the enriched copy and a copy with one byte changed apart', async () => {
    const { kenmerk, enrichedXsd, xsd } = await certify('Certificaat-Verificatie');
    expect(await verdict(kenmerk, xsd)).toEqual({ outcome: 'origineel', sha256: sha256Of(xsd), message: 'Het bestand komt overeen met het gecertificeerde origineel.' });
    expect(await verdict(kenmerk, enrichedXsd)).toMatchObject({ outcome: 'verrijkt', message: 'Het bestand komt overeen met de verrijkte kopie.' });
    const tampered = new TextEncoder().encode(enrichedXsd);
    const at = tampered.indexOf('>'.charCodeAt(0)) + 1;
    tampered[at] = tampered[at] === 0x20 ? 0x0a : 0x20;
    expect(await verdict(kenmerk, tampered)).toEqual({
      outcome: 'geen',
      sha256: sha256Of(tampered),
      message: 'Het bestand komt NIET overeen met het gecertificeerde schema of de verrijkte kopie.',
    });
    // Lower case, as typed, finds the same certificate.
    expect((await verdict(kenmerk.toLowerCase(), xsd)).outcome).toBe('origineel');
  });

  it('refuses a verification without a file, in Dutch', async () => {
    const { kenmerk } = await certify('Certificaat-Leeg');
    const body = await multipartBody([], {});
    const response = await testApp.app.inject({ method: 'POST', url: `/api/Certificaten/${kenmerk}/Verificatie`, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: expect.stringMatching(/bestand/i) });
  });

  it('replaces the certificate when the schema is certified again, and names the new one', async () => {
    const first = await certify('Certificaat-Opnieuw');
    const second = await certify('Certificaat-Opnieuw', { overwrite: true });
    expect(second.kenmerk).not.toBe(first.kenmerk);
    expect(await certificate(first.kenmerk)).toMatchObject({ status: 'vervangen', supersededBy: second.kenmerk, statusReason: 'Vervangen door een nieuwere certificering van dit schema.' });
    expect(await certificate(second.kenmerk)).toMatchObject({ status: 'geldig', schemaVersion: 2, supersededBy: null });
    // 'Beheer schema's' links the schema to its valid certificate only.
    const list = await matrix.as('certifier', { method: 'GET', url: `/api/OrganisationSchemas/${encodeURIComponent(matrix.ownOrganisation.name)}` });
    expect((list.json() as { name: string; kenmerk: string | null }[]).find((row) => row.name === 'Certificaat-Opnieuw')?.kenmerk).toBe(second.kenmerk);
  });

  it('withdraws the certificate when the schema is deleted, and keeps it readable', async () => {
    const { kenmerk, xsd } = await certify('Certificaat-Weg');
    const deleted = await matrix.as('certifier', { method: 'DELETE', url: `/api/OrganisationSchemas/${encodeURIComponent(matrix.ownOrganisation.name)}/Certificaat-Weg` });
    expect(deleted.statusCode).toBeLessThan(300);
    const read = await certificate(kenmerk);
    expect(read).toMatchObject({ status: 'ingetrokken', statusReason: 'Het schema is verwijderd.', schemaName: 'Certificaat-Weg' });
    expect(read.statusChangedAt).not.toBeNull();
    expect((await verdict(kenmerk, xsd)).outcome).toBe('origineel');
  });

  it('withdraws the certificate of a schema that fails revalidation, and only that one', async () => {
    const motor = await certify('Certificaat-Hervalidatie-Motor', { baseline: 0 });
    const woning = await certify('Certificaat-Hervalidatie-Woning', { baseline: 1 });
    // A new library for baseline 0 with another structure: the motor schemas no longer fit.
    await insertMismatchingLibrary(testApp.database, fixture);
    const revalidated = await matrix.as('administrator', { method: 'POST', url: '/api/OrganisationSchemas/Revalidate' });
    expect((revalidated.json() as { name: string }[]).map((result) => result.name)).toContain('Certificaat-Hervalidatie-Motor');
    expect(await certificate(motor.kenmerk)).toMatchObject({
      status: 'ingetrokken',
      statusReason: 'Het schema voldoet niet meer aan de actuele baseline (hervalidatie).',
    });
    expect((await certificate(woning.kenmerk)).status).toBe('geldig');
  });
});
