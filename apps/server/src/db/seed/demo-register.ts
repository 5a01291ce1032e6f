import { enrichAfd1Xsd, generateAfd1Corpus } from '@afd/afd';
import { and, eq } from 'drizzle-orm';
import { sha256Hex, storeBlob } from '../blob-store.ts';
import type { Tx } from '../client.ts';
import { contextOfBaseline } from '../../modules/organisation-schema-certification/certification-context.ts';
import { baselineSchemas, dimensions, organisationSchemas } from '../schema.ts';
import type { DemoSeedPart } from './demo-seed-parts.ts';

// Demo data for the register and the download rule: for 'Polderzeker' a certified SUIV-tagged
// schema that is NOT yet published, so the certifier can publish it (with download on) and see
// the download authorisation at work: the e2e journey of issue 5 starts here. Built as the
// certification demo builds its schema (a valid corpus schema with its enriched copy), on the
// same first demo baseline; does nothing when that baseline or organisation is missing.

export const demoRegisterSchemaName = 'Polderzeker_Reis_SUIV_Particulier';
export const demoRegisterSchemaTag = 'SUIV';
const demoOrganisation = 'Polderzeker';
const demoKey = { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' };

export const seedDemoRegister: DemoSeedPart = async (tx, { organisationIds }) => {
  const organisationId = organisationIds.get(demoOrganisation);
  const baselineSchemaId = await baselineIdOf(tx);
  if (!organisationId || !baselineSchemaId) return;
  const context = await contextOfBaseline(tx, baselineSchemaId, demoKey);
  if (!context) return;
  const valid = generateAfd1Corpus().organisationSchemas.find((schema) => schema.baseline === 0 && schema.expectation === 'valid');
  if (!valid) return;

  const content = new TextEncoder().encode(valid.xsd);
  const certificationMark = sha256Hex(content);
  const now = new Date();
  const enriched = enrichAfd1Xsd({
    xsd: valid.xsd,
    catalogueResolver: context.catalogueResolver,
    enrichment: { organisation: demoOrganisation, name: demoRegisterSchemaName, key: demoKey, catalogueVersion: context.catalogueVersion, date: now.toISOString().slice(0, 10), certificationMark },
  });
  if (!enriched.ok) throw new Error(`Demo register schema does not enrich: ${enriched.problems[0]?.description ?? ''}`);
  const contentBlob = await storeBlob(tx, content, 'application/xml');
  const enrichedBlob = await storeBlob(tx, new TextEncoder().encode(enriched.xsd), 'application/xml');
  await tx.insert(organisationSchemas).values({
    organisationId,
    baselineSchemaId,
    baselineLibraryId: context.baselineLibraryId,
    name: demoRegisterSchemaName,
    origin: 'upload',
    isPublished: false,
    isDownloadable: false,
    tag: demoRegisterSchemaTag,
    fileName: `${valid.name}.xsd`,
    contentBlobId: contentBlob.id,
    enrichedBlobId: enrichedBlob.id,
    certificationMark,
    certifiedAt: now,
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
