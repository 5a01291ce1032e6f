import { deflateRawSync, constants } from 'node:zlib';
import { zipSync, strToU8 } from 'fflate';
import { nestedZip, storedPart, type ZipPart } from '@afd/afd/demo';

// Workbooks for the archive tests, written as their XML parts: a legal one of any number of shared
// strings (one per row of the first column), and the workbook of issue 28: a harmless-looking
// .xlsx whose one stored entry holds a workbook whose sharedStrings.xml inflates to gigabytes.

const contentTypes = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Definitie" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const workbookRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const sstOpen = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`;
const sheetOpen = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const sheetClose = `</sheetData></worksheet>`;

const fixedParts = { '[Content_Types].xml': contentTypes, '_rels/.rels': rootRels, 'xl/workbook.xml': workbook, 'xl/_rels/workbook.xml.rels': workbookRels };

/** A legal .xlsx whose first sheet has `count` rows, each one distinct shared string ('tekst 1', 'tekst 2', ...). */
export function workbookOfSharedStrings(count: number): Uint8Array {
  const strings: string[] = [];
  const rows: string[] = [];
  for (let index = 0; index < count; index += 1) {
    strings.push(`<si><t>tekst ${index + 1}</t></si>`);
    rows.push(`<row r="${index + 1}"><c r="A${index + 1}" t="s"><v>${index}</v></c></row>`);
  }
  const parts: Record<string, string> = { ...fixedParts, 'xl/sharedStrings.xml': `${sstOpen}${strings.join('')}</sst>`, 'xl/worksheets/sheet1.xml': `${sheetOpen}${rows.join('')}${sheetClose}` };
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])), { level: 1 });
}

/**
 * A deflated part of `size` bytes of `body` repeated between `head` and `tail`, written as one
 * compressed segment repeated (each segment full-flushed, so repeats are independent): gigabytes of
 * XML in a few megabytes, without compressing gigabytes.
 */
function repeatedPart(name: string, head: string, body: string, tail: string, repeats: number): ZipPart {
  const segment = (text: string) => deflateRawSync(Buffer.from(text), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const bodyText = body.repeat(Math.ceil((1024 * 1024) / body.length));
  const [first, middle, last] = [segment(head), segment(bodyText), deflateRawSync(Buffer.from(tail), { level: 9 })];
  const data = new Uint8Array(first.byteLength + middle.byteLength * repeats + last.byteLength);
  data.set(first, 0);
  for (let index = 0; index < repeats; index += 1) data.set(middle, first.byteLength + index * middle.byteLength);
  data.set(last, first.byteLength + middle.byteLength * repeats);
  const size = head.length + bodyText.length * repeats + tail.length;
  // The checksum is left 0: exceljs (JSZip) does not check it, and our reader refuses the archive before.
  return { name, data, method: 8, crc: 0, compressedSize: data.byteLength, size, flags: 0x0800 };
}

/** Issue 28: a .xlsx whose local headers show one stored file, and whose directory a workbook with `gibibytes` GiB of shared strings. */
export function nestedBombWorkbook(gibibytes = 3): Uint8Array {
  const inner: ZipPart[] = [
    ...Object.entries(fixedParts).map(([name, text]) => storedPart(name, text)),
    storedPart('xl/worksheets/sheet1.xml', `${sheetOpen}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${sheetClose}`),
    repeatedPart('xl/sharedStrings.xml', sstOpen, '<si><t>AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</t></si>', '</sst>', gibibytes * 1024),
  ];
  return nestedZip('docProps/app.xml', inner);
}
