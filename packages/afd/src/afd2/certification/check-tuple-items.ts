import type { BaselineAttribute } from '../../model/baseline-library.ts';
import type { CodeListLookup } from '../schema/code-list-ref.ts';
import type { SchemaAttribute, TupleItems, ValueReading } from '../schema/schema-tree.ts';
import { checkValue } from './check-value.ts';
import { error, type Finding } from './finding.ts';
import { restrictionTexts } from './texts.ts';

// An array attribute written in draft 2019-09's tuple form (schema/read-tuple-items.ts) is as
// narrow as the baseline's when every element it admits is one the baseline's element schema
// admits: each position's schema and additionalItems are compared as the elements. Elements after
// the positions that may hold any value widen every baseline that constrains its elements, unless
// maxItems leaves no room for them.

/** Compares the elements by position of a tuple array attribute with the baseline's elements. */
export function checkTupleItems(codeLists: CodeListLookup, attribute: SchemaAttribute, tuple: TupleItems, baseline: BaselineAttribute, entityPath: string): Finding[] {
  const elements = tuple.additional === 'none' || tuple.additional === 'any' ? tuple.positions : [...tuple.positions, tuple.additional];
  const findings = elements
    .filter((element) => !element.valueUnmodelled)
    .flatMap((element) => checkValue(codeLists, { ...attribute, ...element }, baseline, entityPath));
  const maxItems = attribute.arrayFacets?.maxItems;
  const roomAfterPositions = maxItems === undefined || maxItems > tuple.positions.length;
  // Any value after the positions: wider as soon as the baseline says anything of its elements.
  if (tuple.additional === 'any' && roomAfterPositions && checkValue(codeLists, { ...attribute, ...unconstrained(tuple.additionalPointer) }, baseline, entityPath).length > 0) {
    findings.push(error('data-types', restrictionTexts.additionalItemsWider(attribute.name, tuple.positions.length, baseline.dataType, tuple.additionalPointer)));
  }
  return withoutRepeats(findings);
}

/** One finding per message: positions that are not arrays where the baseline's attribute is one would each say the same. */
function withoutRepeats(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.problem.message}\n${finding.problem.description}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function unconstrained(valuePointer: string): ValueReading {
  return { dataType: null, codeList: null, facets: {}, valuePointer, valuePointers: [], typeChoice: null, valueUnmodelled: false, valueTypes: null };
}
