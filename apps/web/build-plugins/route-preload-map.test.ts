import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/lib/paths';
import { listScript, pathPattern, preloadScript, screenChunkFiles, screenImports, type BundledChunk } from './route-preload-map';

const here = path.dirname(fileURLToPath(import.meta.url));

const chunk = (fileName: string, imports: string[], extra: Partial<BundledChunk> = {}): BundledChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports,
  ...extra,
});

describe('route preload map', () => {
  it('reads every routed screen of screens.ts, the shared download-authorisations module included', () => {
    const imports = screenImports(readFileSync(path.join(here, '../src/app/routes/screens.ts'), 'utf8'));
    const routed = Object.keys(appRoutes).filter((key) => key !== 'authCallback');
    expect([...imports.keys()].sort()).toEqual(routed.sort());
    expect(imports.get('organisationsAfdDownloadGrant')).toBe(imports.get('organisationSchemaDownloadAuthorization'));
    expect(imports.get('definitionPage')).toBe('@/features/authoring/definition-page/definition-page-screen');
  });

  it("lists a screen's chunk and what it imports, transitively, without what the entry loads anyway", () => {
    const bundle = {
      'index.js': chunk('index.js', ['react.js', 'shared.js'], { isEntry: true }),
      'react.js': chunk('react.js', []),
      'shared.js': chunk('shared.js', ['react.js']),
      'page.js': chunk('page.js', ['Table.js', 'shared.js'], { isDynamicEntry: true, facadeModuleId: '/src/page.tsx' }),
      'Table.js': chunk('Table.js', ['InputBase.js', 'react.js']),
      'InputBase.js': chunk('InputBase.js', ['Table.js']),
      'index.css': { type: 'asset' as const },
    };
    expect(screenChunkFiles(bundle, '/src/page.tsx')).toEqual(['page.js', 'Table.js', 'InputBase.js']);
    expect(screenChunkFiles(bundle, '/src/elsewhere.tsx')).toBeNull();
  });

  it('matches a route as react-router does: one segment per parameter, an optional trailing slash', () => {
    const pattern = new RegExp(pathPattern(appRoutes.definitionPage.path));
    expect(pattern.test('/productdefinitie/Voorbeeld%20Verzekeringen/A-B-C/Product')).toBe(true);
    expect(pattern.test('/productdefinitie/Voorbeeld%20Verzekeringen/A-B-C/Product/')).toBe(true);
    expect(pattern.test('/productdefinitie/Voorbeeld%20Verzekeringen/A-B-C/Product/verbandscontroles')).toBe(false);
    expect(new RegExp(pathPattern('/a.b/:x')).test('/aXb/1')).toBe(false);
  });

  it('asks for a public route\'s list for anyone and a guarded one\'s only with a stored session', () => {
    const script = preloadScript(
      [
        { path: '/published-schema-overview', isPublic: true, listFile: 'assets/list-register.js' },
        { path: '/userlist', isPublic: false, listFile: 'assets/list-users.js' },
      ],
      '/',
    );
    const run = (pathname: string, stored: Record<string, string>) => runScript(script, pathname, stored).map((element) => element.src);
    expect(run('/published-schema-overview', {})).toEqual(['/assets/list-register.js']);
    expect(run('/userlist', {})).toEqual([]);
    expect(run('/userlist', { 'oidc.user:http://localhost/oidc:portal': '{}' })).toEqual(['/assets/list-users.js']);
    expect(run('/elders', { 'oidc.user:x': '{}' })).toEqual([]);
  });

  it("adds a route's files as modulepreload links, as the app's own module scripts ask for them, at low priority", () => {
    const links = runScript(listScript(['assets/a.js', 'assets/b.js'], '/'), '/', {});
    expect(links.map((link) => `${link.rel} ${link.href} '${link.crossOrigin}' ${link.fetchPriority}`)).toEqual([
      "modulepreload /assets/a.js '' low",
      "modulepreload /assets/b.js '' low",
    ]);
  });
});

interface Appended {
  rel: string;
  fetchPriority?: string;
  href: string;
  src: string;
  crossOrigin: string | null;
}

/** Runs a generated script against a minimal document, location and localStorage; what it appended to the head. */
function runScript(script: string, pathname: string, stored: Record<string, string>): Appended[] {
  const appended: Appended[] = [];
  const keys = Object.keys(stored);
  const localStorage = { length: keys.length, key: (index: number) => keys[index] ?? null };
  const document = {
    createElement: (): Appended => ({ rel: '', href: '', src: '', crossOrigin: null }),
    head: { appendChild: (element: Appended) => appended.push(element) },
  };
  new Function('location', 'localStorage', 'document', script)({ pathname }, localStorage, document);
  return appended;
}
