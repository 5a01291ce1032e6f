import type { Definition } from '../definition.ts';
import { isExcludedFromFunction, mergedTree, type TreeEntityView } from '../merged-tree.ts';
import type { BaselineLibrary, MaxOccurs } from '../../model/baseline-library.ts';

// `GET /VerifyMultipleInstancesSchema/{org}/{name}/{function}` (001 §7 says only that it answers a
// list of problems; our design, ADR 0034): before a function's schema is downloaded, say where it
// allows an entity several times while nothing tells those instances apart — no attribute and no
// child entity of it is present in that function, so a message can only repeat empty elements.
// These are warnings: the schema is still valid and certifies; the user decides.

const occursMoreThanOnce = (maxOccurs: MaxOccurs) => maxOccurs === 'unbounded' || maxOccurs > 1;

function maxOccursIn(entity: TreeEntityView, functionName: string): MaxOccurs {
  return entity.occursByFunction.find((entry) => entry.functionName === functionName)?.maxOccurs ?? entity.maxOccurs;
}

const isInFunction = (entity: TreeEntityView, functionName: string) => entity.isSelected && !isExcludedFromFunction(maxOccursIn(entity, functionName));

function hasPresentAttribute(entity: TreeEntityView, functionName: string): boolean {
  return entity.attributes.some(
    (attribute) => attribute.isSelected && attribute.presenceByFunction.some((entry) => entry.functionName === functionName && entry.presence !== 'N'),
  );
}

export const multipleInstancesTexts = {
  indistinguishable: (path: string, functionName: string, maxOccurs: MaxOccurs) =>
    `Entiteit '${path}' mag in functie '${functionName}' ${maxOccurs === 'unbounded' ? 'onbeperkt vaak' : `${maxOccurs} keer`} voorkomen, ` +
    'maar heeft daar geen attributen en geen onderliggende entiteiten: de voorkomens zijn niet van elkaar te onderscheiden.',
} as const;

/** The problems of one function's schema with entities that may occur more than once; empty when there are none. */
export function multipleInstancesProblems(library: BaselineLibrary, definition: Definition, functionName: string): string[] {
  const problems: string[] = [];
  const visit = (entity: TreeEntityView) => {
    if (!isInFunction(entity, functionName)) return;
    const children = entity.children.filter((child) => isInFunction(child, functionName));
    const maxOccurs = maxOccursIn(entity, functionName);
    if (occursMoreThanOnce(maxOccurs) && children.length === 0 && !hasPresentAttribute(entity, functionName)) {
      problems.push(multipleInstancesTexts.indistinguishable(entity.path, functionName, maxOccurs));
    }
    children.forEach(visit);
  };
  mergedTree(library, definition).forEach(visit);
  return problems;
}
