import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { centralRecord, concatBytes, deflatedPart, endRecord, localRecord, nestedZip, storedPart, zipOfParts } from './crafted-zips.ts';
import { readZip, readZipDirectory, rebuildZip, unsafeZipEntryReason, type ZipLimits } from './read-zip.ts';

/** A ZIP whose headers name each entry as given (fflate refuses nothing). */
function zipWith(entries: Record<string, string | Uint8Array>, level: 0 | 6 | 9 = 6): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(entries).map(([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content])), { level });
}

/** The same ZIP with every header (local and central) declaring `size` unpacked bytes. */
function withDeclaredSize(zip: Uint8Array, size: number): Uint8Array {
  const patched = new Uint8Array(zip);
  const view = new DataView(patched.buffer);
  for (let offset = 0; offset + 4 <= patched.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint32(offset + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
  return patched;
}

function reasonOf(bytes: Uint8Array, fileName: string, limits?: ZipLimits): string {
  const read = readZip(bytes, fileName, limits);
  if (read.ok) throw new Error('the ZIP was accepted');
  return read.reason;
}

describe('readZip', () => {
  it('unpacks the files of a ZIP, folders left out, empty files included', () => {
    const read = readZip(zipWith({ 'map/': new Uint8Array(0), 'map/a.xsd': '<a/>', 'b.json': '{}', 'leeg.txt': '' }), 'x.zip');
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries.map((entry) => entry.name).sort()).toEqual(['b.json', 'leeg.txt', 'map/a.xsd']);
    expect(new TextDecoder().decode(read.entries.find((entry) => entry.name === 'b.json')?.content)).toBe('{}');
  });

  it('unpacks stored and deflated entries larger than one input slice', () => {
    // Varied text (a fixed pseudo-random sequence): it compresses like a real schema, not like a bomb.
    let seed = 7;
    const large = Array.from({ length: 40_000 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed.toString(36))).join('\n');
    for (const level of [0, 9] as const) {
      const read = readZip(zipWith({ 'groot.txt': large }, level), 'x.zip');
      if (!read.ok) throw new Error(read.reason);
      expect(new TextDecoder().decode(read.entries[0]?.content)).toBe(large);
    }
  });

  it('refuses bytes that are not a ZIP', () => {
    expect(reasonOf(strToU8('<xs:schema/>'), 'catalogus.zip')).toBe("'catalogus.zip' is geen ZIP-bestand.");
  });

  it('refuses a truncated ZIP', () => {
    const zip = zipWith({ 'a.xsd': 'x'.repeat(1000) });
    expect(reasonOf(zip.subarray(0, 40), 'kapot.zip')).toMatch(/beschadigd/);
  });

  it.each([
    ['../evil.xsd', "'..'"],
    ['map/../../evil.xsd', "'..'"],
    ['/etc/passwd', 'absoluut pad'],
    ['C:/windows/evil.xsd', 'stationsletter'],
    ['map\\evil.xsd', 'backslash'],
  ])('refuses the entry name %s', (name, reason) => {
    expect(reasonOf(zipWith({ [name]: 'x' }), 'x.zip')).toContain(reason);
  });

  it('accepts plain relative names', () => {
    expect(unsafeZipEntryReason('xsd/formaten_20260201.xsd')).toBeNull();
    expect(unsafeZipEntryReason('a..b.xsd')).toBeNull();
  });

  it('refuses a ZIP bomb by its compression ratio', () => {
    expect(reasonOf(zipWith({ 'bom.xsd': new Uint8Array(10 * 1024 * 1024) }, 9), 'bom.zip')).toMatch(/ZIP-bom/);
  });

  it('refuses an entry whose headers hide how large it is, stopping where the headers said it ends', () => {
    const hidden = withDeclaredSize(zipWith({ 'a.txt': 'x'.repeat(100_000) }, 6), 10);
    expect(reasonOf(hidden, 'lieg.zip', { maxTotalBytes: 1_000_000, maxEntries: 10, maxRatio: 100_000 })).toBe(
      "Het bestand 'a.txt' in 'lieg.zip' is groter dan het ZIP-bestand opgeeft (mogelijk een ZIP-bom).",
    );
  });

  it('refuses a bomb whose headers claim a modest size, without inflating it all', () => {
    // 64 MiB of zeros that every header calls 1 KiB: refused after about 1 KiB of output.
    const bomb = withDeclaredSize(zipWith({ 'nul.bin': new Uint8Array(64 * 1024 * 1024) }, 9), 1024);
    expect(reasonOf(bomb, 'bom.zip')).toMatch(/groter dan het ZIP-bestand opgeeft/);
  });

  it('refuses more unpacked bytes than the limit', () => {
    const zip = zipWith({ 'a.bin': new Uint8Array(600), 'b.bin': new Uint8Array(600) }, 0);
    expect(reasonOf(zip, 'groot.zip', { maxTotalBytes: 1000, maxEntries: 10, maxRatio: 200 })).toMatch(/uitgepakt groter dan/);
  });

  it('refuses more entries than the limit', () => {
    const zip = zipWith(Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`f${index}.txt`, 'x'])));
    expect(reasonOf(zip, 'veel.zip', { maxTotalBytes: 1000, maxEntries: 4, maxRatio: 200 })).toBe("'veel.zip' bevat meer dan 4 bestanden.");
  });

  it('reads a ZIP written byte by byte, stored and deflated, and a rebuilt copy of it the same', () => {
    const zip = zipOfParts([storedPart('a.txt', 'alfa'), deflatedPart('map/b.txt', 'beta '.repeat(100))]);
    const read = readZip(zip, 'x.zip');
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries.map((entry) => [entry.name, new TextDecoder().decode(entry.content)])).toEqual([
      ['a.txt', 'alfa'],
      ['map/b.txt', 'beta '.repeat(100)],
    ]);
    const again = readZip(rebuildZip(read.entries), 'x.zip');
    expect(again).toEqual(read);
  });

  it('refuses a stored entry holding a whole archive whose directory ends the file (what a directory reader would open)', () => {
    // Inner: a workbook part that would inflate far beyond the outer file; the local headers show one stored file.
    const nested = nestedZip('x.xlsx', [deflatedPart('[Content_Types].xml', '<Types/>'), deflatedPart('xl/sharedStrings.xml', '<si/>'.repeat(10_000))]);
    const mismatch = "'x.xlsx' is geen geldig ZIP-bestand: de inhoudsopgave klopt niet met de bestanden erin.";
    expect(reasonOf(nested, 'x.xlsx')).toBe(mismatch);
    expect(readZipDirectory(nested, 'x.xlsx')).toEqual({ ok: false, reason: mismatch });
  });

  it('refuses two directory entries on one local header (an overlapping ZIP bomb)', () => {
    const part = deflatedPart('a.xml', '<a/>'.repeat(1000));
    const local = localRecord(part);
    const directory = concatBytes(centralRecord(part, 0), centralRecord({ ...part, name: 'b.xml' }, 0));
    const zip = concatBytes(local, directory, endRecord(2, directory.byteLength, local.byteLength));
    expect(reasonOf(zip, 'bom.zip')).toBe("'bom.zip' is geen geldig ZIP-bestand: bestanden erin overlappen elkaar (mogelijk een ZIP-bom).");
  });

  it.each([
    ['another name', { name: 'b.txt' }],
    ['another unpacked size', { size: 3 }],
    ['another packed size', { compressedSize: 3 }],
    ['another checksum', { crc: 1 }],
    ['another method', { method: 8 }],
  ])('refuses a local header with %s than its directory entry', (_, local) => {
    const part = storedPart('a.txt', 'alfa');
    const record = localRecord(part, local);
    const directory = centralRecord(part, 0);
    const zip = concatBytes(record, directory, endRecord(1, directory.byteLength, record.byteLength));
    expect(reasonOf(zip, 'x.zip')).toBe("'x.zip' is geen geldig ZIP-bestand: de inhoudsopgave klopt niet met de bestanden erin.");
  });

  it('refuses a local header the directory leaves out', () => {
    const [a, b] = [storedPart('a.txt', 'alfa'), storedPart('b.txt', 'beta')];
    const locals = concatBytes(localRecord(a), localRecord(b));
    const directory = centralRecord(a, 0);
    const zip = concatBytes(locals, directory, endRecord(1, directory.byteLength, locals.byteLength));
    expect(reasonOf(zip, 'x.zip')).toBe("'x.zip' is geen geldig ZIP-bestand: de inhoudsopgave klopt niet met de bestanden erin.");
  });

  it('refuses bytes between the entries and the directory that belong to no entry', () => {
    const part = storedPart('a.txt', 'alfa');
    const local = concatBytes(localRecord(part), new TextEncoder().encode('verstopt'));
    const directory = centralRecord(part, 0);
    const zip = concatBytes(local, directory, endRecord(1, directory.byteLength, local.byteLength));
    expect(reasonOf(zip, 'x.zip')).toBe("'x.zip' is geen geldig ZIP-bestand: het bevat bytes die bij geen enkel bestand erin horen.");
  });

  it('refuses bytes after the end record, and an end record whose comment length does not reach the end', () => {
    const zip = zipOfParts([storedPart('a.txt', 'alfa')]);
    const noEnd = "'x.zip' is geen geldig ZIP-bestand of is beschadigd: de inhoudsopgave aan het eind ontbreekt of klopt niet met de lengte van het bestand.";
    expect(reasonOf(concatBytes(zip, new Uint8Array(5)), 'x.zip')).toBe(noEnd);
    const local = localRecord(storedPart('a.txt', 'alfa'));
    const directory = centralRecord(storedPart('a.txt', 'alfa'), 0);
    const lying = concatBytes(local, directory, endRecord(1, directory.byteLength, local.byteLength, { bytes: new TextEncoder().encode('hoi'), statedLength: 10 }));
    expect(reasonOf(lying, 'x.zip')).toBe(noEnd);
    const honest = concatBytes(local, directory, endRecord(1, directory.byteLength, local.byteLength, { bytes: new TextEncoder().encode('hoi') }));
    expect(readZip(honest, 'x.zip').ok).toBe(true);
  });

  it('refuses a ZIP64 or multi-part end record', () => {
    const part = storedPart('a.txt', 'alfa');
    const local = localRecord(part);
    const directory = centralRecord(part, 0);
    const end = endRecord(1, directory.byteLength, local.byteLength);
    new DataView(end.buffer).setUint16(4, 1, true);
    expect(reasonOf(concatBytes(local, directory, end), 'x.zip')).toBe("'x.zip' is een ZIP64-bestand of bestaat uit meerdere delen; dat wordt niet ondersteund.");
  });

  it('refuses content whose checksum differs from what both headers say', () => {
    const part = { ...storedPart('a.txt', 'alfa'), crc: 1234 };
    expect(reasonOf(zipOfParts([part]), 'x.zip')).toBe("Het bestand 'a.txt' in 'x.zip' is beschadigd: de controlesom klopt niet.");
  });

  it('reads entries whose sizes follow their data in a descriptor, and refuses a descriptor that differs', () => {
    const part = { ...deflatedPart('a.txt', 'alfa '.repeat(50)), flags: 0x0808 };
    const descriptor = (values: number[]) => {
      const bytes = new Uint8Array(16);
      const view = new DataView(bytes.buffer);
      view.setUint32(0, 0x08074b50, true);
      values.forEach((value, index) => view.setUint32(4 + index * 4, value, true));
      return bytes;
    };
    const build = (values: number[]) => {
      const local = concatBytes(localRecord(part, { crc: 0, compressedSize: 0, size: 0 }), descriptor(values));
      const directory = centralRecord(part, 0);
      return concatBytes(local, directory, endRecord(1, directory.byteLength, local.byteLength));
    };
    const read = readZip(build([part.crc, part.compressedSize, part.size]), 'x.zip');
    if (!read.ok) throw new Error(read.reason);
    expect(new TextDecoder().decode(read.entries[0]?.content)).toBe('alfa '.repeat(50));
    expect(reasonOf(build([part.crc, part.compressedSize, part.size + 1]), 'x.zip')).toMatch(/inhoudsopgave klopt niet/);
  });
});
