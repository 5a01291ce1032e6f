import type { BaselineAttribute, Facets } from '../../model/baseline-library.ts';
import { afd1Format } from '../formats/format-notation.ts';
import { xsdShapeOfAfd1Format } from '../formats/format-facets.ts';
import type { ExactBounds } from '../schema/exact-decimal.ts';
import type { ResolvedSimpleType } from '../schema/simple-type-resolution.ts';

// An attribute's type as certification compares it: its format's facets with its own narrowing
// on top, its built-in type, and its code list. The baseline side comes from the stored library,
// the upload side from the freshly built tree; both end up in this one shape.

export interface EffectiveType {
  /** What to call the type in a message: 'AN..35', 'codelijst ADNBRA', 'xs:string'. */
  label: string;
  /** Built-in family ('string', 'decimal', ...); null when unknown. */
  family: string | null;
  /** The built-in type itself ('int', 'decimal'); absent or null when unknown. */
  builtin?: string | null;
  facets: Facets;
  /** Bounds as the schema writes them where the numbers in `facets` do not hold them. */
  exactBounds?: ExactBounds | undefined;
  codeList: { name: string; values: string[] | null } | null;
}

const decimalTypes = new Set([
  'decimal', 'integer', 'nonNegativeInteger', 'positiveInteger', 'nonPositiveInteger', 'negativeInteger',
  'long', 'int', 'short', 'byte', 'unsignedLong', 'unsignedInt', 'unsignedShort', 'unsignedByte',
]);
const stringTypes = new Set(['string', 'normalizedString', 'token', 'language', 'Name', 'NCName', 'NMTOKEN', 'ID', 'IDREF']);

/** The family a built-in type belongs to: types of one family compare by facets. */
function familyOf(builtin: string | null): string | null {
  if (builtin === null) return null;
  if (decimalTypes.has(builtin)) return 'decimal';
  if (stringTypes.has(builtin)) return 'string';
  return builtin;
}

function withFormat(format: string | null, facets: Facets): { facets: Facets; builtin: string | null } {
  if (format === null) return { facets, builtin: null };
  const shape = xsdShapeOfAfd1Format(afd1Format(format));
  return { facets: { ...shape.facets, ...facets }, builtin: shape.builtin };
}

function labelOf(format: string | null, codeList: { name: string } | null, builtin: string | null): string {
  if (format !== null) return format;
  if (codeList !== null) return `codelijst ${codeList.name}`;
  return builtin === null ? 'onbekend' : `xs:${builtin}`;
}

/** The effective type of a baseline attribute. */
export function baselineType(attribute: BaselineAttribute): EffectiveType {
  const { facets, builtin } = withFormat(attribute.format, attribute.facets);
  const base = builtin ?? (attribute.codeList ? 'string' : null);
  return { label: labelOf(attribute.format, attribute.codeList, base), family: familyOf(base), builtin: base, facets, codeList: attribute.codeList };
}

/** The effective type of an attribute of the uploaded schema. */
export function uploadedType(type: ResolvedSimpleType): EffectiveType {
  const { facets, builtin } = withFormat(type.format, type.facets);
  return { label: labelOf(type.format, type.codeList, type.builtin), family: familyOf(type.builtin), builtin: type.builtin ?? builtin, facets, exactBounds: type.exactBounds, codeList: type.codeList };
}
