import { seedDemoCatalogueAndBaselines } from './demo-catalogue-and-baselines.ts';
import { seedDemoCertifiedSchemas } from './demo-certified-schemas.ts';
import { seedDemoDefinitions } from './demo-definitions.ts';
import { seedDemoDownloadAuthorisations } from './demo-download-authorisations.ts';
import { seedDemoPredefinedEntities } from './demo-predefined-entities.ts';
import { seedDemoReferenceData } from './demo-reference-data.ts';
import { seedDemoRegister } from './demo-register.ts';
import { seedDemoSchemaIssues } from './demo-schema-issues.ts';
import { seedDemoVariants } from './demo-variants.ts';
import type { DemoSeedPart } from './demo-seed-part.ts';

// Demo data beyond organisations and accounts, one part per area (reference data, schemas, ...).
// Each part runs inside the demo seed's single transaction, after the organisations and
// accounts exist, in the order listed. An area adds its part with one line below.

export const demoSeedParts: DemoSeedPart[] = [
  seedDemoReferenceData,
  seedDemoCatalogueAndBaselines,
  seedDemoCertifiedSchemas,
  seedDemoDownloadAuthorisations,
  seedDemoPredefinedEntities,
  seedDemoRegister,
  seedDemoSchemaIssues,
  seedDemoDefinitions,
  seedDemoVariants,
];
