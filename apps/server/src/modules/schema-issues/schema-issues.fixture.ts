import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../test/helpers/role-matrix.ts';
import type { TestEngine } from '../../../test/helpers/test-database.ts';
import { insertTestUser } from '../../../test/helpers/tokens.ts';
import { organisationSchemas, userCompositionAuthorisations } from '../../db/schema/index.ts';

// Test world of the meldingen suites: the role matrix (all in Eigen-Verzekeraar, otherCertifier in
// Andere-Verzekeraar), the matrix certifier authorised for its own organisation (the issue menus
// need authorised organisations, 001 §6), otherCertifier authorised for none, and published
// schemas of both organisations, one of them generated for a variant.

export const schemas = {
  /** Eigen-Verzekeraar: published and downloadable. */
  own: 'Eigen_Inboedel',
  /** Eigen-Verzekeraar: published, not downloadable. */
  ownNotDownloadable: 'Eigen_Opstal',
  /** Eigen-Verzekeraar: certified, never published. */
  ownUnpublished: 'Eigen_Concept',
  /** Eigen-Verzekeraar: published and downloadable, generated for a variant: meldingen go to SIVI. */
  ownVariant: 'Eigen_Inboedel_Variant',
  /** Andere-Verzekeraar: published and downloadable. */
  other: 'Andere_Reis',
} as const;

export interface SchemaIssueWorld {
  testApp: TestApp;
  matrix: RoleMatrix;
  own: string;
  other: string;
}

export async function createSchemaIssueWorld(engine: TestEngine): Promise<SchemaIssueWorld> {
  const testApp = await buildTestApp({ engine });
  const matrix = await createRoleMatrix(testApp);
  const { db } = testApp.database;
  const own = matrix.ownOrganisation;
  const other = matrix.otherOrganisation;
  await db.insert(userCompositionAuthorisations).values({ userId: matrix.userIdOf('certifier'), organisationId: own.id });
  const published = { isPublished: true, isDownloadable: true, publishDate: new Date() };
  await db.insert(organisationSchemas).values([
    { organisationId: own.id, name: schemas.own, ...published },
    { organisationId: own.id, name: schemas.ownNotDownloadable, isPublished: true, publishDate: new Date() },
    { organisationId: own.id, name: schemas.ownUnpublished },
    { organisationId: own.id, name: schemas.ownVariant, ...published, variantName: 'Basis', variantVersion: '001.00' },
    { organisationId: other.id, name: schemas.other, ...published },
  ]);
  return { testApp, matrix, own: own.name, other: other.name };
}

/** A user of the organisation who only receives mail (no token): active or not, subscribed or not. */
export async function insertSubscriber(
  world: SchemaIssueWorld,
  fields: { email: string; organisationId: string; active: boolean; notify: boolean },
): Promise<void> {
  await insertTestUser(world.testApp.database, {
    email: fields.email,
    organisationId: fields.organisationId,
    role: 'C',
    actief: fields.active,
    koatActief: fields.active ? null : false,
    notifyOnSchemaIssues: fields.notify,
  });
}

export const newIssueBody = (organization: string, schema: string, title = 'Veld ontbreekt') => ({
  organization,
  schema,
  title,
  category: 'fout',
  description: 'Het veld Bouwjaar ontbreekt in de entiteit Object.',
});
