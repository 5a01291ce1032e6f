import type { Facets } from '../../model/baseline-library.ts';
import type { Afd1Format } from './format-notation.ts';

// The XSD shape of a format: the built-in type it restricts and its facets. The corpus writes
// formaten.xsd from this, and certification compares an attribute's facets with its baseline's
// after adding these, so both sides of a comparison mean the same by 'AN..35'.

/** The XSD built-in types a format can restrict (local names in the XML Schema namespace). */
export type Afd1FormatBuiltin = 'string' | 'nonNegativeInteger' | 'decimal';

export interface Afd1FormatXsdShape {
  builtin: Afd1FormatBuiltin;
  facets: Facets;
}

/** Digits only; a date in the form CCYYMMDD, checked by pattern as far as a pattern can. */
const DATE_PATTERN = '[0-9]{4}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])';

/** The built-in type and facets that express a format in XSD. */
export function xsdShapeOfAfd1Format(format: Afd1Format): Afd1FormatXsdShape {
  switch (format.kind) {
    case 'alphanumeric':
      return format.exactLength
        ? { builtin: 'string', facets: { minLength: format.length, maxLength: format.length } }
        : { builtin: 'string', facets: { minLength: 1, maxLength: format.length } };
    case 'numeric':
      // A fixed number of digits keeps its leading zeros ('0042'), which a number type would drop.
      return format.exactLength
        ? { builtin: 'string', facets: { minLength: format.length, maxLength: format.length, pattern: `[0-9]{${format.length}}` } }
        : { builtin: 'nonNegativeInteger', facets: { totalDigits: format.length } };
    case 'date':
      return { builtin: 'string', facets: { minLength: 8, maxLength: 8, pattern: DATE_PATTERN } };
    case 'amount':
      return { builtin: 'decimal', facets: { totalDigits: format.length, fractionDigits: format.decimals } };
    case 'percentage':
    case 'quantity':
      return { builtin: 'decimal', facets: { totalDigits: format.length, fractionDigits: format.decimals, minimum: 0 } };
  }
}
