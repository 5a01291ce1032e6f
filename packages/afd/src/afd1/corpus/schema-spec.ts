import type { Facets, MaxOccurs } from '../../model/baseline-library.ts';

// A message schema (baseline or organisation schema) as the corpus builds it before writing it
// as XSD. Variants for the certification cases are changes to this description, plus a few
// switches for constructs a plain schema does not have.

/** An attribute's type: a catalogue type as is ('fm:AN__35'), or restricted with facets. */
export type TypeSpec = { ref: string } | { base: string; facets: Facets } | { union: string[] };

export interface AttributeSpec {
  /** Element name: 'PP_NUMMER'. */
  element: string;
  description: string;
  minOccurs: number;
  /** 1 unless stated: an AFD 1.0 attribute occurs at most once (a variant breaks that). */
  maxOccurs?: MaxOccurs;
  type: TypeSpec;
  /** Declared as a top-level element and used by ref, with a substitute in its substitution group. */
  withSubstitute?: boolean;
}

export interface EntitySpec {
  /** Element name: the entity label ('PP'), or the message name for the root. */
  element: string;
  /** Name of its complexType. */
  typeName: string;
  description: string;
  minOccurs: number;
  maxOccurs: MaxOccurs;
  attributes: AttributeSpec[];
  children: EntitySpec[];
  /** Written as an inline (anonymous) complexType instead of a named one. */
  anonymousType?: boolean;
  /** Its attributes in a base type, the children added by xs:extension. */
  extendsBase?: boolean;
  /** An xs:any wildcard at the end of its content. */
  wildcard?: boolean;
  /** Its complexType has no xs:documentation. */
  undocumented?: boolean;
}

export interface SchemaSpec {
  /** Null for a schema without target namespace. */
  targetNamespace: string | null;
  /** Prefix for the schema's own namespace; null writes it as the default namespace. */
  ownPrefix: string | null;
  /** File names the catalogue imports point at (by prefix fm, cl, dc). */
  catalogueLocations: Readonly<Record<string, string>>;
  root: EntitySpec;
  /** Raw top-level lines after the imports (an extra xs:import, an xs:redefine). */
  extraTopLevel?: string[];
}
