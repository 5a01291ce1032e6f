import type { BaselineAttribute } from '../../model/baseline-library.ts';
import type { DataType } from '../../model/catalogue.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { SchemaAttribute } from '../schema/schema-tree.ts';
import { error, type Finding } from './finding.ts';
import { restrictionTexts } from './texts.ts';

// The JSON type must be the baseline's, or narrower: an integer where the baseline has a decimal.
// Dates and times are strings with a `format`; the format facet check compares those.

const jsonTypeOf: Record<DataType['type'], string> = {
  integer: 'integer',
  decimal: 'number',
  boolean: 'boolean',
  string: 'string',
  date: 'string',
  time: 'string',
  timestamp: 'string',
};

/** Reports an attribute whose data type is wider than, or other than, the baseline's. */
export function checkDataType(attribute: SchemaAttribute, baseline: BaselineAttribute): Finding[] {
  const findings: Finding[] = [];
  if (isWithin(attribute.dataType, baseline.dataType)) return findings;
  const pointer = attribute.dataType?.isArray === baseline.dataType?.isArray ? childPointer(attribute.valuePointer, 'type') : childPointer(attribute.pointer, 'type');
  findings.push(error('data-types', restrictionTexts.dataTypeWider(attribute.name, attribute.dataType, baseline.dataType, pointer)));
  return findings;
}

function isWithin(dataType: DataType | null, baseline: DataType | null): boolean {
  if (baseline === null) return true;
  if (dataType === null || dataType.isArray !== baseline.isArray) return false;
  const type = jsonTypeOf[dataType.type];
  const baselineType = jsonTypeOf[baseline.type];
  return type === baselineType || (type === 'integer' && baselineType === 'number');
}
