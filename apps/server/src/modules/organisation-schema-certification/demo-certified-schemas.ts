import { enrichAfd1Xsd, generateAfd1Corpus } from '@afd/afd';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sha256Hex, storeBlob } from '../../db/blob-store.ts';
import { baselineSchemas, dimensions, manualCertificationRequests, organisationSchemas } from '../../db/schema.ts';
import type { DemoSeedPart } from '../../db/seed/demo-seed-parts.ts';
import { contextOfBaseline } from './certification-context.ts';

// Demo data for certification: for 'Polderzeker' a certified (published) corpus schema on the
// first demo baseline (Schade/Contractbericht/Particulier) with its enriched copy, and an open
// request for manual certification of a corpus schema the checker cannot decide. Runs after the
// demo catalogue and baselines; does nothing when that baseline or organisation is missing.

export const demoCertifiedSchemaName = 'Polderzeker-Autoverzekering';
export const demoManualRequestName = 'Polderzeker-Inboedel-Handmatig';
const demoOrganisation = 'Polderzeker';
const demoKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' };

export const seedDemoCertifiedSchemas: DemoSeedPart = async (tx, { organisationIds }) => {
  const organisationId = organisationIds.get(demoOrganisation);
  const baselineSchemaId = await baselineIdOf(tx);
  if (!organisationId || !baselineSchemaId) return;
  const context = await contextOfBaseline(tx, baselineSchemaId, demoKey);
  if (!context) return;
  const corpus = generateAfd1Corpus();
  const valid = corpus.organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === 'valid');
  const manual = corpus.organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === 'manual');
  if (!valid || !manual) return;

  const content = new TextEncoder().encode(valid.xsd);
  const certificationMark = sha256Hex(content);
  const now = new Date();
  const enriched = enrichAfd1Xsd({
    xsd: valid.xsd,
    catalogueResolver: context.catalogueResolver,
    enrichment: { organisation: demoOrganisation, name: demoCertifiedSchemaName, key: demoKey, catalogueVersion: context.catalogueVersion, date: now.toISOString().slice(0, 10), certificationMark },
  });
  if (!enriched.ok) throw new Error(`Demo schema does not enrich: ${enriched.problems[0]?.description ?? ''}`);
  const contentBlob = await storeBlob(tx, content, 'application/xml');
  const enrichedBlob = await storeBlob(tx, new TextEncoder().encode(enriched.xsd), 'application/xml');
  await tx.insert(organisationSchemas).values({
    organisationId,
    baselineSchemaId,
    baselineLibraryId: context.baselineLibraryId,
    name: demoCertifiedSchemaName,
    origin: 'upload',
    isPublished: true,
    isDownloadable: true,
    publishDate: now,
    fileName: `${valid.name}.xsd`,
    contentBlobId: contentBlob.id,
    enrichedBlobId: enrichedBlob.id,
    certificationMark,
    certifiedAt: now,
  });

  const manualBlob = await storeBlob(tx, new TextEncoder().encode(manual.xsd), 'application/xml');
  await tx.insert(manualCertificationRequests).values({
    organisationId,
    baselineSchemaId,
    name: demoManualRequestName,
    description: 'Het schema gebruikt een constructie die de controle niet automatisch kan beoordelen.',
    fileName: `${manual.name}.xsd`,
    contentBlobId: manualBlob.id,
  });
};

async function baselineIdOf(tx: Tx): Promise<string | null> {
  const named = async (kind: 'certificationArea' | 'messageType' | 'applicationArea', name: string) =>
    (await tx.select({ id: dimensions.id }).from(dimensions).where(and(eq(dimensions.kind, kind), eq(dimensions.name, name))))[0]?.id;
  const [certificationAreaId, messageTypeId, applicationAreaId] = await Promise.all([
    named('certificationArea', demoKey.certificationArea),
    named('messageType', demoKey.messageType),
    named('applicationArea', demoKey.applicationArea),
  ]);
  if (!certificationAreaId || !messageTypeId || !applicationAreaId) return null;
  const [row] = await tx
    .select({ id: baselineSchemas.id })
    .from(baselineSchemas)
    .where(and(eq(baselineSchemas.certificationAreaId, certificationAreaId), eq(baselineSchemas.messageTypeId, messageTypeId), eq(baselineSchemas.applicationAreaId, applicationAreaId)));
  return row?.id ?? null;
}
