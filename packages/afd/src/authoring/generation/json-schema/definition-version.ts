import type { Facets } from '../../../model/baseline-library.ts';
import type { FunctionSelection } from '../function-selection.ts';

// A message names the definition version it follows in commonFunctional.afdDefinitionVersion. The
// standards body's files fix that attribute to the definition's version with a `const` (VB-PUO:
// "001.04", the definitionVersion of their -validationRules.json), so a message written for
// another version is refused. Generation does the same from the definition's properties, unless
// the definition fixes its own value there, or the baseline already fixes or bounds the value in a
// way the version does not meet (the schema must keep certifying against its baseline).

const versionAttributePath = /^commonFunctional-[^/@]+@afdDefinitionVersion$/;

/** Whether the attribute path is the message's commonFunctional.afdDefinitionVersion. */
export const isDefinitionVersionAttribute = (path: string) => versionAttributePath.test(path);

function versionFits(version: string, facets: Facets): boolean {
  if (facets.maxLength !== undefined && version.length > facets.maxLength) return false;
  if (facets.minLength !== undefined && version.length < facets.minLength) return false;
  if (facets.pattern === undefined) return true;
  try {
    return new RegExp(facets.pattern, 'u').test(version);
  } catch {
    return false;
  }
}

/** The selection with the kept afdDefinitionVersion attribute fixed to the definition's version (see above). */
export function withDefinitionVersion(selection: FunctionSelection, definitionVersion: string): FunctionSelection {
  const version = definitionVersion.trim();
  if (version === '') return selection;
  const entry = [...selection.attributes].find(([path]) => isDefinitionVersionAttribute(path));
  if (!entry) return selection;
  const [path, kept] = entry;
  const { baseline, actual } = kept.view.facets;
  const fixedElsewhere = actual.const !== undefined || actual.enumeration !== undefined || baseline.enumeration !== undefined || kept.view.codeList !== null;
  if (fixedElsewhere || kept.view.type !== 'string' || !versionFits(version, actual)) return selection;
  const attributes = new Map(selection.attributes);
  attributes.set(path, { ...kept, view: { ...kept.view, facets: { baseline, actual: { ...actual, const: version } } } });
  return { ...selection, attributes };
}
