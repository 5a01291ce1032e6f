import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes, routeKeys } from '@/lib/paths';

// docs/architecture.md tells a newcomer which feature folder shows a route. This keeps its table
// true against the route table (lib/paths.ts) and the screens the router lazily loads
// (app/routes/screens.ts): a new route, a moved screen or a renamed feature fails here.

const here = path.dirname(fileURLToPath(import.meta.url));
const docPath = path.resolve(here, '../../../../docs/architecture.md');
const screensSource = fs.readFileSync(path.join(here, 'routes/screens.ts'), 'utf8');

interface RouteRow {
  key: string;
  path: string;
  /** The feature folder, or null for '—' (no feature: not built yet, or an app/ screen). */
  feature: string | null;
}

function routeTable(markdown: string): RouteRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Web: which feature shows a route'));
  if (!section) throw new Error("docs/architecture.md has no section '## Web: which feature shows a route'");
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const [, key = '', routePath = '', feature = ''] = line.split('|').map((cell) => cell.trim().replace(/`/g, ''));
      return { key, path: routePath, feature: feature.startsWith('—') ? null : feature };
    });
}

/** The feature folder whose screen a route key shows, read from screens.ts; null when none. */
function featureOfScreen(key: string): string | null {
  const entry = new RegExp(`^\\s+${key}: (.+),$`, 'm').exec(screensSource)?.[1];
  if (!entry) return null;
  const direct = /features\/([\w-]+)\//.exec(entry)?.[1];
  if (direct) return direct;
  // A screen shared by two routes is a named constant above the table.
  const shared = new RegExp(`const ${entry}: ScreenModule = \\(\\) => import\\('[^']*features/([\\w-]+)/`).exec(screensSource)?.[1];
  return shared ?? null;
}

describe('docs/architecture.md, the route table', () => {
  const rows = routeTable(fs.readFileSync(docPath, 'utf8'));

  it('lists every route of the route table once, with its path', () => {
    expect(rows.map((row) => row.key).sort()).toEqual([...routeKeys].sort());
    for (const row of rows) expect(row.path, row.key).toBe(appRoutes[row.key as keyof typeof appRoutes].path);
  });

  it('names the feature folder whose screen each route shows, and that folder exists', () => {
    const wrong = rows.filter((row) => row.feature !== featureOfScreen(row.key)).map((row) => `${row.key}: table says ${row.feature ?? '—'}, screens.ts shows ${featureOfScreen(row.key) ?? '—'}`);
    expect(wrong).toEqual([]);
    for (const row of rows) if (row.feature) expect(fs.existsSync(path.resolve(here, '../features', row.feature)), row.feature).toBe(true);
  });
});
