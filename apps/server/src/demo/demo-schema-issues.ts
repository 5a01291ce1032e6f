import { userFullName } from '@afd/afd';
import { and, eq } from 'drizzle-orm';
import { organisationSchemas, schemaIssues, users } from '../db/schema/index.ts';
import { demoCertifiedSchemaName } from './demo-certified-schemas.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo meldingen, so the received and sent overviews and the edit screen show something at first
// start: the valideerder of Assurantiekantoor-Dijkstra reported two issues on Polderzeker's
// published demo schema, one still new, one handled with substatuses. No mail is queued: the
// outbox is for what happens after the start. Does nothing when the schema or reporter is missing.

const demoReporterEmail = 'valideerder@demo.nl';

export const seedDemoSchemaIssues: DemoSeedPart = async (tx) => {
  const [schema] = await tx
    .select({ organisationId: organisationSchemas.organisationId, name: organisationSchemas.name, baselineSchemaId: organisationSchemas.baselineSchemaId })
    .from(organisationSchemas)
    .where(and(eq(organisationSchemas.name, demoCertifiedSchemaName), eq(organisationSchemas.isPublished, true)));
  const [reporter] = await tx.select().from(users).where(eq(users.email, demoReporterEmail));
  if (!schema || !reporter) return;
  const common = {
    receiverOrganisationId: schema.organisationId,
    schemaOrganisationId: schema.organisationId,
    schemaName: schema.name,
    baselineSchemaId: schema.baselineSchemaId,
    reporterUserId: reporter.id,
    reporterName: userFullName(reporter),
    reporterEmail: reporter.email,
    reporterOrganisationId: reporter.organisationId,
  };
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(schemaIssues).values([
    {
      ...common,
      title: 'Bouwjaar ontbreekt bij het object',
      category: 'fout',
      description: 'In de entiteit Object ontbreekt het attribuut Bouwjaar, terwijl de productbeschrijving het vraagt.',
      createdAt: new Date(Date.now() - 2 * day),
    },
    {
      ...common,
      title: 'Toelichting op de dekkingscode',
      category: 'documentatie',
      description: 'Welke waarden van de dekkingscode zijn toegestaan voor deze verzekering?',
      status: 'afgehandeld',
      afdDefinitionSubStatus: 3,
      documentationSubStatus: 1,
      comments: 'De toegestane waarden staan nu in de documentatie bij het schema.',
      createdAt: new Date(Date.now() - 7 * day),
    },
  ]);
};
