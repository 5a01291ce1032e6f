import { strToU8, zipSync, type Zippable } from 'fflate';

// The catalogue as the upload screen takes it: one ZIP. A fixed timestamp keeps it byte-for-byte
// the same for the same corpus.

const FIXED_MTIME = new Date(Date.UTC(2026, 1, 1, 12, 0, 0));

/** The catalogue files as one ZIP (in memory), entries in the order given. */
export function catalogueZip(catalogueFiles: Readonly<Record<string, string>>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, text] of Object.entries(catalogueFiles)) entries[name] = [strToU8(text), { mtime: FIXED_MTIME }];
  return zipSync(entries, { level: 6 });
}
