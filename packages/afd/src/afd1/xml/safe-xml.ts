import { ParseOption, XmlDocument, XmlParseError } from 'libxml2-wasm';
import { ensureInputGate } from './input-gate.ts';
import { firstInvalidUtf8Offset, lineOfByteOffset } from './utf8.ts';
import { xmlTexts } from './xml-texts.ts';
import type { XmlProblem } from './xml-problem.ts';

// Every XML text the AFD 1.0 side reads goes through here. Hostile input is refused before
// libxml2 sees it: not UTF-8, another declared encoding, XML 1.1, and any DOCTYPE or entity
// declaration (so no external entity and no entity expansion can exist). libxml2 then parses
// without entity substitution, without DTD loading and with external entities and the network
// switched off, behind the input gate that opens no file.

/** Parser flags: line numbers beyond 65535, no network, no external entities, no system catalog. */
const SAFE_PARSE_OPTIONS =
  ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES | ParseOption.XML_PARSE_NO_SYS_CATALOG;

const xmlDeclaration = /^<\?xml\s([^?]*)\?>/;
const declarationAttribute = (name: string) => new RegExp(`${name}\\s*=\\s*["']([^"']*)["']`);
const doctypeOrEntity = /<!(DOCTYPE|ENTITY)/i;
const utf8Encoder = new TextEncoder();

export type SafeXmlText = { ok: true; text: string } | { ok: false; problem: XmlProblem };
export type SafeXmlDocument = { ok: true; doc: XmlDocument; text: string } | { ok: false; problem: XmlProblem };

/** Decodes and screens an upload: UTF-8 only, XML 1.0, no DOCTYPE or entity declarations. */
export function screenXmlText(input: string | Uint8Array, fileName: string): SafeXmlText {
  const decoded = typeof input === 'string' ? { ok: true as const, text: input.replace(/^\uFEFF/, '') } : decodeUtf8(input, fileName);
  if (!decoded.ok) return decoded;
  const { text } = decoded;
  if (text.trim() === '') return { ok: false, problem: xmlTexts.empty({ fileName }) };
  const declaration = xmlDeclaration.exec(text)?.[1];
  if (declaration !== undefined) {
    const version = declarationAttribute('version').exec(declaration)?.[1];
    if (version !== undefined && version !== '1.0') return { ok: false, problem: xmlTexts.xmlVersion({ fileName, line: 1 }, version) };
    const encoding = declarationAttribute('encoding').exec(declaration)?.[1];
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) {
      return { ok: false, problem: xmlTexts.declaredEncoding({ fileName, line: 1 }, encoding) };
    }
  }
  // Anywhere, not only in the prolog: a refusal with a clear reason beats a parser error later.
  const doctype = doctypeOrEntity.exec(text);
  if (doctype) return { ok: false, problem: xmlTexts.doctype({ fileName, line: lineOfIndex(text, doctype.index) }) };
  return { ok: true, text };
}

/** Screens and parses an XML text; the caller disposes the document. */
export function parseSafeXml(input: string | Uint8Array, fileName: string): SafeXmlDocument {
  const screened = screenXmlText(input, fileName);
  if (!screened.ok) return screened;
  ensureInputGate();
  let doc: XmlDocument;
  try {
    // As bytes: libxml2-wasm copies a buffer into WebAssembly memory at once, where a string goes
    // through Emscripten's character-by-character UTF-8 encoder (5% of certifying a 5.7 MB upload).
    doc = XmlDocument.fromBuffer(utf8Encoder.encode(screened.text), { option: SAFE_PARSE_OPTIONS });
  } catch (error) {
    const detail = error instanceof XmlParseError ? error.details[0] : undefined;
    const reason = (detail?.message ?? (error instanceof Error ? error.message : String(error))).trim();
    return { ok: false, problem: xmlTexts.notWellFormed({ fileName, line: detail?.line ?? null }, reason) };
  }
  // Screening already refuses every DOCTYPE; this only guards against a way around it.
  if (doc.dtd !== null) {
    doc.dispose();
    return { ok: false, problem: xmlTexts.doctype({ fileName }) };
  }
  return { ok: true, doc, text: screened.text };
}

function decodeUtf8(bytes: Uint8Array, fileName: string): SafeXmlText {
  if (bytes.length === 0) return { ok: false, problem: xmlTexts.empty({ fileName }) };
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) {
    return { ok: false, problem: xmlTexts.utf16({ fileName, line: 1 }) };
  }
  const invalidAt = firstInvalidUtf8Offset(bytes);
  if (invalidAt >= 0) return { ok: false, problem: xmlTexts.notUtf8({ fileName, line: lineOfByteOffset(bytes, invalidAt) }) };
  return { ok: true, text: new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '') };
}

function lineOfIndex(text: string, index: number): number {
  let line = 1;
  for (let position = text.indexOf('\n'); position !== -1 && position < index; position = text.indexOf('\n', position + 1)) line += 1;
  return line;
}
