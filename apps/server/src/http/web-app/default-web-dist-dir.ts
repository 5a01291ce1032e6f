import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `apps/web/dist`, found from the server package's root: this file runs from `src/` (tsx) and
 * bundled into `dist/server.js`, at different depths, and both sit below the package.json.
 */
export function defaultWebDistDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Kan de map van de server-package niet vinden.');
    dir = parent;
  }
  return path.resolve(dir, '..', 'web', 'dist');
}
