import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { ZipEntry } from './zip-entry.ts';

// Reading an uploaded ZIP without trusting a byte of it. Every entry is inflated as a stream and
// its output counted as it comes: past the limit, or past the size its header declared, the read
// stops at once, whatever the headers say. (An earlier reader trusted the declared sizes; an 8 MB
// file whose headers hid 8 GiB of zeros kept the server busy for minutes.) Entry names must be
// plain relative paths. Pure: the server runs it on the worker pool, off the request thread.

export interface ZipLimits {
  /** Sum of the unpacked bytes of all entries. */
  maxTotalBytes: number;
  /** Number of entries (folders included). */
  maxEntries: number;
  /** Largest unpacked/packed ratio of the whole archive (ZIP bombs compress 1000:1 and more). */
  maxRatio: number;
}

export const defaultZipLimits: ZipLimits = {
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntries: 1000,
  maxRatio: 200,
};

export type ZipRead = { ok: true; entries: ZipEntry[] } | { ok: false; reason: string };

/** Why an entry name is refused, or null when it is a plain relative path. */
export function unsafeZipEntryReason(name: string): string | null {
  if (name.includes('\\')) return 'bevat een backslash';
  if (name.startsWith('/')) return 'is een absoluut pad';
  if (/^[A-Za-z]:/.test(name)) return 'begint met een stationsletter';
  if (name.split('/').some((segment) => segment === '..')) return "verwijst met '..' naar een map erboven";
  if (name.includes('\0')) return 'bevat een ongeldig teken';
  return null;
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toLocaleString('nl-NL', { maximumFractionDigits: 1 });
}

function looksLikeZip(bytes: Uint8Array): boolean {
  // Local file header (PK\3\4) or the end record of an empty archive (PK\5\6).
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

/** Input is fed in slices this big, so that a refusal stops the inflation within one slice. */
const SLICE_BYTES = 16 * 1024;

class Refusal extends Error {}

/**
 * Unpacks the files of a ZIP (folders left out), or says in Dutch why not: not a ZIP, broken, an
 * unsafe or duplicate name, an unsupported compression, more entries or bytes than the limits, an
 * entry larger than its header declared, or a compression ratio only a ZIP bomb has.
 */
export function readZip(bytes: Uint8Array, fileName: string, limits: ZipLimits = defaultZipLimits): ZipRead {
  if (!looksLikeZip(bytes)) return { ok: false, reason: `'${fileName}' is geen ZIP-bestand.` };
  // The ratio applies to the archive as a whole: the per-entry packed sizes are the archive's word.
  const totalLimit = Math.min(limits.maxTotalBytes, Math.max(bytes.byteLength, 1024) * limits.maxRatio);
  const files = new Map<string, { chunks: Uint8Array[]; done: boolean }>();
  const folders = new Set<string>();
  let entryCount = 0;
  let totalBytes = 0;
  let refusal: string | null = null;

  const refuse = (reason: string) => {
    refusal ??= reason;
    throw new Refusal(reason);
  };

  const onFile = (file: UnzipFile) => {
    entryCount += 1;
    if (entryCount > limits.maxEntries) refuse(`'${fileName}' bevat meer dan ${limits.maxEntries} bestanden.`);
    const reason = unsafeZipEntryReason(file.name);
    if (reason) refuse(`Het bestand '${file.name}' in '${fileName}' ${reason}.`);
    if (files.has(file.name) || folders.has(file.name)) refuse(`'${fileName}' bevat '${file.name}' twee keer.`);
    if (file.name.endsWith('/')) {
      folders.add(file.name);
      return;
    }
    if (file.compression !== 0 && file.compression !== 8) {
      refuse(`Het bestand '${file.name}' in '${fileName}' is gecomprimeerd op een niet-ondersteunde manier.`);
    }
    const entry = { chunks: [] as Uint8Array[], done: false };
    files.set(file.name, entry);
    let entryBytes = 0;
    file.ondata = (error, chunk, final) => {
      if (refusal !== null) return;
      if (error) {
        refusal = `'${fileName}' is geen geldig ZIP-bestand of is beschadigd.`;
        return;
      }
      entryBytes += chunk.byteLength;
      totalBytes += chunk.byteLength;
      if (file.originalSize !== undefined && entryBytes > file.originalSize) {
        refusal = `Het bestand '${file.name}' in '${fileName}' is groter dan het ZIP-bestand opgeeft (mogelijk een ZIP-bom).`;
      } else if (totalBytes > totalLimit) {
        refusal =
          totalLimit < limits.maxTotalBytes
            ? `Het bestand '${file.name}' in '${fileName}' is verdacht sterk gecomprimeerd (mogelijk een ZIP-bom).`
            : `'${fileName}' is uitgepakt groter dan de toegestane ${megabytes(limits.maxTotalBytes)} MB.`;
      }
      if (refusal !== null) {
        file.terminate();
        return;
      }
      entry.chunks.push(chunk);
      if (final) entry.done = true;
    };
    file.start();
  };

  const unzip = new Unzip(onFile);
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.byteLength && refusal === null; offset += SLICE_BYTES) {
      const end = Math.min(offset + SLICE_BYTES, bytes.byteLength);
      unzip.push(bytes.subarray(offset, end), end === bytes.byteLength);
    }
  } catch (error) {
    if (!(error instanceof Refusal)) refusal ??= `'${fileName}' is geen geldig ZIP-bestand of is beschadigd.`;
  }
  if (refusal !== null) return { ok: false, reason: refusal };
  // A truncated archive leaves an entry without its end.
  if ([...files.values()].some((entry) => !entry.done)) return { ok: false, reason: `'${fileName}' is geen geldig ZIP-bestand of is beschadigd.` };
  return { ok: true, entries: [...files].map(([name, entry]) => ({ name, content: concat(entry.chunks) })) };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
