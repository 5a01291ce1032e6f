import type { Definition } from '../authoring/definition.ts';
import { synchroniseChoices } from '../authoring/sync/synchronise-choices.ts';
import type { BaselineLibrary } from '../model/baseline-library.ts';

// What a definition would lose if it were synchronised to `after`: the warnings synchronisation
// itself gives (one piece of code decides what is dropped or clipped), less those it already gives
// on `before`, which the new library did not cause (a definition stored on an older library).

/** The Dutch synchronisation warnings `after` causes for the definition's choices; empty when it keeps them all. */
export function definitionImpact(definition: Pick<Definition, 'entities' | 'attributes' | 'compositions'>, before: BaselineLibrary, after: BaselineLibrary): string[] {
  const choices = { entities: definition.entities, attributes: definition.attributes, compositions: definition.compositions };
  const already = new Set(synchroniseChoices(before, choices).warnings);
  return synchroniseChoices(after, choices).warnings.filter((warning) => !already.has(warning));
}
