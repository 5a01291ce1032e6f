import { insertDemoCertifiedSchema } from './demo-certified-schema-builder.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo data for the register and the download rule: for 'Polderzeker' a certified SUIV-tagged
// schema that is NOT yet published, so the certifier can publish it (with download on) and see
// the download authorisation at work: the e2e journey of issue 5 starts here. Does nothing when
// the demo baseline or organisation is missing.

export const demoRegisterSchemaName = 'Polderzeker_Reis_SUIV_Particulier';
export const demoRegisterSchemaTag = 'SUIV';
const demoOrganisation = 'Polderzeker';

export const seedDemoRegister: DemoSeedPart = async (tx, { config, organisationIds }) => {
  const organisationId = organisationIds.get(demoOrganisation);
  if (!organisationId) return;
  await insertDemoCertifiedSchema(tx, {
    organisation: demoOrganisation,
    organisationId,
    publicUrl: config.publicUrl,
    name: demoRegisterSchemaName,
    isPublished: false,
    isDownloadable: false,
    tag: demoRegisterSchemaTag,
  });
};
