import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of a built web app, as URL paths relative to its root ('index.html',
 * 'assets/index-3f2a.js'). Only listed files are served, so a request can never reach outside
 * the build; the build does not change while the server runs (a new build means a restart).
 */
export function listDistFiles(distDir: string): Set<string> {
  const entries = fs.readdirSync(distDir, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(distDir, path.join(entry.parentPath, entry.name));
    files.add(relative.split(path.sep).join('/'));
  }
  return files;
}
