import type { CatalogueResolver } from '../xml/catalogue-resolver.ts';
import { loadSchemaSet } from '../xml/schema-set.ts';
import { compileSchemaSet } from '../xml/xsd-compile.ts';
import type { XmlProblem } from '../xml/xml-problem.ts';
import { CERTIFICATION_NAMESPACE, certificationAnnotation, type Afd1Enrichment } from './certification-annotation.ts';
import { enrichmentTexts } from './enrichment-texts.ts';
import { endOfRootStartTag } from './root-start-tag.ts';

// The enriched copy of a certified schema: the text as uploaded, byte for byte, with the
// certification annotation inserted as the first child of xs:schema (where XSD allows an
// annotation). The copy is compiled again, so what "Verrijkte XSD downloaden" returns is valid.

export interface Afd1EnrichmentInput {
  xsd: string;
  fileName?: string;
  enrichment: Afd1Enrichment;
  catalogueResolver: CatalogueResolver;
}

export type Afd1EnrichmentResult = { ok: true; xsd: string } | { ok: false; problems: XmlProblem[] };

/** The certified copy with its annotation and certification mark; it still compiles. */
export function enrichAfd1Xsd({ xsd, fileName = 'afdSchema.xsd', enrichment, catalogueResolver }: Afd1EnrichmentInput): Afd1EnrichmentResult {
  const original = loadSchemaSet(xsd, fileName, catalogueResolver);
  if (!original.ok) return { ok: false, problems: original.problems };
  if (xsd.includes(CERTIFICATION_NAMESPACE)) return { ok: false, problems: [enrichmentTexts.alreadyEnriched(fileName)] };
  const startTag = endOfRootStartTag(original.set.main.text);
  if (startTag === null) return { ok: false, problems: [enrichmentTexts.noSchemaStartTag(fileName)] };

  const { text } = original.set.main;
  const root = original.set.main.root;
  const annotation = certificationAnnotation(enrichment, root.prefix ?? '', '  ');
  const enriched = startTag.selfClosing
    ? `${text.slice(0, startTag.end - 2)}>\n${annotation}\n</${root.nodeName}>${text.slice(startTag.end)}`
    : `${text.slice(0, startTag.end)}\n${annotation}${text.slice(startTag.end)}`;

  const reloaded = loadSchemaSet(enriched, fileName, catalogueResolver);
  const problems = reloaded.ok ? compileSchemaSet(reloaded.set) : reloaded.problems;
  return problems.length === 0 ? { ok: true, xsd: enriched } : { ok: false, problems };
}
