import { certificateReference, enrichAfd1Xsd } from '@afd/afd';
import { generateAfd1Corpus, type OrganisationSchema } from '@afd/afd/demo';
import { and, eq } from 'drizzle-orm';
import { sha256Hex, storeBlob } from '../db/blob-store.ts';
import type { Tx } from '../db/client.ts';
import { baselineSchemas, dimensions, organisationSchemas } from '../db/schema/index.ts';
import { newKenmerk, writeCertificate } from '../shared/certification/certificate-record.ts';
import { contextOfBaseline } from '../shared/certification/certification-context.ts';
import { recordCertifiedVersion, type CompatibilityDecider } from '../shared/certification/schema-version-record.ts';

// Demo organisation schemas are certified the way Certify stores them (the content, its enriched
// copy with its certificate's kenmerk, the certification mark, the certificate) from a corpus
// schema on the first demo baseline. The demo parts
// (certification, register) say only what differs: name, owner, publication, tag.

/** The first demo baseline's key: the demo schemas are certified against it. */
export const demoSchemaKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' };

export interface DemoCertifiedSchema {
  organisation: string;
  organisationId: string;
  name: string;
  isPublished: boolean;
  isDownloadable: boolean;
  tag?: string;
  /** The portal's public address: the enriched copy names its certificate's page there. */
  publicUrl: string;
}

/** The corpus schemas on the demo baseline that the checks pass, or cannot decide. */
export function demoCorpusSchema(expectation: 'valid' | 'manual'): OrganisationSchema | undefined {
  return generateAfd1Corpus().organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === expectation);
}

/** Stores a certified demo schema; false (nothing written) when the demo baseline is missing. */
/** A first version has nothing to compare with: the decider is never asked. */
const noEarlierVersions: CompatibilityDecider = () => Promise.reject(new Error('a first version has no earlier version'));

export async function insertDemoCertifiedSchema(tx: Tx, schema: DemoCertifiedSchema): Promise<boolean> {
  const baselineSchemaId = await demoBaselineIdOf(tx);
  const context = baselineSchemaId ? await contextOfBaseline(tx, baselineSchemaId, demoSchemaKey) : null;
  const valid = demoCorpusSchema('valid');
  if (!baselineSchemaId || !context || !valid) return false;

  const content = new TextEncoder().encode(valid.xsd);
  const certificationMark = sha256Hex(content);
  const now = new Date();
  const certificate = certificateReference(schema.publicUrl, newKenmerk());
  const enriched = enrichAfd1Xsd({
    xsd: valid.xsd,
    catalogueResolver: context.catalogueResolver,
    enrichment: {
      organisation: schema.organisation,
      name: schema.name,
      key: demoSchemaKey,
      catalogueVersion: context.catalogueVersion,
      date: now.toISOString().slice(0, 10),
      certificationMark,
      certificate,
    },
  });
  if (!enriched.ok) throw new Error(`Demo schema ${schema.name} does not enrich: ${enriched.problems[0]?.description ?? ''}`);
  const contentBlob = await storeBlob(tx, content, 'application/xml');
  const enrichedBlob = await storeBlob(tx, new TextEncoder().encode(enriched.xsd), 'application/xml');
  const [row] = await tx
    .insert(organisationSchemas)
    .values({
      organisationId: schema.organisationId,
      baselineSchemaId,
      baselineLibraryId: context.baselineLibraryId,
      name: schema.name,
      origin: 'upload',
      isPublished: schema.isPublished,
      isDownloadable: schema.isDownloadable,
      publishDate: schema.isPublished ? now : null,
      tag: schema.tag ?? null,
      fileName: `${valid.name}.xsd`,
      contentBlobId: contentBlob.id,
      enrichedBlobId: enrichedBlob.id,
      certificationMark,
      certifiedAt: now,
    })
    .returning({ id: organisationSchemas.id });
  if (!row) throw new Error(`Demo schema ${schema.name} not written`);
  // Its version 1 in the history (issue 32): a version 2 certified later is compared with it.
  await recordCertifiedVersion(tx, noEarlierVersions, {
    organisationSchemaId: row.id,
    organisationId: schema.organisationId,
    name: schema.name,
    version: 1,
    fileName: `${valid.name}.xsd`,
    contentBlobId: contentBlob.id,
    companionFiles: [],
    baselineSchemaId,
    baselineLibraryId: context.baselineLibraryId,
    certifiedAt: now,
    published: schema.isPublished,
  });
  await writeCertificate(tx, {
    kenmerk: certificate.kenmerk,
    organisationSchemaId: row.id,
    organisationId: schema.organisationId,
    organisationName: schema.organisation,
    schemaName: schema.name,
    schemaVersion: 1,
    origin: 'upload',
    keyNames: demoSchemaKey,
    baselineLibraryId: context.baselineLibraryId,
    catalogueVersion: context.catalogueVersion,
    rules: context.xpathRules,
    originalSha256: certificationMark,
    originalBytes: contentBlob.size,
    enrichedText: enriched.xsd,
    certifiedAt: now,
  });
  return true;
}

/** The id of the demo baseline, or null when the demo catalogue and baselines are not there. */
export async function demoBaselineIdOf(tx: Tx): Promise<string | null> {
  const named = async (kind: 'certificationArea' | 'messageType' | 'applicationArea', name: string) =>
    (await tx.select({ id: dimensions.id }).from(dimensions).where(and(eq(dimensions.kind, kind), eq(dimensions.name, name))))[0]?.id;
  const [certificationAreaId, messageTypeId, applicationAreaId] = await Promise.all([
    named('certificationArea', demoSchemaKey.certificationArea),
    named('messageType', demoSchemaKey.messageType),
    named('applicationArea', demoSchemaKey.applicationArea),
  ]);
  if (!certificationAreaId || !messageTypeId || !applicationAreaId) return null;
  const [row] = await tx
    .select({ id: baselineSchemas.id })
    .from(baselineSchemas)
    .where(and(eq(baselineSchemas.certificationAreaId, certificationAreaId), eq(baselineSchemas.messageTypeId, messageTypeId), eq(baselineSchemas.applicationAreaId, applicationAreaId)));
  return row?.id ?? null;
}
