import { attributeValue, childElements, resolveQName, XSD_NAMESPACE, type QualifiedName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import type { LoadedSchema } from '../xml/loaded-schema.ts';
import type { SchemaSet } from '../xml/schema-set.ts';

// The named top-level components of a schema set (the upload and the catalogue files it
// imports), found by namespace and name, the way a QName in a type="..." attribute points at them.

export type ComponentKind = 'simpleType' | 'complexType' | 'element' | 'group' | 'attributeGroup' | 'attribute';

export interface Component {
  element: PlainElement;
  schema: LoadedSchema;
  /** True for a component of a catalogue file rather than of the upload itself. */
  imported: boolean;
}

const componentKinds: readonly ComponentKind[] = ['simpleType', 'complexType', 'element', 'group', 'attributeGroup', 'attribute'];
const keyOf = (kind: ComponentKind, namespace: string | null, name: string) => `${kind} ${namespace ?? ''} ${name}`;

export class SchemaComponents {
  private readonly byKey = new Map<string, Component>();

  constructor(readonly set: SchemaSet) {
    this.index(set.main, false);
    for (const schema of set.imported.values()) this.index(schema, true);
  }

  /** The component of this kind that a QName written on `context` refers to. */
  find(kind: ComponentKind, context: PlainElement, qname: string): Component | undefined {
    return this.findQualified(kind, resolveQName(context, qname));
  }

  findQualified(kind: ComponentKind, name: QualifiedName): Component | undefined {
    return this.byKey.get(keyOf(kind, name.namespace, name.localName));
  }

  /** The top-level components of one kind in the upload itself. */
  mainComponents(kind: ComponentKind): PlainElement[] {
    return childElements(this.set.main.root, kind);
  }

  private index(schema: LoadedSchema, imported: boolean): void {
    for (const kind of componentKinds) {
      for (const element of childElements(schema.root, kind)) {
        const name = attributeValue(element, 'name');
        if (name !== undefined) this.byKey.set(keyOf(kind, schema.targetNamespace, name), { element, schema, imported });
      }
    }
  }
}

/** True for a QName in the XML Schema namespace (a built-in type such as xs:string). */
export function isBuiltin(name: QualifiedName): boolean {
  return name.namespace === XSD_NAMESPACE;
}
