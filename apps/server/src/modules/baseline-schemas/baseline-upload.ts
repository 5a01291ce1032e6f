import { parseAfd1BaselineXsd, parseAfd2BaselineSchema, type BaselineLibrary, type CodeList } from '@afd/afd';
import type { BaselineMessage } from '@afd/contracts';
import type { CatalogueResolver } from '@afd/afd';

// Reading an uploaded baseline file into a library, for the community's AFD version: an XSD for
// version 1 (catalogue imports resolve against the current catalogue), a JSON Schema for version
// 2 (full code lists resolve against the current catalogue's lists). Pure; the service stores.

export type BaselineFileParse = { ok: true; library: BaselineLibrary; messages: BaselineMessage[] } | { ok: false; messages: BaselineMessage[] };

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses the baseline file; messages are Dutch (errors on failure, warnings on success). */
export function parseBaselineFile(input: {
  afdVersion: 1 | 2;
  fileName: string;
  content: Uint8Array;
  catalogueResolver: CatalogueResolver;
  codeLists: readonly CodeList[];
}): BaselineFileParse {
  if (input.afdVersion === 1) {
    const parsed = parseAfd1BaselineXsd({ xsd: input.content, fileName: input.fileName, catalogueResolver: input.catalogueResolver });
    if (!parsed.ok) return { ok: false, messages: parsed.problems.map((problem) => ({ severity: 1, ...problem })) };
    return { ok: true, library: parsed.library, messages: parsed.warnings.map((problem) => ({ severity: 0, ...problem })) };
  }
  let schemaText: string;
  try {
    schemaText = decoder.decode(input.content);
  } catch {
    return { ok: false, messages: [{ severity: 1, message: 'Het bestand is geen geldige UTF-8-tekst.', description: `${input.fileName} moet een JSON Schema in UTF-8 zijn.` }] };
  }
  const parsed = parseAfd2BaselineSchema({ schemaText, codeLists: input.codeLists });
  if (!parsed.ok) return { ok: false, messages: parsed.messages.map((message) => ({ ...message, severity: 1 })) };
  return { ok: true, library: parsed.library, messages: parsed.messages };
}
