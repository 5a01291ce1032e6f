import { parseAfd1BaselineXsd } from '../afd1/baseline/parse-afd1-baseline.ts';
import type { CatalogueResolver } from '../afd1/xml/catalogue-resolver.ts';
import { parseAfd2BaselineSchema } from '../afd2/baseline/parse-baseline-schema.ts';
import type { BaselineLibrary } from '../model/baseline-library.ts';
import type { CodeList } from '../model/catalogue.ts';
import type { CertificationMessage } from '../model/certification.ts';

// Reading an uploaded baseline file into a library, for the certification area's AFD version: an
// XSD for version 1 (catalogue imports resolve against the current catalogue), a JSON Schema for
// version 2 (full code lists resolve against the current catalogue's lists). Pure; the server
// stores.

/** The messages are certification messages: severity 0 a warning, 1 an error. */
export type BaselineFileParse = { ok: true; library: BaselineLibrary; messages: CertificationMessage[] } | { ok: false; messages: CertificationMessage[] };

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
