// `npm start`: everything a fresh clone needs to serve the portal on http://localhost:8080 —
// install, build when sources changed, then the server migrates, seeds demo data into an empty
// embedded database (./data) and serves the API, the web app and the embedded sign-in; when the
// server dies unexpectedly it is started again (supervise.mjs).
import path from 'node:path';
import { ensureBuilt, ensureDependencies, root, runtimeDir, say } from './lib.mjs';
import { onMaintainedNode } from './maintained-node.mjs';
import { supervise } from './supervise.mjs';

await onMaintainedNode(runtimeDir);
try {
  ensureDependencies();
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

say('Portaal starten');
// Supervised (supervise.mjs): a server that dies unexpectedly starts again after a short pause;
// Ctrl-C and termination are passed on, so it shuts down gracefully and releases its data lock.
process.exit(
  await supervise({
    command: process.execPath,
    args: ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
    cwd: root,
    env: { DATA_DIR: path.join(root, 'data'), ...process.env },
  }),
);
