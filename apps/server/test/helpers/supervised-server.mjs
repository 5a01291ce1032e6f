// `npm start`'s supervision (scripts/supervise.mjs) around the real server program (src/server.ts
// through tsx), as a process the restart tests can signal. Environment: the server's own, plus
// SUPERVISE_MAX_CRASHES (default 5); restarts come after 200 ms instead of seconds.
import { supervise } from '../../../../scripts/supervise.mjs';

const code = await supervise({
  command: process.execPath,
  args: ['--import', 'tsx', 'src/server.ts'],
  env: process.env,
  restartDelaysMs: [200],
  maxCrashes: Number(process.env.SUPERVISE_MAX_CRASHES ?? 5),
});
process.exit(code);
