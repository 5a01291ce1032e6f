import { startEarly } from './start-early';

// Imported first by main.tsx, so it runs before the rest of the app's modules are evaluated (a
// good part of the start on a slow machine). A silent-renew frame carries '?code=': nothing starts.
startEarly(window.location, window.localStorage);
