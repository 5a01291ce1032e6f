import { Validator, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { unzipSync } from 'fflate';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

// A download as a member receives it: unpacked into an empty folder and read back from disk, then
// validated with @cfworker/json-schema — a validator independent of the ajv the product uses —
// that knows only the folder's files (by their `$id`, else by their place in the folder). A
// reference to anything outside the folder makes it throw 'Unresolved $ref': nothing is fetched.

const made: string[] = [];

/** Removes every folder `unpackIntoEmptyFolder` made. */
export function removeFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** Unpacks `zip` into a new empty temporary folder; answers the folder. */
export function unpackIntoEmptyFolder(zip: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'afd-download-'));
  made.push(folder);
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    if (name.endsWith('/')) continue;
    const target = join(folder, name);
    if (relative(folder, target).startsWith('..')) throw new Error(`'${name}' leaves the folder`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  return folder;
}

/** Every file below `folder` by its path relative to it, '/'-separated. */
export function filesIn(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(folder, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  };
  walk(folder);
  return files;
}

const draftOf = (schemaUri: unknown): SchemaDraft => {
  const uri = String(schemaUri);
  if (uri.includes('2020-12')) return '2020-12';
  if (uri.includes('2019-09')) return '2019-09';
  if (uri.includes('draft-07')) return '7';
  throw new Error(`unknown or missing $schema '${uri}'`);
};

/** The schemas of the folder, each addressable by its `$id` or else its file URL in the folder. */
export function folderSchemas(folder: string): Map<string, Schema> {
  const schemas = new Map<string, Schema>();
  for (const [name, text] of filesIn(folder)) {
    if (!name.endsWith('.json')) continue;
    const json = JSON.parse(text) as Schema;
    if (typeof json.$schema === 'string') schemas.set(name, json);
  }
  return schemas;
}

/** Validates `instance` against the folder's schema `schemaName`, every other schema of the folder loaded beside it; throws on a reference the folder cannot resolve. */
export function validateOffline(folder: string, schemaName: string, instance: unknown): { valid: boolean; errors: string[] } {
  const schemas = folderSchemas(folder);
  const idOf = (name: string, schema: Schema) => schema.$id ?? pathToFileURL(join(folder, name)).href;
  const main = schemas.get(schemaName);
  if (!main) throw new Error(`no schema '${schemaName}' in the folder`);
  const validator = new Validator({ ...main, $id: idOf(schemaName, main) }, draftOf(main.$schema), false);
  for (const [name, schema] of schemas) if (name !== schemaName) validator.addSchema(schema, idOf(name, schema));
  const result = validator.validate(instance);
  return { valid: result.valid, errors: result.errors.map((error) => `${error.instanceLocation}: ${error.error}`) };
}

/** Every `$ref` below `value`. */
export function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}
