import { startEarly } from './start-early';

// Imported first by main.tsx, so it runs before the rest of the app's modules are evaluated (a
// good part of the start on a slow machine). A silent-renew frame carries '?code=': nothing starts.
startEarly(window.location, window.localStorage);
// User timing for bench:definition-editor's waterfall: when the entry's modules began to run.
performance.mark('afd:start-early');
