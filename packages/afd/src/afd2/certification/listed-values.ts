import { childPointer } from '../json/json-pointer.ts';
import type { SchemaAttribute } from '../schema/schema-tree.ts';

// The finite set of values an attribute allows, if it lists one: a const, an enumeration, or a
// code-list subset. Such a list is narrower than any facet its values satisfy.

export interface ListedValue {
  value: string;
  pointer: string;
}

/** The values the attribute lists, each with its JSON pointer; null when it lists none. */
export function listedValues(attribute: SchemaAttribute): ListedValue[] | null {
  const values = attribute.codeList?.values ?? attribute.facets.enumeration;
  if (values !== undefined && values !== null) {
    return values.map((value, index) => ({ value, pointer: attribute.valuePointers[index] ?? attribute.valuePointer }));
  }
  const constant = attribute.facets.const;
  return constant === undefined ? null : [{ value: constant, pointer: childPointer(attribute.valuePointer, 'const') }];
}
