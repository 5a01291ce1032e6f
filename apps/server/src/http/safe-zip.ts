import type { ZipEntry } from '@afd/afd';
import { unzipSync } from 'fflate';
import { HttpProblem } from './http-problem.ts';

// Reading an uploaded ZIP without trusting it. The central directory's declared sizes are checked
// before anything is unpacked: fflate unpacks each entry into a buffer of exactly its declared
// size (it never grows it), so a lying entry is cut off, never a memory bomb. Entry names must be
// plain relative paths: no '..', no absolute path, no backslash, no drive letter.

export interface SafeZipLimits {
  /** Sum of the unpacked sizes of all entries, in bytes. */
  maxTotalBytes: number;
  /** Number of entries (folders included). */
  maxEntries: number;
  /** Largest unpacked/packed ratio of one entry (ZIP bombs compress at 1000:1 and more). */
  maxRatio: number;
}

export const defaultSafeZipLimits: SafeZipLimits = {
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntries: 1000,
  maxRatio: 200,
};

/** The Dutch refusal of an unusable ZIP (400). */
function zipProblem(detail: string): HttpProblem {
  return new HttpProblem(400, 'Ongeldig ZIP-bestand', detail);
}

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

/**
 * Unpacks the files of a ZIP (folders left out), refusing with a Dutch 400: not a ZIP, a broken
 * ZIP, an unsafe entry name, a duplicate name, or more than the limits allow.
 */
export function readSafeZip(bytes: Uint8Array, fileName: string, limits: SafeZipLimits = defaultSafeZipLimits): ZipEntry[] {
  if (!looksLikeZip(bytes)) throw zipProblem(`'${fileName}' is geen ZIP-bestand.`);
  let entryCount = 0;
  let totalBytes = 0;
  const seen = new Set<string>();
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(bytes, {
      filter: (entry) => {
        entryCount += 1;
        if (entryCount > limits.maxEntries) {
          throw zipProblem(`'${fileName}' bevat meer dan ${limits.maxEntries} bestanden.`);
        }
        const reason = unsafeZipEntryReason(entry.name);
        if (reason) throw zipProblem(`Het bestand '${entry.name}' in '${fileName}' ${reason}.`);
        if (seen.has(entry.name)) throw zipProblem(`'${fileName}' bevat '${entry.name}' twee keer.`);
        seen.add(entry.name);
        if (entry.compression !== 0 && entry.compression !== 8) {
          throw zipProblem(`Het bestand '${entry.name}' in '${fileName}' is gecomprimeerd op een niet-ondersteunde manier.`);
        }
        totalBytes += entry.originalSize;
        if (totalBytes > limits.maxTotalBytes) {
          throw zipProblem(`'${fileName}' is uitgepakt groter dan de toegestane ${megabytes(limits.maxTotalBytes)} MB.`);
        }
        if (entry.originalSize > 0 && entry.originalSize > Math.max(entry.size, 1) * limits.maxRatio) {
          throw zipProblem(`Het bestand '${entry.name}' in '${fileName}' is verdacht sterk gecomprimeerd (mogelijk een ZIP-bom).`);
        }
        return !entry.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    throw zipProblem(`'${fileName}' is geen geldig ZIP-bestand of is beschadigd.`);
  }
  return Object.entries(unpacked).map(([name, content]) => ({ name, content }));
}
