import { attributeValue, elementsBelowRoot, isXsd } from './plain-dom-queries.ts';
import type { PlainDocument, PlainElement } from './plain-dom.ts';

// The four ways an XSD pulls in another file. They are looked for anywhere in the document, not
// only at the top level, so a misplaced one cannot slip past the refusal.

export type SchemaReferenceKind = 'import' | 'include' | 'redefine' | 'override';

export interface SchemaReference {
  kind: SchemaReferenceKind;
  namespace: string | null;
  schemaLocation: string | null;
  element: PlainElement;
}

const referenceKinds: readonly SchemaReferenceKind[] = ['import', 'include', 'redefine', 'override'];

// Asked several times per certification (loading, compiling) of the same documents, the cached
// catalogue files among them: a walk over every element of a large upload each time.
const collected = new WeakMap<PlainDocument, readonly SchemaReference[]>();

/** Every xs:import, xs:include, xs:redefine and xs:override in the document, in document order. */
export function collectSchemaReferences(document: PlainDocument): readonly SchemaReference[] {
  let references = collected.get(document);
  if (!references) {
    references = findSchemaReferences(document);
    collected.set(document, references);
  }
  return references;
}

function findSchemaReferences(document: PlainDocument): SchemaReference[] {
  const references: SchemaReference[] = [];
  for (const element of elementsBelowRoot(document)) {
    if (!isXsd(element, ...referenceKinds)) continue;
    references.push({
      kind: element.localName as SchemaReferenceKind,
      namespace: attributeValue(element, 'namespace') ?? null,
      schemaLocation: attributeValue(element, 'schemaLocation') ?? null,
      element,
    });
  }
  return references;
}

/** A location with a URI scheme (http:, file:, C:) or an absolute path: never a catalogue file name. */
export function isExternalLocation(schemaLocation: string): boolean {
  const location = schemaLocation.trim();
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(location) || location.startsWith('/') || location.startsWith('\\');
}
