import type { CertificateReference } from '../../certificates/certificate-address.ts';
import { escapeXml } from '../xml/xml-escape.ts';

// The annotation an enriched (certified) copy carries: who certified what against which key and
// catalogue, when, and the certification mark. It sits in xs:appinfo, where XSD processors
// ignore it, in a namespace of its own.

export const CERTIFICATION_NAMESPACE = 'urn:afd-portaal:certificering:1';

export interface Afd1Enrichment {
  organisation: string;
  /** The organisation schema's name. */
  name: string;
  key: { certificationArea: string; messageType: string; applicationArea: string };
  catalogueVersion: string;
  /** Certification date, yyyy-MM-dd. */
  date: string;
  /** sha-256 of the content, hex, computed by the caller. */
  certificationMark: string;
  /** The certificate's kenmerk and public page (issue 18); absent in copies enriched before certificates. */
  certificate?: CertificateReference;
}

/** The annotation element as XSD text, with the XML Schema prefix the schema uses ('' for none). */
export function certificationAnnotation(enrichment: Afd1Enrichment, xsdPrefix: string, indent: string): string {
  const xs = (name: string) => (xsdPrefix ? `${xsdPrefix}:${name}` : name);
  const field = (name: string, value: string) => `${indent}      <afdc:${name}>${escapeXml(value)}</afdc:${name}>`;
  return [
    `${indent}<${xs('annotation')}>`,
    `${indent}  <${xs('appinfo')}>`,
    `${indent}    <afdc:certificering xmlns:afdc="${CERTIFICATION_NAMESPACE}">`,
    field('organisatie', enrichment.organisation),
    field('naam', enrichment.name),
    field('community', enrichment.key.certificationArea),
    field('berichtsoort', enrichment.key.messageType),
    field('domein', enrichment.key.applicationArea),
    field('catalogusversie', enrichment.catalogueVersion),
    field('datum', enrichment.date),
    `${indent}      <afdc:certificeringskenmerk algoritme="sha-256">${escapeXml(enrichment.certificationMark)}</afdc:certificeringskenmerk>`,
    ...(enrichment.certificate ? [field('certificaat', enrichment.certificate.kenmerk), field('certificaatpagina', enrichment.certificate.address)] : []),
    `${indent}    </afdc:certificering>`,
    `${indent}  </${xs('appinfo')}>`,
    `${indent}</${xs('annotation')}>`,
  ].join('\n');
}
