import { CertificationPool } from '../../../apps/server/src/jobs/certification-pool.ts';
import { runStoredChecks, type StoredCheck } from './stored-checks.ts';

// One of bench:revalidation's separate processes: it is sent the checks once (structured clone
// over IPC), warms a pool of one worker with them, says 'ready', and then runs them all each time
// it is told 'go', answering 'done' (the benchmark times it). Two of these at once share nothing
// but the machine: their rate together against one alone is how far this work scales on these
// cores.

type Message = { checks: StoredCheck[] } | 'go' | 'stop';

let pool: CertificationPool | null = null;
let checks: StoredCheck[] = [];

process.on('message', (message: Message) => {
  void (async () => {
    if (message === 'stop') {
      await pool?.close();
      process.disconnect();
      return;
    }
    if (message === 'go') {
      if (!pool) throw new Error('go before the checks');
      await runStoredChecks(pool, checks);
      process.send?.('done');
      return;
    }
    checks = message.checks;
    pool = new CertificationPool({ size: 1 });
    await runStoredChecks(pool, checks);
    process.send?.('ready');
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
