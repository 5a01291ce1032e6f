import type { CodeList, DataType } from './catalogue.ts';

// A baseline parsed into an entity tree: what certification checks against, and what the
// authoring tool will later edit. Complete and stable: every node has a deterministic id derived
// from its path, so the same baseline always yields the same ids (docs/domain.md 'Baseline upload').

export type MaxOccurs = number | 'unbounded';

/** Value restrictions on an attribute (XSD facets or JSON Schema keywords, one vocabulary). */
export interface Facets {
  minLength?: number;
  maxLength?: number;
  /** XSD totalDigits / fractionDigits (AFD 1.0 numeric formats). */
  totalDigits?: number;
  fractionDigits?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  pattern?: string;
  /** Allowed values when the attribute lists them (XSD enumeration, JSON `enum`/`oneOf` consts). */
  enumeration?: string[];
  /** A fixed value (JSON `const`, XSD `fixed`). */
  const?: string;
  /** JSON Schema `format` (date, time, date-time...). */
  format?: string;
}

export interface ArrayFacets {
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

export interface BaselineAttribute {
  /** Deterministic: a hash of the attribute's path (see `nodeId`). */
  id: string;
  /** Path from the root, entity names joined with '/', then '@' and the attribute name. */
  path: string;
  name: string;
  description: string;
  /** AFD 1.0 format in catalogue notation ('AN..35'); null for AFD 2.0. */
  format: string | null;
  /** AFD 2.0 data type; null for AFD 1.0. */
  dataType: DataType | null;
  /** Code list by name; `values` are the ones the baseline allows (null = the whole list). */
  codeList: { name: string; values: string[] | null } | null;
  facets: Facets;
  arrayFacets: ArrayFacets | null;
  /** Required in the baseline (XSD minOccurs >= 1; JSON Schema `required`). */
  required: boolean;
}

export interface BaselineEntityNode {
  /** Deterministic: a hash of the node's path (see `nodeId`). */
  id: string;
  /** Entity names from the root joined with '/', each optionally '-<entityTypeName>' (AFD 2.0). */
  path: string;
  name: string;
  /** AFD 2.0 entity type name; null for AFD 1.0. */
  entityTypeName: string | null;
  description: string;
  minOccurs: number;
  maxOccurs: MaxOccurs;
  /**
   * AFD 2.0: the entity type item's minContains, when the array is there (JSON Schema default 1).
   * It differs from minOccurs for an optional array: absent, or present with at least so many.
   * Absent for AFD 1.0 and in libraries stored before it was recorded.
   */
  minContains?: number;
  /**
   * AFD 2.0: the entity array admits only its listed entity types (an `items` closure), so an item
   * of no listed type is refused. Absent for an open array, for AFD 1.0, and in libraries stored
   * before it was recorded (baselines then were read as open).
   */
  arrayClosed?: true;
  attributes: BaselineAttribute[];
  children: BaselineEntityNode[];
}

/** An immutable snapshot of one baseline upload. */
export interface BaselineLibrary {
  afdVersion: 1 | 2;
  /** JSON Schema draft of an AFD 2.0 baseline. */
  jsonSchemaDraft: '2019-09' | '2020-12' | null;
  /** Target namespace of an AFD 1.0 baseline. */
  targetNamespace: string | null;
  roots: BaselineEntityNode[];
  /** The code lists the baseline refers to, with their values. */
  codeLists: CodeList[];
}
