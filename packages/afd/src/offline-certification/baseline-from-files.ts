import { catalogueResolverFromFiles } from '../afd1/catalogue/catalogue-resolver-from-files.ts';
import type { CatalogueUploadParse } from '../uploads/catalogue-upload.ts';
import { parseBaselineFile } from '../uploads/baseline-upload.ts';
import type { CertificationBaseline } from './certification-baseline.ts';
import { offlineTexts } from './offline-texts.ts';

// A bare baseline file (an XSD for AFD 1.0, a JSON Schema for 2.0) instead of a package: it is
// parsed as the portal's baseline upload parses it, against the catalogue given beside it. A bare
// file names no XPath rules, so the checker says it applied none (ADR 0042).

export type BaselineFromFiles = { ok: true; baseline: CertificationBaseline; notes: string[] } | { ok: false; problems: string[] };

export interface BaselineFiles {
  fileName: string;
  content: Uint8Array;
  /** The catalogue ZIP as the portal accepts it, already read and parsed; null when none was given. */
  catalogue: Extract<CatalogueUploadParse, { ok: true }> | null;
}

/** The certification baseline of a bare baseline file; Dutch problems when it does not parse. */
export function baselineFromFiles({ fileName, content, catalogue }: BaselineFiles): BaselineFromFiles {
  const afdVersion = /\.json$/i.test(fileName) ? 2 : 1;
  if (afdVersion === 1 && catalogue === null) return { ok: false, problems: [offlineTexts.catalogueNeeded(fileName)] };
  const xsdFiles = catalogue?.xsdFiles ?? {};
  const codeLists = catalogue?.catalogue.codeLists ?? [];
  const parsed = parseBaselineFile({ afdVersion, fileName, content, catalogueResolver: catalogueResolverFromFiles(xsdFiles), codeLists });
  const lines = parsed.messages.map((message) => `${message.message} ${message.description}`.trim());
  if (!parsed.ok) return { ok: false, problems: lines };
  const baseline: CertificationBaseline =
    afdVersion === 1
      ? { afdVersion: 1, library: parsed.library, baselineXsd: new TextDecoder().decode(content), xpathRules: [], catalogueXsdFiles: xsdFiles }
      : { afdVersion: 2, library: parsed.library, codeLists, baselineSchemaText: new TextDecoder().decode(content) };
  return { ok: true, baseline, notes: afdVersion === 1 ? [offlineTexts.noXPathRules, ...lines] : lines };
}
