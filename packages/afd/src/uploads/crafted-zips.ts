import { deflateSync } from 'fflate';
import { concatBytes as joined, crc32 } from './bytes.ts';

// ZIPs written byte by byte, for the tests of the archive reader and of the routes that take
// uploads: every header field is what the caller says, so an archive can lie in exactly one place
// (a directory entry another name or size than its local header, two directory entries on one
// local header, bytes after the end record, a stored entry that holds a whole other archive).
// Not used by production code.

/** One entry as it is written: its data as it lies in the file and the values both headers state. */
export interface ZipPart {
  name: string;
  /** The bytes in the file (compressed for method 8). */
  data: Uint8Array;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  flags: number;
}

const encoder = new TextEncoder();

/** An entry stored as it is. */
export function storedPart(name: string, content: Uint8Array | string): ZipPart {
  const bytes = typeof content === 'string' ? encoder.encode(content) : content;
  return { name, data: bytes, method: 0, crc: crc32(bytes), compressedSize: bytes.byteLength, size: bytes.byteLength, flags: 0x0800 };
}

/** An entry deflated. */
export function deflatedPart(name: string, content: Uint8Array | string): ZipPart {
  const bytes = typeof content === 'string' ? encoder.encode(content) : content;
  const data = deflateSync(bytes, { level: 6 });
  return { name, data, method: 8, crc: crc32(bytes), compressedSize: data.byteLength, size: bytes.byteLength, flags: 0x0800 };
}

/** A local header (as the part states it, with `local` overriding any of its values) followed by the part's data. */
export function localRecord(part: ZipPart, local: Partial<ZipPart> = {}): Uint8Array {
  const header = { ...part, ...local };
  const name = encoder.encode(header.name);
  const out = new Uint8Array(30 + name.byteLength + part.data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, header.flags, true);
  view.setUint16(8, header.method, true);
  view.setUint32(14, header.crc, true);
  view.setUint32(18, header.compressedSize, true);
  view.setUint32(22, header.size, true);
  view.setUint16(26, name.byteLength, true);
  out.set(name, 30);
  out.set(part.data, 30 + name.byteLength);
  return out;
}

/** A central directory record for the part whose local header is at `offset`. */
export function centralRecord(part: ZipPart, offset: number): Uint8Array {
  const name = encoder.encode(part.name);
  const out = new Uint8Array(46 + name.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x02014b50, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, 20, true);
  view.setUint16(8, part.flags, true);
  view.setUint16(10, part.method, true);
  view.setUint32(16, part.crc, true);
  view.setUint32(20, part.compressedSize, true);
  view.setUint32(24, part.size, true);
  view.setUint16(28, name.byteLength, true);
  view.setUint32(42, offset, true);
  out.set(name, 46);
  return out;
}

/** The end record: `count` entries in a directory of `size` bytes at `offset`, and a comment (its stated length may lie). */
export function endRecord(count: number, size: number, offset: number, comment: { bytes?: Uint8Array; statedLength?: number } = {}): Uint8Array {
  const bytes = comment.bytes ?? new Uint8Array(0);
  const out = new Uint8Array(22 + bytes.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, count, true);
  view.setUint16(10, count, true);
  view.setUint32(12, size, true);
  view.setUint32(16, offset, true);
  view.setUint16(20, comment.statedLength ?? bytes.byteLength, true);
  out.set(bytes, 22);
  return out;
}

/** The parts one after another. */
export const concatBytes = (...parts: Uint8Array[]): Uint8Array => joined(parts);

/** The local records of the parts one after another, starting at `base`, and where each starts. */
function localSection(parts: readonly ZipPart[], base = 0): { bytes: Uint8Array; offsets: number[] } {
  const records = parts.map((part) => localRecord(part));
  const offsets: number[] = [];
  let offset = base;
  for (const record of records) {
    offsets.push(offset);
    offset += record.byteLength;
  }
  return { bytes: joined(records), offsets };
}

/** The directory and end record for parts whose local records are at `offsets`, the directory starting at `at`. */
function directoryAndEnd(parts: readonly ZipPart[], offsets: readonly number[], at: number): Uint8Array {
  const directory = joined(parts.map((part, index) => centralRecord(part, offsets[index] ?? 0)));
  return joined([directory, endRecord(parts.length, directory.byteLength, at)]);
}

/** A well-formed ZIP of the parts. */
export function zipOfParts(parts: readonly ZipPart[]): Uint8Array {
  const local = localSection(parts);
  return joined([local.bytes, directoryAndEnd(parts, local.offsets, local.bytes.byteLength)]);
}

/**
 * The archive of the attack: one stored entry `outerName` whose data is a complete ZIP of `inner`,
 * followed by the inner archive's directory and end record again, its offsets pointing at the
 * inner local headers inside the stored data. A reader that walks the local headers sees one
 * harmless file; a reader that starts from the end record sees the inner archive.
 */
export function nestedZip(outerName: string, inner: readonly ZipPart[]): Uint8Array {
  const innerZip = zipOfParts(inner);
  const outer = storedPart(outerName, innerZip);
  const header = localRecord(outer);
  const innerStart = header.byteLength - innerZip.byteLength;
  const { offsets } = localSection(inner, innerStart);
  return joined([header, directoryAndEnd(inner, offsets, header.byteLength)]);
}
