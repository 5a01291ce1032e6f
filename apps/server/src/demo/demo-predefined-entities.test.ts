import { demoPredefinedEntities } from '@afd/afd/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { readBlob } from '../db/blob-store.ts';
import type { Database } from '../db/client.ts';
import { predefinedEntitySets } from '../db/schema/index.ts';
import { listPredefinedEntities } from '../modules/predefined-entities/predefined-entities.service.ts';
import { seedDemoPredefinedEntities } from './demo-predefined-entities.ts';

describe.each(testEngines)('demo predefined entities on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db.transaction((tx) => seedDemoPredefinedEntities(tx, { config: {} as never, organisationIds: new Map() }));
  });
  afterAll(() => database.close());

  it('stores the demo set with its file as the current set', async () => {
    expect(await listPredefinedEntities(database.db)).toEqual(demoPredefinedEntities);
    const [set] = await database.db.select().from(predefinedEntitySets);
    const file = await readBlob(database.db, set?.contentBlobId ?? '');
    expect(JSON.parse(new TextDecoder().decode(file?.content))).toEqual({ snippets: demoPredefinedEntities });
  });
});
