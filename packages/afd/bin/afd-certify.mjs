#!/usr/bin/env node
// afd-certify (issue 18, ADR 0042): the portal's certification offline. This launcher is the
// command's only I/O (packages/afd/src stays free of it): it reads the files and writes the
// output. packages/afd ships as TypeScript sources, so it registers tsx before loading them.
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { runAfdCertify } = await import(new URL('../src/cli/afd-certify.ts', import.meta.url).href);

process.exitCode = runAfdCertify(process.argv.slice(2), {
  readFile: (path) => readFileSync(path),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
