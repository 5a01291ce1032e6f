import type { BaselineAttribute } from '../../model/baseline-library.ts';
import type { DataType } from '../../model/catalogue.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { SchemaAttribute } from '../schema/schema-tree.ts';
import { error, type Finding } from './finding.ts';
import { restrictionTexts } from './texts.ts';

// The JSON type must be the baseline's, or narrower: an integer where the baseline has a decimal.
// Dates and times are strings with a `format`; the format facet check compares those. A choice of
// types (`["string","integer"]`) is as narrow as its widest member. Without `type`, the values a
// const or enumeration lists are the type: each must be of the baseline's.

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
  if (baseline.dataType === null) return findings;
  const choice = attribute.typeChoice;
  // The reader gives exactly the array attributes array facets.
  const isArray = attribute.arrayFacets !== null;
  const baselineType = jsonTypeOf[baseline.dataType.type];
  if (attribute.valueTypes !== null && isArray === baseline.dataType.isArray) {
    const dataType = baseline.dataType;
    return attribute.valueTypes
      .filter(({ jsonType }) => !isWithin(jsonType, baselineType))
      .map(({ value, jsonType, pointer }) => error('data-types', restrictionTexts.valueTypeWider(attribute.name, value, jsonType, dataType, pointer)));
  }
  const types = choice ?? (attribute.dataType === null ? [] : [jsonTypeOf[attribute.dataType.type]]);
  if (isArray === baseline.dataType.isArray && types.length > 0 && types.every((type) => isWithin(type, baselineType))) return findings;
  const pointer = childPointer(isArray === baseline.dataType.isArray ? attribute.valuePointer : attribute.pointer, 'type');
  findings.push(error(
    'data-types',
    choice === null
      ? restrictionTexts.dataTypeWider(attribute.name, attribute.dataType, baseline.dataType, pointer)
      : restrictionTexts.dataTypeChoiceWider(attribute.name, choice, isArray, baseline.dataType, pointer),
  ));
  return findings;
}

/** Whether every value of JSON type `type` is a value of `baselineType`. */
function isWithin(type: string, baselineType: string): boolean {
  return type === baselineType || (type === 'integer' && baselineType === 'number');
}
