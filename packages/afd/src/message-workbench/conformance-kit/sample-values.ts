import { parseAfd1Format } from '../../afd1/formats/format-notation.ts';
import type { TreeAttributeView } from '../../authoring/merged-tree.ts';
import type { BaselineAttribute, BaselineLibrary } from '../../model/baseline-library.ts';

// A value an attribute takes as the definition narrows it, for example messages: its option, its
// first subset code, its code list's first code, a fixed or listed value, its minimum, else one its
// type or format takes. Shared by the conformance kit and the generation tests' sample messages.

/** The first code the attribute's baseline allows (its own list, else the library's code list), or undefined. */
export function firstBaselineCode(attribute: BaselineAttribute, library: BaselineLibrary): string | undefined {
  if (!attribute.codeList) return undefined;
  return attribute.codeList.values?.[0] ?? library.codeLists.find((list) => list.name === attribute.codeList?.name)?.values[0]?.code;
}

/** Every code the attribute's baseline allows, or [] when it has no code list or listed values. */
export function baselineCodes(attribute: BaselineAttribute, library: BaselineLibrary): string[] {
  if (attribute.codeList) return attribute.codeList.values ?? library.codeLists.find((list) => list.name === attribute.codeList?.name)?.values.map((value) => value.code) ?? [];
  return attribute.facets.enumeration ?? [];
}

/** The values the definition narrows the attribute to (options, else a subset), or null when it keeps the baseline's. */
export function narrowedValues(view: Pick<TreeAttributeView, 'optionListOn' | 'customOptionList' | 'codeListSubset' | 'useUpToDateCodeList'>): string[] | null {
  if (view.optionListOn && view.customOptionList.length > 0) return view.customOptionList;
  if (!view.useUpToDateCodeList && view.codeListSubset.length > 0) return view.codeListSubset;
  return null;
}

/** An AFD 2.0 value (typed); `index` tells items of one entity apart in their free text, so uniqueItems never refuses a repeat. */
export function afd2SampleValue(view: TreeAttributeView, attribute: BaselineAttribute, library: BaselineLibrary, index: number): unknown {
  const scalar = (): unknown => {
    const narrowed = narrowedValues(view);
    if (narrowed?.[0] !== undefined) return narrowed[0];
    if (attribute.codeList) return firstBaselineCode(attribute, library) ?? '';
    const facets = view.facets.actual;
    if (facets.const !== undefined) return facets.const;
    if (facets.enumeration?.[0] !== undefined) return facets.enumeration[0];
    switch (attribute.dataType?.type) {
      case 'integer':
      case 'decimal':
        return facets.minimum ?? 1;
      case 'boolean':
        return true;
      case 'date':
        return '2026-01-01';
      case 'time':
        return '10:00:00';
      case 'timestamp':
        return '2026-01-01T10:00:00Z';
      default: {
        const text = `${'x'.repeat(Math.max(1, facets.minLength ?? 1))}${index === 0 ? '' : index}`;
        return facets.maxLength === undefined ? text : text.slice(-facets.maxLength);
      }
    }
  };
  return attribute.dataType?.isArray ? [scalar()] : scalar();
}

/** An AFD 1.0 value (text): an option, a subset code, the code list's first, a listed value, the minimum, or one its format takes. */
export function afd1SampleValue(
  view: Pick<TreeAttributeView, 'optionListOn' | 'customOptionList' | 'codeListSubset' | 'useUpToDateCodeList' | 'minimum'>,
  attribute: BaselineAttribute,
  library: BaselineLibrary,
): string {
  const narrowed = narrowedValues(view);
  if (narrowed?.[0] !== undefined) return narrowed[0];
  if (attribute.codeList) return firstBaselineCode(attribute, library) ?? '';
  if (attribute.facets.enumeration?.[0] !== undefined) return attribute.facets.enumeration[0];
  if (view.minimum !== null) return view.minimum;
  const parsed = attribute.format === null ? null : parseAfd1Format(attribute.format);
  const format = parsed?.ok ? parsed.format : null;
  switch (format?.kind) {
    case 'numeric':
      return format.exactLength ? '1'.padStart(format.length, '0') : '1';
    case 'date':
      return '20260101';
    case 'amount':
    case 'percentage':
      return '1.50';
    case 'quantity':
      return '1';
    default:
      return format?.exactLength ? 'A'.repeat(format.length) : 'A';
  }
}
