import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZip, unsafeZipEntryReason, type ZipLimits } from './read-zip.ts';

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
});
