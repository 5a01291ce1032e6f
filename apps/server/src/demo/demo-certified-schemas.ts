import { storeBlob } from '../db/blob-store.ts';
import { and, eq } from 'drizzle-orm';
import { manualCertificationRequests, users } from '../db/schema/index.ts';
import { demoBaselineIdOf, demoCorpusSchema, insertDemoCertifiedSchema } from './demo-certified-schema-builder.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo data for certification: for 'Polderzeker' a certified (published) corpus schema on the
// first demo baseline (Schade/Contractbericht/Particulier) with its enriched copy, and an open
// request for manual certification of a corpus schema the checker cannot decide. Runs after the
// demo catalogue and baselines; does nothing when that baseline or organisation is missing.

export const demoCertifiedSchemaName = 'Polderzeker-Autoverzekering';
export const demoManualRequestName = 'Polderzeker-Inboedel-Handmatig';
const demoOrganisation = 'Polderzeker';

export const seedDemoCertifiedSchemas: DemoSeedPart = async (tx, { config, organisationIds }) => {
  const organisationId = organisationIds.get(demoOrganisation);
  if (!organisationId) return;
  const certified = await insertDemoCertifiedSchema(tx, {
    organisation: demoOrganisation,
    organisationId,
    publicUrl: config.publicUrl,
    name: demoCertifiedSchemaName,
    isPublished: true,
    isDownloadable: true,
  });
  const baselineSchemaId = await demoBaselineIdOf(tx);
  const manual = demoCorpusSchema('manual');
  if (!certified || !baselineSchemaId || !manual) return;

  const manualBlob = await storeBlob(tx, new TextEncoder().encode(manual.xsd), 'application/xml');
  // Asked by the organisation's certificeerder, so the list shows who asked.
  const [requester] = await tx.select({ id: users.id }).from(users).where(and(eq(users.organisationId, organisationId), eq(users.role, 'C'), eq(users.actief, true))).limit(1);
  await tx.insert(manualCertificationRequests).values({
    organisationId,
    requestedByUserId: requester?.id ?? null,
    baselineSchemaId,
    name: demoManualRequestName,
    description: 'Het schema gebruikt een constructie die de controle niet automatisch kan beoordelen.',
    fileName: `${manual.name}.xsd`,
    contentBlobId: manualBlob.id,
  });
};
