// The AFD 1.0 catalogue ships as a set of XSD files with known names, optionally dated:
// formaten.xsd or formaten_20260201.xsd. Upload ZIPs may hold them in a folder.

export type Afd1CatalogueFileKind = 'formats' | 'codeLists' | 'attributes' | 'entities' | 'coverageGroups' | 'structure';

const kindOfBaseName: Readonly<Record<string, Afd1CatalogueFileKind>> = {
  formaten: 'formats',
  codelist: 'codeLists',
  attributen: 'attributes',
  entiteiten: 'entities',
  dekkingcodesgroup: 'coverageGroups',
  contractberichtstructuur: 'structure',
};

/** The expected names, for messages: 'formaten.xsd', ... */
export const afd1CatalogueBaseNames: Readonly<Record<Afd1CatalogueFileKind, string>> = {
  formats: 'formaten.xsd',
  codeLists: 'codelist.xsd',
  attributes: 'attributen.xsd',
  entities: 'entiteiten.xsd',
  coverageGroups: 'dekkingcodesgroup.xsd',
  structure: 'Contractberichtstructuur.xsd',
};

export interface Afd1CatalogueFileName {
  kind: Afd1CatalogueFileKind;
  /** The date in the name ('20260201'), or null for an undated name. */
  date: string | null;
}

const fileNamePattern = /^([A-Za-z]+?)(?:_(\d{8}))?\.xsd$/i;

/** What catalogue file a (ZIP entry) name is, or null when it is none of them. */
export function afd1CatalogueFileName(path: string): Afd1CatalogueFileName | null {
  const baseName = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const match = fileNamePattern.exec(baseName);
  const kind = match ? kindOfBaseName[(match[1] ?? '').toLowerCase()] : undefined;
  return kind && match ? { kind, date: match[2] ?? null } : null;
}
