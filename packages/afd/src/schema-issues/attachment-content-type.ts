import { defaultZipLimits, readZipDirectory } from '../uploads/read-zip.ts';
import { fileExtension } from './attachment-file-name.ts';

// Which attachments a melding accepts (spec 001 §5: jpeg, png, gif, tiff, bmp, msword, docx, pdf,
// csv, xls, xlsx), decided by the CONTENT: the first bytes must be the format's signature and the
// name's extension must name that same format, so a renamed executable or HTML page is refused.
// The stored content type comes from this table, never from what the browser claimed.

type AttachmentFormat = 'jpeg' | 'png' | 'gif' | 'tiff' | 'bmp' | 'pdf' | 'ole2' | 'docx' | 'xlsx' | 'csv';

interface ExtensionRule {
  format: AttachmentFormat;
  contentType: string;
}

const rules: Readonly<Record<string, ExtensionRule>> = {
  jpg: { format: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { format: 'jpeg', contentType: 'image/jpeg' },
  png: { format: 'png', contentType: 'image/png' },
  gif: { format: 'gif', contentType: 'image/gif' },
  tif: { format: 'tiff', contentType: 'image/tiff' },
  tiff: { format: 'tiff', contentType: 'image/tiff' },
  bmp: { format: 'bmp', contentType: 'image/bmp' },
  pdf: { format: 'pdf', contentType: 'application/pdf' },
  // .doc and .xls are both OLE2 compound files; telling them apart means reading the directory
  // inside, which adds parsing of hostile input for no safety gain: both are refused unless OLE2.
  doc: { format: 'ole2', contentType: 'application/msword' },
  xls: { format: 'ole2', contentType: 'application/vnd.ms-excel' },
  docx: { format: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { format: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  csv: { format: 'csv', contentType: 'text/csv' },
};

/** The extensions accepted, without dots (for messages and the file picker). */
export const ATTACHMENT_EXTENSIONS: readonly string[] = Object.keys(rules);

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const MAX_ZIP_ENTRIES = 10_000;

/**
 * The names of a ZIP's entries, when the portal's own reader passes its structure (its directory
 * describes exactly the files in it), without unpacking anything: even a ZIP bomb costs nothing.
 * Null when it is no valid ZIP.
 */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const read = readZipDirectory(bytes, 'bijlage', { ...defaultZipLimits, maxEntries: MAX_ZIP_ENTRIES });
  return read.ok ? read.names : null;
}

function isOfficeOpenXml(bytes: Uint8Array, partFolder: 'word/' | 'xl/'): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = zipEntryNames(bytes);
  return names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith(partFolder));
}

/** UTF-8 text (a BOM allowed) without NUL bytes: what a CSV export of a spreadsheet is. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function hasSignature(format: AttachmentFormat, bytes: Uint8Array): boolean {
  switch (format) {
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'tiff':
      return startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]);
    case 'bmp':
      return startsWith(bytes, ascii('BM'));
    case 'pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'ole2':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'docx':
      return isOfficeOpenXml(bytes, 'word/');
    case 'xlsx':
      return isOfficeOpenXml(bytes, 'xl/');
    case 'csv':
      return isUtf8Text(bytes);
  }
}

/**
 * The content type to store for this attachment, or null when it is refused: an extension that is
 * not accepted, or content that is not what the extension says (also an empty file).
 */
export function attachmentContentType(fileName: string, content: Uint8Array): string | null {
  const rule = rules[fileExtension(fileName)];
  if (!rule || content.byteLength === 0) return null;
  return hasSignature(rule.format, content) ? rule.contentType : null;
}
