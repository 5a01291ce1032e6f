import fontoxpath from 'fontoxpath';

// fontoxpath is published as CommonJS whose named exports Node's ESM loader cannot see, so the
// server (plain Node ESM after bundling) reaches them through the default export.
export const { evaluateXPath, evaluateXPathToBoolean, parseScript } = fontoxpath;
