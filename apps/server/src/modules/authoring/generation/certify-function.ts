import {
  catalogueResolverFromFiles,
  certificateReference,
  certifyAgainstBaseline,
  enrichAfd1Xsd,
  enrichJsonSchema,
  isCertifiable,
  type Afd1XPathRule,
  type CertificationResult,
  type GeneratedSchemaSet,
} from '@afd/afd';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { sha256Hex } from '../../../db/blob-store.ts';
import type { CertificationContext } from '../../../shared/certification/certification-context.ts';
import { certifyAgainst } from '../../../shared/certification/certify-against.ts';
import { newKenmerk } from '../../../shared/certification/certificate-record.ts';
import type { GenerationSource } from './generation-source.ts';

// One generated function schema through the same checks an uploaded schema goes through (docs/authoring.md:
// 'A generated schema must certify against the definition's own baseline with the same checker'):
// AFD 1.0 on the certification pool with the baseline's XPath rules and catalogue, AFD 2.0 with the
// JSON Schema checker. Then the enriched copy with the certification mark, as for uploads.

export interface CertifiedFunction {
  /** Dutch findings when it does not certify (then nothing else is set). */
  findings: string[];
  content: Uint8Array;
  enriched: string;
  certificationMark: string;
  /** The certificate's kenmerk, carried by the enriched copy ('' when it does not certify). */
  kenmerk: string;
  /** The rules the checker applied (AFD 1.0: the baseline's XPath rules), for the certificate. */
  appliedRules: readonly Afd1XPathRule[];
}

export interface CertifyFunctionRequest {
  source: GenerationSource;
  set: GeneratedSchemaSet;
  schemaName: string;
  /** AFD 1.0: the baseline's certification context (current library, XPath rules, catalogue). */
  afd1Context: CertificationContext | null;
  pool: CertificationPool;
  now: Date;
  /** The portal's public address (PUBLIC_URL): the enriched copy names its certificate's page. */
  publicUrl: string;
}

const findingsOf = (result: CertificationResult) =>
  result.manualValidation && result.messages.every((message) => message.severity === 0)
    ? ['Het schema vraagt om handmatige certificering.']
    : result.messages.filter((message) => message.severity !== 0).map((message) => `${message.message} ${message.description}`.trim());

export async function certifyFunction({ source, set, schemaName, afd1Context, pool, now, publicUrl }: CertifyFunctionRequest): Promise<CertifiedFunction> {
  const content = new TextEncoder().encode(set.schema.content);
  const result = afd1Context
    ? await certifyAgainst(pool, afd1Context, content, set.schema.name)
    : certifyAgainstBaseline(
        { afdVersion: 2, library: source.library, codeLists: source.catalogue.model.codeLists, baselineSchemaText: source.baselineDocument },
        { fileName: set.schema.name, content },
      );
  if (!isCertifiable(result)) return { findings: findingsOf(result), content, enriched: '', certificationMark: '', kenmerk: '', appliedRules: [] };

  const certificationMark = sha256Hex(content);
  const certificate = certificateReference(publicUrl, newKenmerk());
  const annotation = {
    organisation: source.organisation.name,
    name: schemaName,
    key: `${source.baseline.names.certificationArea}/${source.baseline.names.messageType}/${source.baseline.names.applicationArea}`,
    catalogueVersion: source.catalogue.version,
    date: now.toISOString().slice(0, 10),
    certificationMark,
  };
  if (afd1Context) {
    const enriched = enrichAfd1Xsd({
      xsd: set.schema.content,
      fileName: set.schema.name,
      catalogueResolver: catalogueResolverFromFiles(source.catalogue.xsdFiles),
      enrichment: { ...annotation, key: source.baseline.names, certificate },
    });
    if (!enriched.ok) return { findings: enriched.problems.map((problem) => problem.message), content, enriched: '', certificationMark: '', kenmerk: '', appliedRules: [] };
    return { findings: [], content, enriched: enriched.xsd, certificationMark, kenmerk: certificate.kenmerk, appliedRules: afd1Context.xpathRules };
  }
  const enriched = enrichJsonSchema({ schemaText: set.schema.content, annotation: { ...annotation, certificate: certificate.kenmerk, certificatePage: certificate.address } });
  if (!enriched.ok) return { findings: enriched.messages.map((message) => message.message), content, enriched: '', certificationMark: '', kenmerk: '', appliedRules: [] };
  return { findings: [], content, enriched: enriched.enrichedText, certificationMark, kenmerk: certificate.kenmerk, appliedRules: [] };
}
