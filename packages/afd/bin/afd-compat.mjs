#!/usr/bin/env node
// afd-compat (issue 32): compatibility between two versions of a schema, offline. This launcher is
// the command's only I/O (packages/afd/src stays free of it): it reads the files and writes the
// output. packages/afd ships as TypeScript sources, so it registers tsx before loading them.
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { runAfdCompat } = await import(new URL('../src/cli/afd-compat.ts', import.meta.url).href);

process.exitCode = runAfdCompat(process.argv.slice(2), {
  readFile: (path) => readFileSync(path),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
