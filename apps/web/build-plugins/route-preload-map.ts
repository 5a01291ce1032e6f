// The pure half of the route preload (route-preload-plugin.ts): which files each screen's chunk
// needs, and the small script that asks for them while the app's own scripts still load.

/** What the plugin reads of an output chunk (a subset of Rollup's / Rolldown's OutputChunk). */
export interface BundledChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

export interface PreloadRoute {
  /** react-router path pattern, e.g. '/productdefinitie/:organisation/:baseline/:product'. */
  path: string;
  /** Anyone may open it; otherwise only a visitor with a stored session gets the preload. */
  isPublic: boolean;
  /** Files of the route's screen chunk and what it imports, beyond what the entry loads anyway. */
  files: string[];
}

/**
 * `key: () => import('…')` and `key: alias` lines of screens.ts, with `const alias: ScreenModule =
 * () => import('…')` resolved: route key -> module specifier as written.
 */
export function screenImports(source: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+): ScreenModule = \(\) => import\('([^']+)'\)/g)) aliases.set(match[1]!, match[2]!);
  const screens = new Map<string, string>();
  for (const match of source.matchAll(/^\s+(\w+): (?:\(\) => import\('([^']+)'\)|(\w+)),$/gm)) {
    const specifier = match[2] ?? aliases.get(match[3]!);
    if (specifier !== undefined) screens.set(match[1]!, specifier);
  }
  return screens;
}

/**
 * The files a dynamic chunk needs beyond the entry's: itself and its static imports, transitively,
 * in the order the browser should ask for them (the screen first: it is the largest).
 */
export function screenChunkFiles(bundle: Readonly<Record<string, BundledChunk | { type: 'asset' }>>, moduleFile: string): string[] | null {
  const chunks = Object.values(bundle).filter((item): item is BundledChunk => item.type === 'chunk');
  const screen = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === moduleFile);
  if (!screen) return null;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = new Set<string>();
  const visit = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName, loadedByEntry);
  const needed = new Set<string>();
  visit(screen.fileName, needed);
  return [...needed].filter((fileName) => !loadedByEntry.has(fileName));
}

/** A react-router path as an anchored regular expression over location.pathname. */
export function pathPattern(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/**
 * The preload script: a classic script, so it runs as soon as it arrives and not after the app's
 * module graph. The server's Content-Security-Policy allows scripts from our own origin only, so it
 * is a file, not inline. Every visitor fetches it (the register's first view too), so it holds only
 * the route patterns; the matching route's list of files is a second small script (listScript). A
 * guarded route is preloaded only for a visitor with a stored session: anyone else is sent to sign
 * in and would not use the files.
 */
export function preloadScript(routes: readonly { path: string; isPublic: boolean; listFile: string }[], base: string): string {
  const table = routes.map((route) => [pathPattern(route.path), route.isPublic ? 1 : 0, route.listFile]);
  return `(function () {
  var routes = ${JSON.stringify(table)};
  var signedIn = false;
  try {
    for (var i = 0; i < localStorage.length; i++) if ((localStorage.key(i) || '').indexOf('oidc.user:') === 0) signedIn = true;
  } catch (e) {}
  for (var r = 0; r < routes.length; r++) {
    if (!new RegExp(routes[r][0]).test(location.pathname)) continue;
    if (!routes[r][1] && !signedIn) return;
    var script = document.createElement('script');
    script.src = ${JSON.stringify(base)} + routes[r][2];
    document.head.appendChild(script);
    return;
  }
})();
`;
}

/**
 * One route's files as modulepreload links, added by the script preloadScript picks. At low
 * priority: there are 20 to 30 of them, asked for before the app starts the page's data GETs, and
 * over HTTP/1.1 the browser serves six at a time in order of priority, then of asking. At the same
 * priority the data waited behind the chunks (the definition page's outline GET took 131 ms p50
 * against 69 ms at low: bench:definition-editor, ADR 0072). What that does to the first tree item
 * is within the machine's noise: alternating builds, 10 openings each, 'auto' gave 604 and 525 ms
 * p50, 'low' 621 and 505 ms.
 */
export function listScript(files: readonly string[], base: string): string {
  return `${JSON.stringify(files)}.forEach(function (file) {
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.fetchPriority = 'low';
  link.href = ${JSON.stringify(base)} + file;
  document.head.appendChild(link);
});
`;
}
