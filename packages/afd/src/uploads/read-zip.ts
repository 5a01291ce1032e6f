import { Inflate, zipSync } from 'fflate';
import { concatBytes, crc32 } from './bytes.ts';
import type { ZipEntry } from './zip-entry.ts';

// Reading an uploaded ZIP without trusting a byte of it, and the one reader of every archive the
// portal opens (catalogues, definition ZIPs, spreadsheets, attachments).
//
// A ZIP describes its files twice: a local header before each file's data, and the central
// directory at the end (found from the end record). Readers that follow the local headers and
// readers that follow the directory can see two different archives in one file: a file whose one
// stored entry holds a complete workbook, with that workbook's directory at the end, is a harmless
// file to the first and a 3 GiB spreadsheet to the second. So the directory is read from where a
// well-formed archive has it, and checked one for one against the local headers met walking the
// file from its first byte: same names in the same order, each at the offset the directory gives,
// same method, sizes and checksum (the data descriptor's, where the sizes follow the data), and
// no byte that belongs to no entry. Only then is anything inflated: as a stream, every entry's
// output counted as it comes, stopped at the size the headers declared, the ratio or the limit.
// Entry names must be plain relative paths. Pure: the server runs it on the worker pool.

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

/** The entries of an archive whose structure passed, without their content. */
export type ZipDirectoryRead = { ok: true; names: string[] } | { ok: false; reason: string };

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

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_RECORD = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const DATA_DESCRIPTOR = 0x08074b50;
const LOCAL_HEADER_BYTES = 30;
const CENTRAL_HEADER_BYTES = 46;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** Flags the two headers must agree on: encrypted (0), sizes after the data (3), UTF-8 names (11). */
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const COMPARED_FLAGS = FLAG_ENCRYPTED | FLAG_DESCRIPTOR | FLAG_UTF8;

/** Input is fed to the inflater in slices this big, so that a refusal stops it within one slice. */
const SLICE_BYTES = 16 * 1024;

const texts = {
  notZip: (file: string) => `'${file}' is geen ZIP-bestand.`,
  broken: (file: string) => `'${file}' is geen geldig ZIP-bestand of is beschadigd.`,
  noEnd: (file: string) => `'${file}' is geen geldig ZIP-bestand of is beschadigd: de inhoudsopgave aan het eind ontbreekt of klopt niet met de lengte van het bestand.`,
  mismatch: (file: string) => `'${file}' is geen geldig ZIP-bestand: de inhoudsopgave klopt niet met de bestanden erin.`,
  overlap: (file: string) => `'${file}' is geen geldig ZIP-bestand: bestanden erin overlappen elkaar (mogelijk een ZIP-bom).`,
  stray: (file: string) => `'${file}' is geen geldig ZIP-bestand: het bevat bytes die bij geen enkel bestand erin horen.`,
  zip64: (file: string) => `'${file}' is een ZIP64-bestand of bestaat uit meerdere delen; dat wordt niet ondersteund.`,
  tooMany: (file: string, max: number) => `'${file}' bevat meer dan ${max} bestanden.`,
  unsafe: (file: string, name: string, reason: string) => `Het bestand '${name}' in '${file}' ${reason}.`,
  twice: (file: string, name: string) => `'${file}' bevat '${name}' twee keer.`,
  method: (file: string, name: string) => `Het bestand '${name}' in '${file}' is gecomprimeerd op een niet-ondersteunde manier.`,
  encrypted: (file: string, name: string) => `Het bestand '${name}' in '${file}' is versleuteld; dat wordt niet ondersteund.`,
  larger: (file: string, name: string) => `Het bestand '${name}' in '${file}' is groter dan het ZIP-bestand opgeeft (mogelijk een ZIP-bom).`,
  ratio: (file: string, name: string) => `Het bestand '${name}' in '${file}' is verdacht sterk gecomprimeerd (mogelijk een ZIP-bom).`,
  total: (file: string, max: number) => `'${file}' is uitgepakt groter dan de toegestane ${megabytes(max)} MB.`,
  checksum: (file: string, name: string) => `Het bestand '${name}' in '${file}' is beschadigd: de controlesom klopt niet.`,
};

/** One entry as the central directory and its local header agree on it. */
interface LaidOutEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where its data starts and ends in the archive. */
  dataStart: number;
  dataEnd: number;
}

type Layout = { ok: true; entries: LaidOutEntry[] } | { ok: false; reason: string };

class Refusal extends Error {}

const u16 = (view: DataView, offset: number) => view.getUint16(offset, true);
const u32 = (view: DataView, offset: number) => view.getUint32(offset, true);

function sameBytes(bytes: Uint8Array, a: number, b: number, length: number): boolean {
  for (let index = 0; index < length; index += 1) if (bytes[a + index] !== bytes[b + index]) return false;
  return true;
}

function entryName(bytes: Uint8Array, flags: number): string {
  // Without the UTF-8 flag a name is CP437; its ASCII part (all a safe name may hold) reads the same as Latin-1.
  if (flags & FLAG_UTF8) return new TextDecoder('utf-8').decode(bytes);
  let name = '';
  for (const byte of bytes) name += String.fromCharCode(byte);
  return name;
}

/**
 * The end record: the last 22 bytes plus its comment, the comment's length ending exactly at the
 * file's end. One such record, not ZIP64, one disk, its directory ending where the record starts.
 */
function endRecord(bytes: Uint8Array, view: DataView, fileName: string): { end: number; count: number; directoryStart: number } {
  const candidates: number[] = [];
  const lowest = Math.max(0, bytes.byteLength - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let offset = bytes.byteLength - END_RECORD_BYTES; offset >= lowest; offset -= 1) {
    if (u32(view, offset) === END_RECORD && offset + END_RECORD_BYTES + u16(view, offset + 20) === bytes.byteLength) candidates.push(offset);
  }
  const [end] = candidates;
  if (end === undefined || candidates.length > 1) throw new Refusal(texts.noEnd(fileName));
  const disk = u16(view, end + 4);
  const directoryDisk = u16(view, end + 6);
  const countOnDisk = u16(view, end + 8);
  const count = u16(view, end + 10);
  const directorySize = u32(view, end + 12);
  const directoryStart = u32(view, end + 16);
  const zip64 = count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff || (end >= 20 && u32(view, end - 20) === ZIP64_END_LOCATOR);
  if (zip64 || disk !== 0 || directoryDisk !== 0 || countOnDisk !== count) throw new Refusal(texts.zip64(fileName));
  if (directoryStart + directorySize !== end) throw new Refusal(texts.noEnd(fileName));
  return { end, count, directoryStart };
}

/** The central directory's entries, each checked against the local header where it says that header is. */
function layout(bytes: Uint8Array, fileName: string, maxEntries: number): LaidOutEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { end, count, directoryStart } = endRecord(bytes, view, fileName);
  if (count > maxEntries) throw new Refusal(texts.tooMany(fileName, maxEntries));
  const entries: LaidOutEntry[] = [];
  const names = new Set<string>();
  const fits = (offset: number, length: number, limit: number) => offset + length <= limit;
  let central = directoryStart;
  // Walking the local headers from the first byte: each must start where the previous entry ended.
  let local = 0;
  for (let index = 0; index < count; index += 1) {
    if (!fits(central, CENTRAL_HEADER_BYTES, bytes.byteLength) || u32(view, central) !== CENTRAL_HEADER) throw new Refusal(texts.broken(fileName));
    const flags = u16(view, central + 8);
    const method = u16(view, central + 10);
    const crc = u32(view, central + 16);
    const compressedSize = u32(view, central + 20);
    const size = u32(view, central + 24);
    const nameLength = u16(view, central + 28);
    const recordLength = CENTRAL_HEADER_BYTES + nameLength + u16(view, central + 30) + u16(view, central + 32);
    const startDisk = u16(view, central + 34);
    const offset = u32(view, central + 42);
    if (!fits(central, recordLength, bytes.byteLength)) throw new Refusal(texts.broken(fileName));
    if (compressedSize === 0xffffffff || size === 0xffffffff || offset === 0xffffffff || startDisk !== 0) throw new Refusal(texts.zip64(fileName));
    const nameStart = central + CENTRAL_HEADER_BYTES;
    const name = entryName(bytes.subarray(nameStart, nameStart + nameLength), flags);
    const unsafe = unsafeZipEntryReason(name);
    if (unsafe) throw new Refusal(texts.unsafe(fileName, name, unsafe));
    if (names.has(name)) throw new Refusal(texts.twice(fileName, name));
    names.add(name);

    // Its local header: exactly where the previous entry ended, and saying the same.
    if (offset < local) throw new Refusal(texts.overlap(fileName));
    if (offset !== local) throw new Refusal(leftOver(view, local, directoryStart, fileName));
    if (!fits(local, LOCAL_HEADER_BYTES, directoryStart) || u32(view, local) !== LOCAL_HEADER) throw new Refusal(texts.mismatch(fileName));
    const localFlags = u16(view, local + 6);
    const localNameLength = u16(view, local + 26);
    const dataStart = local + LOCAL_HEADER_BYTES + localNameLength + u16(view, local + 28);
    const sameHeader =
      (localFlags & COMPARED_FLAGS) === (flags & COMPARED_FLAGS) &&
      u16(view, local + 8) === method &&
      localNameLength === nameLength &&
      fits(local + LOCAL_HEADER_BYTES, localNameLength, directoryStart) &&
      sameBytes(bytes, local + LOCAL_HEADER_BYTES, nameStart, nameLength);
    // With a data descriptor the local header may leave the checksum and sizes 0; otherwise they must match.
    const localValues = [u32(view, local + 14), u32(view, local + 18), u32(view, local + 22)];
    const sameValues = localValues.every((value, at) => value === [crc, compressedSize, size][at] || (flags & FLAG_DESCRIPTOR && value === 0));
    if (!sameHeader || !sameValues) throw new Refusal(texts.mismatch(fileName));
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryStart) throw new Refusal(texts.mismatch(fileName));
    local = flags & FLAG_DESCRIPTOR ? afterDescriptor(view, dataEnd, directoryStart, [crc, compressedSize, size], fileName) : dataEnd;

    if (flags & FLAG_ENCRYPTED) throw new Refusal(texts.encrypted(fileName, name));
    if (!name.endsWith('/') && method !== 0 && method !== 8) throw new Refusal(texts.method(fileName, name));
    entries.push({ name, method, crc, compressedSize, size, dataStart, dataEnd });
    central += recordLength;
  }
  // The directory holds exactly the entries the end record counts.
  if (central !== end) throw new Refusal(texts.broken(fileName));
  // What is left between the last entry and the directory is a local header the directory leaves out, or bytes of no entry.
  if (local !== directoryStart) throw new Refusal(leftOver(view, local, directoryStart, fileName));
  return entries;
}

/** Bytes at `at` that no directory entry starts at: a local header the directory leaves out, or bytes of no entry. */
function leftOver(view: DataView, at: number, directoryStart: number, fileName: string): string {
  const strayBytes = at < directoryStart && !(at + 4 <= directoryStart && u32(view, at) === LOCAL_HEADER);
  return strayBytes ? texts.stray(fileName) : texts.mismatch(fileName);
}

/** The data descriptor after an entry's data (its signature optional), which must repeat the directory's values. */
function afterDescriptor(view: DataView, dataEnd: number, limit: number, expected: number[], fileName: string): number {
  const matches = (at: number) => at + 12 <= limit && expected.every((value, index) => u32(view, at + index * 4) === value);
  if (dataEnd + 4 <= limit && u32(view, dataEnd) === DATA_DESCRIPTOR && matches(dataEnd + 4)) return dataEnd + 16;
  if (matches(dataEnd)) return dataEnd + 12;
  throw new Refusal(texts.mismatch(fileName));
}

function laidOut(bytes: Uint8Array, fileName: string, maxEntries: number): Layout {
  if (!looksLikeZip(bytes)) return { ok: false, reason: texts.notZip(fileName) };
  try {
    return { ok: true, entries: layout(bytes, fileName, maxEntries) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}

function looksLikeZip(bytes: Uint8Array): boolean {
  // Local file header (PK\3\4) or the end record of an empty archive (PK\5\6).
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

/**
 * The names of a ZIP's entries (folders included) when its structure passes every check of
 * readZip, without inflating anything: even a ZIP bomb costs nothing. Or the Dutch reason why not.
 */
export function readZipDirectory(bytes: Uint8Array, fileName: string, limits: ZipLimits = defaultZipLimits): ZipDirectoryRead {
  const read = laidOut(bytes, fileName, limits.maxEntries);
  return read.ok ? { ok: true, names: read.entries.map((entry) => entry.name) } : read;
}

/**
 * Unpacks the files of a ZIP (folders left out), or says in Dutch why not: not a ZIP, broken, a
 * directory that does not describe the files in it (or bytes it does not account for), an unsafe
 * or duplicate name, an unsupported compression, more entries or bytes than the limits, an entry
 * larger than its headers declared or with another checksum, or a ratio only a ZIP bomb has.
 */
export function readZip(bytes: Uint8Array, fileName: string, limits: ZipLimits = defaultZipLimits): ZipRead {
  const read = laidOut(bytes, fileName, limits.maxEntries);
  if (!read.ok) return read;
  // The ratio applies to the archive as a whole: the per-entry packed sizes are the archive's word.
  const totalLimit = Math.min(limits.maxTotalBytes, Math.max(bytes.byteLength, 1024) * limits.maxRatio);
  const entries: ZipEntry[] = [];
  let totalBytes = 0;
  for (const entry of read.entries) {
    if (entry.name.endsWith('/')) continue;
    const chunks: Uint8Array[] = [];
    let entryBytes = 0;
    let refusal: string | null = null;
    const take = (chunk: Uint8Array) => {
      entryBytes += chunk.byteLength;
      totalBytes += chunk.byteLength;
      if (entryBytes > entry.size) refusal = texts.larger(fileName, entry.name);
      else if (totalBytes > totalLimit) refusal = totalLimit < limits.maxTotalBytes ? texts.ratio(fileName, entry.name) : texts.total(fileName, limits.maxTotalBytes);
      else chunks.push(chunk);
    };
    if (entry.method === 0) {
      // A copy, not a view: a view would keep (and carry across threads) the whole upload.
      take(bytes.slice(entry.dataStart, entry.dataEnd));
    } else {
      const inflater = new Inflate((chunk) => {
        if (refusal === null && chunk.byteLength > 0) take(chunk);
      });
      try {
        let offset = entry.dataStart;
        do {
          const end = Math.min(offset + SLICE_BYTES, entry.dataEnd);
          inflater.push(bytes.subarray(offset, end), end === entry.dataEnd);
          offset = end;
        } while (refusal === null && offset < entry.dataEnd);
      } catch {
        refusal ??= texts.broken(fileName);
      }
    }
    if (refusal !== null) return { ok: false, reason: refusal };
    if (entryBytes !== entry.size) return { ok: false, reason: texts.broken(fileName) };
    const content = concatBytes(chunks);
    if (crc32(content) !== entry.crc) return { ok: false, reason: texts.checksum(fileName, entry.name) };
    entries.push({ name: entry.name, content });
  }
  return { ok: true, entries };
}

/**
 * A new archive of exactly these entries (stored, no compression), for a library that opens
 * archives itself: it is given what readZip passed, never the uploaded bytes.
 */
export function rebuildZip(entries: readonly ZipEntry[]): Uint8Array {
  return zipSync(Object.fromEntries(entries.map((entry) => [entry.name, entry.content])), { level: 0, mtime: new Date(Date.UTC(2000, 0, 1)) });
}
