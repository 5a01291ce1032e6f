import { nodeId, type ArrayFacets, type BaselineLibrary, type Facets, type ScalarDataType } from '@afd/afd';
import { count } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/helpers/build-test-app.ts';
import { createRoleMatrix, type RoleMatrix } from '../../../../test/helpers/role-matrix.ts';
import type { TestEngine } from '../../../../test/helpers/test-database.ts';
import { storeBlob } from '../../../db/blob-store.ts';
import type { Database } from '../../../db/client.ts';
import { auditLog, baseFunctions, baselineLibraries, definitionRevisions, definitions, userCompositionAuthorisations } from '../../../db/schema/index.ts';
import { insertRegisterBaseline } from '../../../shared/testing/register.fixture.ts';

// Test data for authoring: a baseline with a small AFD 1.0 library (a policy with an object), and
// composition authorisations, without running a baseline upload.

const attribute = (entityPath: string, name: string, required = false) => ({
  id: nodeId(`${entityPath}@${name}`),
  path: `${entityPath}@${name}`,
  name,
  description: `${name} van ${entityPath}`,
  format: 'AN..35',
  dataType: null,
  codeList: null,
  facets: { maxLength: 35 },
  arrayFacets: null,
  required,
});

/** Polis (required number; optional label, branche from ADNBRA, premium N..9) with an optional Object (optional brand). */
export function smallLibrary(): BaselineLibrary {
  return {
    afdVersion: 1,
    jsonSchemaDraft: null,
    targetNamespace: 'http://www.example.org/afd',
    codeLists: [
      { name: 'ADNBRA', description: 'Branche', values: [{ code: '021', label: 'Personenauto' }, { code: '060', label: 'Reis' }] },
      { name: 'PORMAA', description: 'Premie-ontvangst', values: [{ code: 'M', label: 'Maand' }, { code: 'J', label: 'Jaar' }] },
      { name: 'ADNLOG', description: 'Ja/nee', values: [{ code: 'J', label: 'Ja' }, { code: 'N', label: 'Nee' }] },
    ],
    roots: [
      {
        id: nodeId('Polis'),
        path: 'Polis',
        name: 'Polis',
        entityTypeName: null,
        description: 'De polis',
        minOccurs: 1,
        maxOccurs: 1,
        attributes: [
          attribute('Polis', 'Polisnummer', true),
          attribute('Polis', 'Omschrijving'),
          { ...attribute('Polis', 'Branche'), format: 'AN..3', facets: { maxLength: 3 }, codeList: { name: 'ADNBRA', values: null } },
          { ...attribute('Polis', 'Premie'), format: 'N..9', facets: {} },
        ],
        children: [
          {
            id: nodeId('Polis/Object'),
            path: 'Polis/Object',
            name: 'Object',
            entityTypeName: null,
            description: 'Het verzekerde object',
            minOccurs: 0,
            maxOccurs: 5,
            attributes: [attribute('Polis/Object', 'Merk')],
            children: [],
          },
        ],
      },
    ],
  };
}

/**
 * An AFD 2.0 library: Polis (type PolisType; an integer, a text and an array attribute with facets)
 * offers its Object as Auto or Aanhanger, so 'Polis-PolisType/Object' is a oneOf position.
 */
export function afd2Library(): BaselineLibrary {
  const polis = 'Polis-PolisType';
  const facetsAttribute = (name: string, type: ScalarDataType, facets: Facets, arrayFacets: ArrayFacets | null = null) => ({
    ...attribute(polis, name),
    format: null,
    dataType: { type, isArray: arrayFacets !== null },
    facets,
    arrayFacets,
  });
  const object = (entityTypeName: string) => ({
    id: nodeId(`${polis}/Object-${entityTypeName}`),
    path: `${polis}/Object-${entityTypeName}`,
    name: 'Object',
    entityTypeName,
    description: `Het object als ${entityTypeName}`,
    minOccurs: 0,
    maxOccurs: 1,
    attributes: [],
    children: [],
  });
  return {
    afdVersion: 2,
    jsonSchemaDraft: '2019-09',
    targetNamespace: null,
    codeLists: [],
    roots: [
      {
        id: nodeId(polis),
        path: polis,
        name: 'Polis',
        entityTypeName: 'PolisType',
        description: 'De polis',
        minOccurs: 1,
        maxOccurs: 1,
        attributes: [
          facetsAttribute('aantal', 'integer', { minimum: 0, maximum: 100 }),
          facetsAttribute('kenmerk', 'string', { minLength: 2, maxLength: 10, pattern: '^[A-Z]+$' }),
          facetsAttribute('labels', 'string', {}, { minItems: 1, maxItems: 5, uniqueItems: true }),
        ],
        children: [object('Auto'), object('Aanhanger')],
      },
    ],
  };
}

/** A baseline (fresh names) with one library (the small AFD 1.0 one unless given); answers its names and ids. */
export async function insertAuthoringBaseline(database: Database, library: BaselineLibrary = smallLibrary()) {
  const baseline = await insertRegisterBaseline(database);
  const libraryId = await insertLibrary(database, baseline.id, new Date(), library);
  const [certificationArea, messageType, applicationArea] = baseline.name.split('-') as [string, string, string];
  return { id: baseline.id, basedOn: baseline.name, names: { certificationArea, messageType, applicationArea }, libraryId };
}

/** Another (newer) library of a baseline, as a re-upload makes one. */
export async function insertLibrary(database: Database, baselineSchemaId: string, createdAt = new Date(), library: BaselineLibrary = smallLibrary()): Promise<string> {
  const blob = await storeBlob(database.db, new TextEncoder().encode('<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>'), 'application/xml');
  const [row] = await database.db
    .insert(baselineLibraries)
    .values({ baselineSchemaId, afdVersion: library.afdVersion, fileName: 'baseline.xsd', contentBlobId: blob.id, library, datacatVersion: '20260201', createdAt })
    .returning({ id: baselineLibraries.id });
  if (!row) throw new Error('library not written');
  return row.id;
}

export async function authoriseForComposition(database: Database, userId: string, organisationId: string): Promise<void> {
  await database.db.insert(userCompositionAuthorisations).values({ userId, organisationId }).onConflictDoNothing();
}

export type AuthoringBaselineFixture = Awaited<ReturnType<typeof insertAuthoringBaseline>>;

/**
 * A test app with the role matrix and one authoring baseline; the named actors compose for their
 * own organisation (the beheerder needs no authorisation, otherCertifier has none for it).
 */
export async function authoringTestApp(engine: TestEngine, composers: readonly ('validator' | 'certifier')[]): Promise<{ testApp: TestApp; matrix: RoleMatrix; baseline: AuthoringBaselineFixture }> {
  const testApp = await buildTestApp({ engine });
  const matrix = await createRoleMatrix(testApp);
  const baseline = await insertAuthoringBaseline(testApp.database);
  for (const actor of composers) await authoriseForComposition(testApp.database, matrix.userIdOf(actor), matrix.ownOrganisation.id);
  return { testApp, matrix, baseline };
}

/** The rows a refused call must leave as they were. */
export async function authoringRowCounts(database: Database) {
  const rows = async (table: typeof definitions | typeof definitionRevisions | typeof auditLog | typeof baseFunctions | typeof baselineLibraries) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    definitions: await rows(definitions),
    revisions: await rows(definitionRevisions),
    audit: await rows(auditLog),
    baseFunctions: await rows(baseFunctions),
    libraries: await rows(baselineLibraries),
  };
}
