import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { modulesDir, servedRoutes, type ServedRoute } from './route-table.ts';

// docs/architecture.md tells a newcomer which module serves a URL. This keeps it true: every API
// route must be covered by a row of its table naming the module that really serves it, and every
// row must still match a route. Rows are '[METHOD ]path prefix' (segments compared without case;
// ':name' matches any path parameter); the most specific matching row wins.

const docPath = path.resolve(modulesDir, '../../../../docs/architecture.md');

interface DocRow {
  method: string | null;
  segments: string[];
  modules: string[];
  text: string;
}

/** The rows of the table under the heading 'API: which module serves a path'. */
function apiTable(markdown: string): DocRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('API: which module serves a path'));
  if (!section) throw new Error("docs/architecture.md has no section '## API: which module serves a path'");
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const [, route = '', modules = ''] = line.split('|').map((cell) => cell.trim());
      const text = route.replace(/`/g, '');
      const [first = '', second] = text.split(/\s+/);
      const [method, prefix] = second === undefined ? [null, first] : [first.toUpperCase(), second];
      return { method, segments: segmentsOf(prefix), modules: modules.split(',').map((m) => m.replace(/`/g, '').trim()).filter(Boolean), text };
    });
}

function segmentsOf(url: string): string[] {
  return url.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase()));
}

function matches(row: DocRow, route: ServedRoute): boolean {
  if (row.method !== null && row.method !== route.method) return false;
  const segments = segmentsOf(route.url);
  return row.segments.length <= segments.length && row.segments.every((segment, i) => segment === segments[i]);
}

/** The most specific row for a route: the longest prefix, and a row naming the method first. */
function bestRow(rows: DocRow[], route: ServedRoute): DocRow | undefined {
  return rows
    .filter((row) => matches(row, route))
    .sort((a, b) => b.segments.length - a.segments.length || Number(b.method !== null) - Number(a.method !== null))[0];
}

describe('docs/architecture.md', () => {
  let testApp: TestApp;
  let routes: ServedRoute[];
  let rows: DocRow[];
  beforeAll(async () => {
    testApp = await buildTestApp({ engine: 'pglite' });
    routes = await servedRoutes({ config: testApp.config, database: testApp.database });
    rows = apiTable(fs.readFileSync(docPath, 'utf8'));
  });
  afterAll(() => testApp.close());

  it('names, for every API route, the module folder that serves it', () => {
    const wrong = routes
      .map((route) => ({ route, row: bestRow(rows, route) }))
      .filter(({ route, row }) => !row || !row.modules.includes(route.module))
      .map(({ route, row }) => `${route.method} ${route.url} is served by ${route.module}, the table says ${row ? row.modules.join(', ') : 'nothing'}`);
    expect(wrong).toEqual([]);
  });

  it('has no row that matches no route any more', () => {
    const stale = rows.filter((row) => !routes.some((route) => bestRow(rows, route) === row)).map((row) => row.text);
    expect(stale).toEqual([]);
  });

  it('names only module folders that exist', () => {
    const folders = new Set(fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name));
    expect(rows.flatMap((row) => row.modules).filter((module) => !folders.has(module))).toEqual([]);
  });

  it('covers every path of the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const uncovered = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations)
        .map((method) => ({ method: method.toUpperCase(), url: url.replace(/\{(\w+)\}/g, ':$1'), module: '' }))
        .filter((route) => !bestRow(rows, route))
        .map((route) => `${route.method} ${route.url}`),
    );
    expect(uncovered).toEqual([]);
  });
});
