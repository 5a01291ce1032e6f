import { validateXPathRule } from '@afd/afd';
import { xpathRuleSchema } from '@afd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../../test/helpers/test-database.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { dimensionCombinations, dimensions, xpathRules } from '../db/schema/index.ts';
import { demoCertificationAreas, demoDomains, demoMessageTypes, demoXPathRules, seedDemoReferenceData } from './demo-reference-data.ts';

describe('demo XPath rules', () => {
  it.each(demoXPathRules.map((rule) => [rule.name, rule] as const))('%s is a valid rule whose expressions compile', (_name, rule) => {
    expect(xpathRuleSchema.parse(rule)).toEqual(rule);
    expect(validateXPathRule(rule)).toEqual({ valid: true, selectionXPathError: null, predicateXPathError: null });
  });
});

describe.each(testEngines)('demo reference data on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const config = loadConfig({ NODE_ENV: 'test' });
    await database.db.transaction((tx) => seedDemoReferenceData(tx, { config, organisationIds: new Map() }));
  });
  afterAll(() => database.close());

  it('writes the three lists, certification areas with their version', async () => {
    const rows = await database.db.select().from(dimensions);
    expect(rows.filter((row) => row.kind === 'certificationArea').map(({ name, version }) => ({ name, version }))).toEqual(
      expect.arrayContaining([...demoCertificationAreas]),
    );
    expect(rows.filter((row) => row.kind === 'messageType').map((row) => row.name).sort()).toEqual([...demoMessageTypes].sort());
    expect(rows.filter((row) => row.kind === 'applicationArea').map((row) => row.name).sort()).toEqual([...demoDomains].sort());
  });

  it('allows some combinations for every certification area, not all of them', async () => {
    const rows = await database.db.select().from(dimensionCombinations);
    const certificationAreas = new Set(rows.map((row) => row.certificationAreaId));
    expect(certificationAreas.size).toBe(demoCertificationAreas.length);
    expect(rows.length).toBeLessThan(demoCertificationAreas.length * demoMessageTypes.length * demoDomains.length);
    expect(rows.every((row) => row.allowed)).toBe(true);
  });

  it('writes the XPath rules', async () => {
    expect((await database.db.select().from(xpathRules)).map((row) => row.id).sort()).toEqual(demoXPathRules.map((rule) => rule.id).sort());
  });
});
