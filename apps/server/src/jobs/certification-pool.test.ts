import { catalogueResolverFromFiles, generateAfd1Corpus, parseAfd1BaselineXsd } from '@afd/afd';
import { afterAll, describe, expect, it } from 'vitest';
import { CertificationPool } from './certification-pool.ts';
import { runCertificationTask, type CertificationTask } from './certification-task.ts';

const corpus = generateAfd1Corpus();
const resolver = catalogueResolverFromFiles(corpus.catalogueFiles);
const libraries = corpus.baselines.map((baseline) => {
  const parsed = parseAfd1BaselineXsd({ xsd: baseline.xsd, catalogueResolver: resolver });
  if (!parsed.ok) throw new Error('corpus baseline does not parse');
  return parsed.library;
});
const tasks: CertificationTask[] = corpus.organisationSchemas.slice(0, 6).map((schema) => ({
  xsd: new TextEncoder().encode(schema.xsd),
  fileName: 'afdSchema.xsd',
  library: libraries[schema.baseline] ?? libraries[0]!,
  baselineXsd: corpus.baselines[schema.baseline]?.xsd,
  xpathRules: corpus.xpathRules.filter((rule) => corpus.baselines[schema.baseline]?.xpathRuleNames.includes(rule.name)),
  catalogue: { version: corpus.catalogueVersion, xsdFiles: corpus.catalogueFiles },
}));

describe('CertificationPool', () => {
  const pool = new CertificationPool({ size: 2 });
  afterAll(() => pool.close());

  it('gives in worker threads the results certification gives inline', async () => {
    expect(pool.size).toBe(2);
    const inWorkers = await Promise.all(tasks.map((task) => pool.run(task)));
    expect(inWorkers).toEqual(tasks.map((task) => runCertificationTask(task)));
  });

  it('runs inline with size 0 and refuses work once closed', async () => {
    const inline = new CertificationPool({ size: 0 });
    const [task] = tasks;
    if (!task) throw new Error('no task');
    expect(await inline.run(task)).toEqual(runCertificationTask(task));
    await inline.close();
    await expect(inline.run(task)).rejects.toThrow(/closed/);
  });
});
