import type { BaselineAttribute } from '../../model/baseline-library.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { CodeListLookup } from '../schema/code-list-ref.ts';
import type { SchemaAttribute } from '../schema/schema-tree.ts';
import { error, type Finding } from './finding.ts';
import { listedValues } from './listed-values.ts';
import { allowedValuesText, restrictionTexts } from './texts.ts';

// Code-list values a subset: where the baseline fixes a value (const) or limits values to a code
// list (subset or full) or an enumeration, every value the schema allows must be one of them.
// A reference to a full code list is only as narrow as a baseline that also allows the full list.

interface AllowedValues {
  /** The allowed codes; null for a full code list that is not known locally. */
  codes: ReadonlySet<string> | null;
  /** How the allowed set is named in messages. */
  text: string;
}

/** Reports values the schema allows that the baseline's code list, const or enumeration does not. */
export function checkCodeListValues(codeLists: CodeListLookup, attribute: SchemaAttribute, baseline: BaselineAttribute, entityPath: string): Finding[] {
  const findings: Finding[] = [];
  if (baseline.facets.const !== undefined) {
    return checkFixedValue(attribute, baseline.facets.const);
  }
  const codeList = attribute.codeList;
  const baselineList = baseline.codeList;
  if (codeList !== null && baselineList !== null && codeList.name !== baselineList.name) {
    const where = codeList.values === null ? '$ref' : 'codelistName';
    findings.push(error('code-list-values', restrictionTexts.codeListDiffers(codeList.name, baselineList.name, attribute.name, childPointer(attribute.valuePointer, where))));
    return findings;
  }
  const allowed = allowedValues(baseline, codeLists);
  if (allowed === null) return findings;
  if (codeList !== null && codeList.values === null) {
    if (baselineList === null || baselineList.values !== null) {
      findings.push(error('code-list-values', restrictionTexts.fullListWider(codeList.name, attribute.name, entityPath, childPointer(attribute.valuePointer, '$ref'))));
    }
    return findings;
  }
  const values = listedValues(attribute);
  if (values === null) {
    findings.push(error('code-list-values', restrictionTexts.valuesUnrestricted(attribute.name, entityPath, allowed.text, attribute.valuePointer)));
    return findings;
  }
  const codes = allowed.codes;
  if (codes === null) return findings;
  for (const { value, pointer } of values) {
    if (!codes.has(value)) findings.push(error('code-list-values', restrictionTexts.codeNotInBaseline(value, allowed.text, attribute.name, entityPath, pointer)));
  }
  return findings;
}

/** A baseline const: the schema must fix the same value. */
function checkFixedValue(attribute: SchemaAttribute, fixed: string): Finding[] {
  const findings: Finding[] = [];
  const pointer = childPointer(attribute.valuePointer, 'const');
  const constant = attribute.facets.const;
  if (constant === fixed) return findings;
  if (constant !== undefined) {
    findings.push(error('code-list-values', restrictionTexts.facetDiffers('const', attribute.name, constant, fixed, pointer)));
    return findings;
  }
  const values = listedValues(attribute);
  if (values === null || values.some(({ value }) => value !== fixed)) findings.push(error('code-list-values', restrictionTexts.facetWider('const', attribute.name, undefined, fixed, pointer)));
  return findings;
}

function allowedValues(baseline: BaselineAttribute, codeLists: CodeListLookup): AllowedValues | null {
  const list = baseline.codeList;
  if (list !== null && list.values !== null) return { codes: new Set(list.values), text: allowedValuesText.subset(list.name) };
  if (list !== null) {
    const known = codeLists.find(list.name);
    return { codes: known === undefined ? null : new Set(known.values.map((value) => value.code)), text: allowedValuesText.fullList(list.name) };
  }
  const enumeration = baseline.facets.enumeration;
  return enumeration === undefined ? null : { codes: new Set(enumeration), text: allowedValuesText.enumeration() };
}
