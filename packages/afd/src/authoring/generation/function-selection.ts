import type { MaxOccurs } from '../../model/baseline-library.ts';
import { isExcludedFromFunction, isShownInTree, type TreeAttributeView, type TreeEntityView } from '../merged-tree.ts';

// What one function keeps of the merged tree (docs/authoring.md 'Generation'): the entities in the
// definition that the function does not exclude, below kept parents only, each with the function's
// maximum and minimum (ADR 0056); and of those entities the selected attributes with presence V
// or O. N is absent.

export interface KeptAttribute {
  presence: 'V' | 'O';
  view: TreeAttributeView;
}

export interface KeptEntity {
  maxOccurs: MaxOccurs;
  minOccurs: number;
  view: TreeEntityView;
}

export interface FunctionSelection {
  /** Kept entity paths with the function's maximum (never above the baseline's) and minimum (never below the baseline's, never above the maximum). */
  entities: ReadonlyMap<string, KeptEntity>;
  attributes: ReadonlyMap<string, KeptAttribute>;
}

/** The entities and attributes of the merged tree that the function's schema keeps. */
export function functionSelection(tree: readonly TreeEntityView[], functionName: string): FunctionSelection {
  const entities = new Map<string, KeptEntity>();
  const attributes = new Map<string, KeptAttribute>();
  const visit = (entity: TreeEntityView) => {
    const occurs = entity.occursByFunction.find((entry) => entry.functionName === functionName);
    const setting = occurs?.maxOccurs ?? entity.maxOccurs;
    // A required entity cannot be excluded (the save refuses it); the baseline's minimum wins over a stale setting.
    if (!isShownInTree(entity) || (isExcludedFromFunction(setting) && entity.minOccurs === 0)) return;
    const maxOccurs = atMost(setting, entity.maxOccurs, entity.minOccurs);
    entities.set(entity.path, { maxOccurs, minOccurs: atLeast(occurs?.minOccurs ?? entity.minOccurs, entity.minOccurs, maxOccurs), view: entity });
    for (const attribute of entity.attributes) {
      const presence = attribute.presenceByFunction.find((entry) => entry.functionName === functionName)?.presence ?? (attribute.isRequired ? 'V' : 'N');
      if (attribute.isRequired) attributes.set(attribute.path, { presence: 'V', view: attribute });
      else if (attribute.isSelected && presence !== 'N') attributes.set(attribute.path, { presence, view: attribute });
    }
    entity.children.forEach(visit);
  };
  tree.forEach(visit);
  return { entities, attributes };
}

/** The function's maximum, clipped to the baseline's and never below the baseline's minimum. */
function atMost(setting: MaxOccurs, baseline: MaxOccurs, minimum: number): MaxOccurs {
  const clipped = setting === 'unbounded' ? baseline : baseline === 'unbounded' ? setting : Math.min(setting, baseline);
  return clipped !== 'unbounded' && clipped < Math.max(minimum, 1) ? Math.max(minimum, 1) : clipped;
}

/** The function's minimum, never below the baseline's and never above the function's maximum. */
function atLeast(setting: number, baseline: number, maximum: MaxOccurs): number {
  const raised = Math.max(setting, baseline);
  return maximum === 'unbounded' ? raised : Math.min(raised, maximum);
}
