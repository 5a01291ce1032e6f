// Namespaces and file names of the synthetic AFD 1.0 catalogue. The prefixes are the ones the
// standard reserves (fm, cl, at) plus our own for entities, coverage groups and the structure.

export const catalogueNamespaces = {
  formats: 'urn:afd1:formaten',
  codeLists: 'urn:afd1:codelijsten',
  attributes: 'urn:afd1:attributen',
  entities: 'urn:afd1:entiteiten',
  coverageGroups: 'urn:afd1:dekkingcodes',
  structure: 'urn:afd1:contractberichtstructuur',
} as const;

export type CatalogueFileKind = keyof typeof catalogueNamespaces;

export const cataloguePrefixes: Readonly<Record<CatalogueFileKind, string>> = {
  formats: 'fm',
  codeLists: 'cl',
  attributes: 'at',
  entities: 'en',
  coverageGroups: 'dc',
  structure: 'cb',
};

const baseNames: Readonly<Record<CatalogueFileKind, string>> = {
  formats: 'formaten',
  codeLists: 'codelist',
  attributes: 'attributen',
  entities: 'entiteiten',
  coverageGroups: 'dekkingcodesgroup',
  structure: 'Contractberichtstructuur',
};

/** 'formaten_20260201.xsd', or 'formaten.xsd' without a date. */
export function catalogueFileName(kind: CatalogueFileKind, version: string | null): string {
  return version === null ? `${baseNames[kind]}.xsd` : `${baseNames[kind]}_${version}.xsd`;
}
