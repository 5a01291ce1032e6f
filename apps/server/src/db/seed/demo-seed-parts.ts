import type { AppConfig } from '../../config.ts';
import { seedDemoCertifiedSchemas } from '../../modules/organisation-schema-certification/demo-certified-schemas.ts';
import type { Tx } from '../client.ts';
import { seedDemoCatalogueAndBaselines } from './demo-catalogue-and-baselines.ts';
import { seedDemoDownloadAuthorisations } from './demo-download-authorisations.ts';
import { seedDemoReferenceData } from './demo-reference-data.ts';
import { seedDemoRegister } from './demo-register.ts';
import { seedDemoPredefinedEntities } from '../../modules/predefined-entities/predefined-entities.demo-seed.ts';
import { seedDemoSchemaIssues } from './demo-schema-issues.ts';

// Demo data beyond organisations and accounts, one part per area (reference data, schemas, ...).
// Each part runs inside the demo seed's single transaction, after the organisations and
// accounts exist, in the order listed. An area adds its part with one line below.

export interface DemoSeedContext {
  config: AppConfig;
  /** Organisation ids by name: the standards body and the demo member organisations. */
  organisationIds: ReadonlyMap<string, string>;
}

export type DemoSeedPart = (tx: Tx, context: DemoSeedContext) => Promise<void>;

export const demoSeedParts: DemoSeedPart[] = [
  seedDemoReferenceData,
  seedDemoCatalogueAndBaselines,
  seedDemoCertifiedSchemas,
  seedDemoDownloadAuthorisations,
  seedDemoPredefinedEntities,
  seedDemoRegister,
  seedDemoSchemaIssues,
];
