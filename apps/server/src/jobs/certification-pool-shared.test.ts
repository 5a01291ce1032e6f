import { describe, expect, it } from 'vitest';
import { defaultWorkerThreads, sharedPoolHolder } from './certification-pool-shared.ts';

describe('the process-wide certification pool', () => {
  it('defaults to one fewer worker than the cores, at least one', () => {
    expect(defaultWorkerThreads(8)).toBe(7);
    expect(defaultWorkerThreads(2)).toBe(1);
    expect(defaultWorkerThreads(1)).toBe(1);
  });

  it('is one pool for every holder, closed only when the last one releases', async () => {
    // A holder of its own: the process-wide one may be held by an app another test file left open.
    const acquireCertificationPool = sharedPoolHolder();
    const validation = acquireCertificationPool({ workerThreads: 3 });
    const revalidation = acquireCertificationPool({ workerThreads: 5 });
    expect(revalidation.pool).toBe(validation.pool);
    expect(validation.pool.size === 3 || validation.pool.size === 0).toBe(true);

    await validation.release();
    await validation.release();
    const stillOpen = acquireCertificationPool({ workerThreads: null });
    expect(stillOpen.pool).toBe(revalidation.pool);

    await revalidation.release();
    await stillOpen.release();
    const fresh = acquireCertificationPool({ workerThreads: 2, workerTaskTimeoutMs: 5_000 });
    expect(fresh.pool).not.toBe(validation.pool);
    expect(fresh.pool.taskTimeoutMs).toBe(5_000);
    await expect(validation.pool.run({} as never)).rejects.toThrow(/closed/);
    await fresh.release();
  });
});
