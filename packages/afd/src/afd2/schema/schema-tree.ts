import type { BaselineAttribute, BaselineEntityNode } from '../../model/baseline-library.ts';

// An AFD 2.0 JSON Schema read into the entity tree of the baseline library, with the JSON pointer
// of every construct kept alongside. One reader serves both baseline upload (which drops the
// pointers) and certification (which names them in its messages).

export interface SchemaAttribute extends BaselineAttribute {
  /** The attribute's schema: `/definitions/partySender/properties/refKey`. */
  pointer: string;
  /** Where its value facets sit: the attribute itself, or its `items` for an array attribute. */
  valuePointer: string;
  /** The `required` array of the entity (or where it would be). */
  requiredPointer: string;
  /** Pointer of each listed value (`oneOf/i/const` or `enum/i`), aligned with the values. */
  valuePointers: string[];
}

export interface SchemaEntity extends Omit<BaselineEntityNode, 'attributes' | 'children'> {
  attributes: SchemaAttribute[];
  children: SchemaEntity[];
  /** The entity array property: `/properties/party`. */
  arrayPointer: string;
  /** The `allOf` item for this entity type: `/properties/party/allOf/0`. */
  itemPointer: string;
  /** The referenced definition: `/definitions/partySender`. */
  definitionPointer: string;
  /** The parent's `required` array, which makes the entity array itself mandatory. */
  parentRequiredPointer: string;
  /** Whether the parent lists the entity array in `required`. */
  arrayRequired: boolean;
  /** minContains as written (JSON Schema default 1); minOccurs is 0 when the array is optional. */
  minContains: number;
}

/** A keyword the reader does not model, at its place; certification asks for manual validation. */
export interface UnsupportedKeyword {
  keyword: string;
  pointer: string;
}
