import type { NamespaceName } from '../schema/namespace-constraint.ts';
import { isBuiltin, type SchemaComponents } from '../schema/schema-components.ts';
import { builtinDerivesFrom } from '../schema/simple-type-structure.ts';
import { attributeValue, childElement, resolveQName, XSD_NAMESPACE, type QualifiedName } from '../xml/plain-dom-queries.ts';
import type { PlainElement } from '../xml/plain-dom.ts';
import { derivationsOf } from './content-model-shapes.ts';

// A message may name an element's type with xsi:type. Under the organisation schema it may name the
// type the element declares; under the baseline that same name (the organisation's namespace read as
// the baseline's) must then mean the baseline element's type or a type derived from it. Two types
// with the same content but different names fail that: xsi:type names a type the baseline does not
// accept at that place. Only names the baseline also declares are compared; a type of the
// organisation's own name means nothing to the baseline, and its content is what check 3 compares.

export interface OtherTypeName {
  /** The name the upload gives the element's type, as written. */
  uploadType: string;
  /** The baseline element's type, as written ('een anoniem type' when it has none). */
  baselineType: string;
  /** True for a complex type (an entity); false for a simple type. */
  complex: boolean;
}

const ANY_TYPE: QualifiedName = { namespace: XSD_NAMESPACE, localName: 'anyType' };
const sameName = (first: QualifiedName, second: QualifiedName) => first.namespace === second.namespace && first.localName === second.localName;

/** The upload element's named type where the baseline knows that name as another type than its element's (or one derived from it). */
export function typeNamedOtherwise(
  upload: PlainElement,
  baseline: PlainElement,
  baselineComponents: SchemaComponents,
  rename: (namespace: NamespaceName) => NamespaceName,
): OtherTypeName | null {
  const written = attributeValue(upload, 'type');
  if (written === undefined) return null;
  const declared = resolveQName(upload, written);
  if (isBuiltin(declared)) return null;
  const name = { namespace: rename(declared.namespace), localName: declared.localName };
  const baselineWritten = attributeValue(baseline, 'type');
  const hasInlineType = childElement(baseline, 'complexType') !== undefined || childElement(baseline, 'simpleType') !== undefined;
  const baselineName = baselineWritten !== undefined ? resolveQName(baseline, baselineWritten) : hasInlineType ? null : ANY_TYPE;
  if (baselineName !== null && (sameName(name, baselineName) || sameName(baselineName, ANY_TYPE))) return null;
  const complexType = baselineComponents.findQualified('complexType', name)?.element;
  const simpleType = complexType ? undefined : baselineComponents.findQualified('simpleType', name)?.element;
  const known = complexType ?? simpleType;
  if (!known || (baselineName !== null && derivesFrom(known, baselineName, baselineComponents))) return null;
  return { uploadType: written, baselineType: baselineWritten ?? 'een anoniem type', complex: complexType !== undefined };
}

/** Whether the named type `type` of the baseline is `base` or derived from it by restriction or extension. */
function derivesFrom(type: PlainElement, base: QualifiedName, components: SchemaComponents): boolean {
  let current: PlainElement | undefined = type;
  for (let step = 0; current !== undefined && step < 64; step += 1) {
    const derivation: PlainElement | undefined = derivationsOf(current)[0] ?? childElement(current, 'restriction');
    const written = derivation && attributeValue(derivation, 'base');
    // A list, a union or an anonymous base ends the chain at xs:anySimpleType.
    if (written === undefined) return base.namespace === XSD_NAMESPACE && base.localName === 'anySimpleType';
    const next = resolveQName(derivation!, written);
    if (sameName(next, base)) return true;
    if (isBuiltin(next)) return isBuiltin(base) && builtinDerivesFrom(next.localName, base.localName);
    current = components.findQualified('complexType', next)?.element ?? components.findQualified('simpleType', next)?.element;
  }
  return false;
}
