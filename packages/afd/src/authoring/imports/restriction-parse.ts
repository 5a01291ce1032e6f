import type { ArrayFacets, Facets } from '../../model/baseline-library.ts';

// The 'Beperking' cell of the definition table read back (the reverse of restrictionText in
// export/definition-rows.ts): `key=value` parts joined by ', ', lists joined by '|'. A value may
// itself hold ', ' (a pattern, an option), so a part ends only where the next known key starts.

export interface ParsedRestriction {
  customOptionList: string[] | null;
  codeListSubset: string[] | null;
  useUpToDateCodeList: boolean;
  minimum: string | null;
  maximum: string | null;
  facets: Facets;
  arrayFacets: ArrayFacets;
}

const numberFacets = ['minLength', 'maxLength', 'totalDigits', 'fractionDigits', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;
const arrayNumberFacets = ['minItems', 'maxItems'] as const;
const knownKeys = ['opties', 'subset', 'actuele codelijst', ...numberFacets, 'pattern', 'enumeration', 'const', 'format', ...arrayNumberFacets, 'uniqueItems'];

export type RestrictionProblem = { kind: 'unknown'; part: string } | { kind: 'number'; key: string; value: string };

const listOf = (value: string) => (value === '' ? [] : value.split('|'));

/** Splits the cell at every ', ' that is followed by a known key and '='. */
function parts(cell: string): string[] {
  const keyAlternatives = knownKeys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return cell.split(new RegExp(`, (?=(?:${keyAlternatives})=)`));
}

/**
 * The restriction of one row. AFD 1.0 writes minimum/maximum as value range (in the format's
 * notation), AFD 2.0 as facets: `isAfd1` decides which.
 */
export function parseRestriction(cell: string, isAfd1: boolean): { restriction: ParsedRestriction; problems: RestrictionProblem[] } {
  const restriction: ParsedRestriction = { customOptionList: null, codeListSubset: null, useUpToDateCodeList: false, minimum: null, maximum: null, facets: {}, arrayFacets: {} };
  const problems: RestrictionProblem[] = [];
  if (cell.trim() === '') return { restriction, problems };
  for (const part of parts(cell.trim())) {
    const at = part.indexOf('=');
    const key = at < 0 ? part : part.slice(0, at);
    const value = at < 0 ? '' : part.slice(at + 1);
    const asNumber = () => {
      const parsed = Number(value);
      if (value.trim() === '' || !Number.isFinite(parsed)) problems.push({ kind: 'number', key, value });
      return parsed;
    };
    if (at < 0) problems.push({ kind: 'unknown', part });
    else if (key === 'opties') restriction.customOptionList = listOf(value);
    else if (key === 'subset') restriction.codeListSubset = listOf(value);
    else if (key === 'actuele codelijst') restriction.useUpToDateCodeList = value === 'ja';
    else if (isAfd1 && (key === 'minimum' || key === 'maximum')) restriction[key] = value;
    else if ((numberFacets as readonly string[]).includes(key)) restriction.facets[key as (typeof numberFacets)[number]] = asNumber();
    else if ((arrayNumberFacets as readonly string[]).includes(key)) restriction.arrayFacets[key as (typeof arrayNumberFacets)[number]] = asNumber();
    else if (key === 'uniqueItems') restriction.arrayFacets.uniqueItems = value === 'true';
    else if (key === 'pattern' || key === 'const' || key === 'format') restriction.facets[key] = value;
    else if (key === 'enumeration') restriction.facets.enumeration = listOf(value);
    else problems.push({ kind: 'unknown', part });
  }
  return { restriction, problems };
}
