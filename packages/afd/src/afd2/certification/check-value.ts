import type { BaselineAttribute } from '../../model/baseline-library.ts';
import type { CodeListLookup } from '../schema/code-list-ref.ts';
import type { SchemaAttribute } from '../schema/schema-tree.ts';
import { checkCodeListValues } from './check-code-list-values.ts';
import { checkDataType } from './check-data-type.ts';
import { checkFacets } from './check-facets.ts';
import type { Finding } from './finding.ts';

// The value of an attribute (each element's, for an array attribute) against the baseline's, in
// the order of the checks: data type, code-list values, value facets.

/** Compares an attribute's value schema with the baseline attribute's. */
export function checkValue(codeLists: CodeListLookup, attribute: SchemaAttribute, baseline: BaselineAttribute, entityPath: string): Finding[] {
  return [
    ...checkDataType(attribute, baseline),
    ...checkCodeListValues(codeLists, attribute, baseline, entityPath),
    ...checkFacets(attribute, baseline),
  ];
}
