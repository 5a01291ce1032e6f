import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { nestedZip, storedPart, zipOfParts } from '../uploads/crafted-zips.ts';
import { attachmentContentType } from './attachment-content-type.ts';
import { attachmentFileNameProblem } from './attachment-file-name.ts';

const bytes = (...values: number[]) => new Uint8Array([...values, 0x00, 0x10, 0x20]);
const text = (value: string) => new TextEncoder().encode(value);
const zip = (names: string[]) => zipSync(Object.fromEntries(names.map((name) => [name, strToU8('<x/>')])));

const attachmentSamples = {
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  gif: text('GIF89a....'),
  tiffLittle: bytes(0x49, 0x49, 0x2a, 0x00),
  tiffBig: bytes(0x4d, 0x4d, 0x00, 0x2a),
  bmp: text('BM......'),
  pdf: text('%PDF-1.7\n'),
  ole2: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
  docx: zip(['[Content_Types].xml', 'word/document.xml']),
  xlsx: zip(['[Content_Types].xml', 'xl/workbook.xml']),
  csv: text('\uFEFFnaam;waarde\nPolis;€ 12,50\n'),
};

describe('accepted attachments, by content and extension', () => {
  it.each([
    ['foto.jpg', attachmentSamples.jpeg, 'image/jpeg'],
    ['foto.JPEG', attachmentSamples.jpeg, 'image/jpeg'],
    ['scherm.png', attachmentSamples.png, 'image/png'],
    ['animatie.gif', attachmentSamples.gif, 'image/gif'],
    ['scan.tif', attachmentSamples.tiffLittle, 'image/tiff'],
    ['scan.tiff', attachmentSamples.tiffBig, 'image/tiff'],
    ['plaatje.bmp', attachmentSamples.bmp, 'image/bmp'],
    ['verslag.pdf', attachmentSamples.pdf, 'application/pdf'],
    ['oud.doc', attachmentSamples.ole2, 'application/msword'],
    ['oud.xls', attachmentSamples.ole2, 'application/vnd.ms-excel'],
    ['nieuw.docx', attachmentSamples.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['nieuw.xlsx', attachmentSamples.xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['lijst.csv', attachmentSamples.csv, 'text/csv'],
  ])('%s is stored as %s', (name, content, type) => {
    expect(attachmentContentType(name, content)).toBe(type);
  });
});

describe('refused attachments', () => {
  it.each([
    ['a PNG named .jpg', 'foto.jpg', attachmentSamples.png],
    ['a PDF named .png', 'scherm.png', attachmentSamples.pdf],
    ['HTML named .pdf', 'verslag.pdf', text('<html><script>alert(1)</script></html>')],
    ['an xlsx named .docx', 'nieuw.docx', attachmentSamples.xlsx],
    ['a plain ZIP named .xlsx', 'nieuw.xlsx', zip(['xl/workbook.xml'])],
    ['a broken ZIP named .docx', 'nieuw.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ['binary named .csv', 'lijst.csv', bytes(0x41, 0x42)],
    ['Latin-1 text named .csv', 'lijst.csv', new Uint8Array([0x6e, 0x61, 0xe9, 0x66])],
    ['an executable', 'setup.exe', text('MZ....')],
    ['no extension', 'README', attachmentSamples.pdf],
    ['an empty file', 'leeg.pdf', new Uint8Array()],
  ])('%s', (_, name, content) => {
    expect(attachmentContentType(name, content)).toBeNull();
  });
});

describe('attachment file names', () => {
  it.each(['foto.jpg', 'Verslag melding 12 (definitief).pdf', 'één-twee.csv', `${'a'.repeat(96)}.pdf`])('accepts %s', (name) => {
    expect(attachmentFileNameProblem(name)).toBeNull();
  });

  it.each(['', '  ', '..', '../geheim.pdf', 'map/foto.jpg', 'map\\foto.jpg', 'foto\u0000.jpg', 'regel\nbreuk.pdf', 'c:foto.jpg', ' foto.jpg', `${'a'.repeat(97)}.pdf`, `${'é'.repeat(17)}.pdf`, 'foto\uD800.jpg'])(
    'refuses %j',
    (name) => {
      expect(attachmentFileNameProblem(name)).not.toBeNull();
    },
  );
});

describe('a ZIP that claims more entries than any Office file has', () => {
  it('is refused quickly instead of walking billions of entries', () => {
    const honest = zipSync({ '[Content_Types].xml': strToU8('<x/>'), 'word/document.xml': strToU8('<x/>') });
    // Rewrite the end-of-central-directory record as a ZIP64 archive claiming 4 billion entries.
    const end = honest.length - 22;
    const locator = new Uint8Array(20);
    const zip64End = new Uint8Array(56);
    const view64 = new DataView(zip64End.buffer);
    view64.setUint32(0, 0x06064b50, true);
    view64.setUint32(32, 0xfffffff0, true);
    view64.setUint32(48, new DataView(honest.buffer, honest.byteOffset).getUint32(end + 16, true), true);
    const viewLocator = new DataView(locator.buffer);
    viewLocator.setUint32(0, 0x07064b50, true);
    viewLocator.setUint32(8, end, true);
    const tail = honest.slice(end);
    new DataView(tail.buffer).setUint32(16, 0xffffffff, true);
    const crafted = new Uint8Array([...honest.slice(0, end), ...zip64End, ...locator, ...tail]);
    const started = performance.now();
    expect(attachmentContentType('groot.docx', crafted)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('an Office file whose directory describes another archive than its local headers', () => {
  it('is refused: the stored entry holds a whole workbook whose directory ends the file', () => {
    const workbook = [storedPart('[Content_Types].xml', '<x/>'), storedPart('xl/workbook.xml', '<x/>')];
    expect(attachmentContentType('nieuw.xlsx', zipOfParts(workbook))).not.toBeNull();
    expect(attachmentContentType('nieuw.xlsx', nestedZip('onschuldig.txt', workbook))).toBeNull();
  });
});
