// `npm start`: everything a fresh clone needs to serve the portal on http://localhost:8080 —
// install, build when sources changed, then the server migrates, seeds demo data into an empty
// embedded database (./data) and serves the API, the web app and the embedded sign-in.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNodeVersion, ensureBuilt, ensureDependencies, root, say } from './lib.mjs';

checkNodeVersion();
try {
  ensureDependencies();
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

say('Portaal starten');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { DATA_DIR: path.join(root, 'data'), ...process.env },
});
// Pass Ctrl-C and termination on, so the server shuts down gracefully and releases its data lock.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
