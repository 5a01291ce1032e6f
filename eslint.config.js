// One lint configuration for the whole workspace. Rules that encode our architecture: each area
// imports only its own folder and the floors below it (eslint/*-boundaries.js, judged on resolved
// paths), process.env is read only in the server's config module, packages/afd does no I/O.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/import-boundaries.js';
import browserSafeEntries from './eslint/browser-safe-entries.js';
import serverZones from './eslint/server-boundaries.js';
import webZones from './eslint/web-boundaries.js';

// The web app may use the domain's browser-safe entry points only: the root pulls the XML and
// XPath engines (libxml2 WebAssembly, fontoxpath) into the bundle.
const webDomainImports = [
  { name: '@afd/afd', message: "Import '@afd/afd/organisations' (browser-safe) or @afd/contracts, not the domain root." },
  { name: '@afd/afd/demo', message: 'The synthetic corpus and demo files are for the server, tests and benchmarks, not the web app.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' }],
    },
  },
  {
    files: ['packages/afd/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process'], message: 'packages/afd is free of I/O.' }] }],
    },
  },
  {
    // The web app loads these two entries of the domain package; what they reach stays browser-safe.
    files: ['packages/afd/src/**/*.ts'],
    plugins: { 'afd-entries': browserSafeEntries },
    rules: {
      'afd-entries/server-only-engines': [
        'error',
        {
          entries: ['packages/afd/src/authoring/index.ts', 'packages/afd/src/organisations/index.ts'],
          forbidden: ['libxml2-wasm', 'fontoxpath', 'node:'],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: webDomainImports }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/imports': ['error', { zones: [...serverZones, ...webZones], aliases: { '@/': 'apps/web/src' } }],
    },
  },
);
