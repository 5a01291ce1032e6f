import { ELEMENT_NODE, type PlainElement } from '../xml/plain-dom.ts';
import { childElements, textContent } from '../xml/plain-dom-queries.ts';
import { loadSchemaFile } from '../xml/schema-set.ts';
import { CERTIFICATION_NAMESPACE, type Afd1Enrichment } from './certification-annotation.ts';

// Reads the certification annotation back from an enriched copy (for display and for checking a
// downloaded copy against its mark).

function* certificationElements(element: PlainElement): Generator<PlainElement> {
  for (const child of element.childNodes) {
    if (child.nodeType !== ELEMENT_NODE) continue;
    if (child.namespaceURI === CERTIFICATION_NAMESPACE && child.localName === 'certificering') yield child;
    else yield* certificationElements(child);
  }
}

/** The enrichment an XSD carries, or null when it has none. */
export function readAfd1Enrichment(xsd: string): Afd1Enrichment | null {
  const loaded = loadSchemaFile(xsd, 'afdSchema.xsd');
  if (!loaded.ok) return null;
  const [annotation] = certificationElements(loaded.schema.root);
  if (!annotation) return null;
  const fields = new Map(childElements(annotation).map((field) => [field.localName, textContent(field)]));
  const field = (name: string) => fields.get(name) ?? '';
  const kenmerk = fields.get('certificaat');
  const address = fields.get('certificaatpagina');
  return {
    organisation: field('organisatie'),
    name: field('naam'),
    key: { certificationArea: field('community'), messageType: field('berichtsoort'), applicationArea: field('domein') },
    catalogueVersion: field('catalogusversie'),
    date: field('datum'),
    certificationMark: field('certificeringskenmerk'),
    ...(kenmerk !== undefined && address !== undefined ? { certificate: { kenmerk, address } } : {}),
  };
}
