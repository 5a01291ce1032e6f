// The reports' path filter ('AFD-definitie padfilter (leeg filter voor alle definities)'): a
// definition or certified schema is named organisation/baseline/name, and the filter keeps those
// whose path starts with it, ignoring case and surrounding spaces; an empty filter keeps all.

/** The path of a definition or certified schema: organisation/baseline/name. */
export function definitionPath(organisation: string, baseline: string, name: string): string {
  return `${organisation}/${baseline}/${name}`;
}

/** Whether a path passes the filter (a case-insensitive prefix; empty or absent passes all). */
export function matchesPathFilter(path: string, filter: string | null | undefined): boolean {
  const prefix = (filter ?? '').trim().toLocaleLowerCase('nl-NL');
  return prefix === '' || path.toLocaleLowerCase('nl-NL').startsWith(prefix);
}
