// The standard's data catalogue (Datacatalogus) as one model, whether it came from the AFD 1.0 XSD
// set or the AFD 2.0 JSON pair (docs/domain.md). Pure data: no behaviour, serialisable as JSON
// (`GET /api/Datacatalogs` returns it).

/** AFD 2.0 scalar data types; an attribute may also be an array of one (`[string]`). */
export type ScalarDataType = 'integer' | 'decimal' | 'string' | 'date' | 'time' | 'timestamp' | 'boolean';

export interface DataType {
  type: ScalarDataType;
  isArray: boolean;
}

export interface CodeListValue {
  code: string;
  label: string;
}

/** A code list: six-letter name (ADNLOG, ADNBRA, PORMAA, ...), its values and labels. */
export interface CodeList {
  name: string;
  description: string;
  values: CodeListValue[];
}

export interface CatalogueAttribute {
  /** Attribute label (AFD 1.0: up to 7 characters, element `<ENT>_<ATTR>`) or AFD 2.0 name. */
  name: string;
  description: string;
  /** AFD 1.0 format in catalogue notation, e.g. 'AN..35', 'N8 D1', 'N..12 B2'. */
  format: string | null;
  /** AFD 2.0 data type. */
  dataType: DataType | null;
  /** Name of the code list the values come from, if any. */
  codeList: string | null;
}

export interface CatalogueEntityType {
  /** AFD 2.0 entity type name; null for AFD 1.0, which has none. */
  name: string | null;
  description: string;
  attributes: CatalogueAttribute[];
}

export interface CatalogueEntity {
  /** AFD 1.0: the 2-character label (PP, AL, VP...); AFD 2.0: the entity name. */
  name: string;
  description: string;
  entityTypes: CatalogueEntityType[];
}

/** One uploaded catalogue version, from either or both source shapes. */
export interface Catalogue {
  /** Version as the files state it (AFD 1.0: file date such as '20260201'; AFD 2.0: `versie`). */
  version: string;
  /** Which source shapes were present in the upload. */
  sources: { afd1Xsd: boolean; afd2Json: boolean };
  entities: CatalogueEntity[];
  codeLists: CodeList[];
  /** AFD 1.0 format names as used in XSD (`AN__35`, `codeD1`, ...) mapped to catalogue notation. */
  formats: Record<string, string>;
}
