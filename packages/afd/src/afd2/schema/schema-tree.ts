import type { BaselineAttribute, BaselineEntityNode } from '../../model/baseline-library.ts';

// An AFD 2.0 JSON Schema read into the entity tree of the baseline library, with the JSON pointer
// of every construct kept alongside. One reader serves both baseline upload (which drops the
// pointers and adds the ids) and certification (which names the pointers in its messages). Ids
// are left to the library: hashing every path costs more than the rest of the reading, and
// certification never needs them.

export interface SchemaAttribute extends Omit<BaselineAttribute, 'id'> {
  /** The attribute's schema: `/definitions/partySender/properties/refKey`. */
  pointer: string;
  /** Where its value facets sit: the attribute itself, or its `items` for an array attribute. */
  valuePointer: string;
  /** The `required` array of the entity (or where it would be). */
  requiredPointer: string;
  /** Pointer of each listed value (`oneOf/i/const` or `enum/i`), aligned with the values. */
  valuePointers: string[];
  /**
   * The scalar JSON types a `type` list names (or `type: "null"`), as written, for the data-type
   * check; null when `type` names one type the data type says, or none.
   */
  typeChoice: string[] | null;
  /**
   * The reader cannot model the value here: `type` names object or array, its references lead
   * round in a circle, or only a reference beside keywords of its own gives its type. Manual
   * validation; its value is not compared.
   */
  valueUnmodelled: boolean;
  /**
   * No `type` is written but a const or listed values fix it: each value with its JSON type, for
   * the data-type check (`dataType` is their one type, or null for a mix). Null otherwise.
   */
  valueTypes: ListedValueType[] | null;
  /** draft 2019-09's `items: [...]`: the elements by position, compared by certification; null for one `items` schema. */
  tuple: TupleItems | null;
}

/** What the reader reads of a value schema: an attribute's, or each element's of an array attribute. */
export type ValueReading = Pick<SchemaAttribute, 'dataType' | 'codeList' | 'facets' | 'valuePointer' | 'valuePointers' | 'typeChoice' | 'valueUnmodelled' | 'valueTypes'>;

/** The elements of a tuple array: one schema per position, then `additionalItems` for the rest. */
export interface TupleItems {
  positions: ValueReading[];
  /** The elements after the positions: additionalItems' schema, none (`false`), or any value (left out, `true`). */
  additional: ValueReading | 'none' | 'any';
  /** Where additionalItems is, or belongs. */
  additionalPointer: string;
}

/** A value a const or enumeration lists, with its JSON type (`integer` for 3, `number` for 2.5). */
export interface ListedValueType {
  value: string;
  jsonType: string;
  pointer: string;
}


export interface SchemaEntity extends Omit<BaselineEntityNode, 'id' | 'attributes' | 'children' | 'arrayClosed'> {
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
  /** Whether the entity array sets `uniqueItems: true`, so that no entity occurs twice (the library does not record it). */
  uniqueItems: boolean;
  /** Whether the entity array's `items` admits only its listed entity types (entity-array.ts); open otherwise. */
  arrayClosed: boolean;
}

/** A keyword the reader does not model, at its place; certification asks for manual validation. */
export interface UnsupportedKeyword {
  keyword: string;
  pointer: string;
  /** The library cannot hold it, but certification compares it (a choice of scalar types): no manual validation. */
  comparedByCertification?: boolean;
  /** Why it is not compared, where the keyword's own reason does not say it. */
  reason?: 'referenceCycle' | 'referenceBesideOwnKeywords';
}
