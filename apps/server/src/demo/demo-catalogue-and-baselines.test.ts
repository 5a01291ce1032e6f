import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/client.ts';
import { readBaselines } from '../modules/baseline-schemas/baseline-schemas.repository.ts';
import { readCurrentCatalogue } from '../shared/current-catalogue.ts';
import { demoBaselineKeys } from './demo-catalogue-and-baselines.ts';
import { databaseWithDemoParts } from './demo-seed.testing.ts';

describe.each(testEngines)('demo catalogue and baselines on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await databaseWithDemoParts(engine, [], []);
  });
  afterAll(() => database.close());

  it('stores one catalogue version holding both the AFD 1.0 and the AFD 2.0 part', async () => {
    const current = await readCurrentCatalogue(database.db);
    expect(current?.catalogue.sources).toEqual({ afd1Xsd: true, afd2Json: true });
    expect(Object.keys(current?.xsdFiles ?? {}).length).toBeGreaterThan(3);
  });

  it('stores a baseline with its library on every demo key, XPath rules selected for the AFD 1.0 ones', async () => {
    const baselines = await readBaselines(database.db);
    expect(baselines.map((b) => `${b.certificationArea}/${b.messageType}/${b.applicationArea}`).sort()).toEqual(
      demoBaselineKeys.map((d) => `${d.key.certificationArea}/${d.key.messageType}/${d.key.applicationArea}`).sort(),
    );
    expect(baselines.filter((b) => b.afdVersion === 1).every((b) => b.xpathRules.length > 0 && b.fileName.endsWith('.xsd'))).toBe(true);
    expect(baselines.filter((b) => b.afdVersion === 2).map((b) => b.fileName)).toEqual(['mobiliteit-schademelding.json']);
  });
});
