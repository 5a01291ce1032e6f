import { childElement, isXsd, xsdPathOf } from '../xml/plain-dom-queries.ts';
import { ELEMENT_NODE, type PlainElement } from '../xml/plain-dom.ts';
import type { LoadedSchema } from '../xml/loaded-schema.ts';
import { certificationTexts } from './certification-texts.ts';
import { error, type Finding } from './finding.ts';

// Check 2, the AFD component rules: a target namespace of its own, restriction only (never
// xs:extension), the catalogue's prefixes cl, fm and at not used for the schema's own namespace,
// and entities as named complexTypes.

const RESERVED_PREFIXES = ['cl', 'fm', 'at'];

/** Findings of check 2 for the uploaded schema. */
export function checkAfdComponents(schema: LoadedSchema): Finding[] {
  const findings: Finding[] = [];
  const place = (element: PlainElement) => ({ fileName: schema.fileName, line: element.line, path: xsdPathOf(element) });
  const namespace = schema.targetNamespace;
  if (namespace === null || namespace === '') findings.push(error('afd-components', certificationTexts.missingTargetNamespace(place(schema.root))));
  for (const element of schema.document.elements) {
    // Reported where the prefix is bound: in this element's scope but not in its parent's.
    const parentScope = element.parentNode.nodeType === ELEMENT_NODE ? element.parentNode.namespaces : null;
    for (const prefix of namespace ? RESERVED_PREFIXES : []) {
      if (element.namespaces.get(prefix) === namespace && parentScope?.get(prefix) !== namespace) {
        findings.push(error('afd-components', certificationTexts.reservedPrefix(place(element), prefix, namespace ?? '')));
      }
    }
    if (isXsd(element, 'extension')) findings.push(error('afd-components', certificationTexts.extension(place(element))));
    if (isXsd(element, 'element') && childElement(element, 'complexType')) {
      const name = element.attributes.find((attribute) => attribute.localName === 'name')?.value ?? '';
      findings.push(error('afd-components', certificationTexts.anonymousEntityType(place(element), name)));
    }
  }
  return findings;
}
