import type { DefinitionChoices } from '../choices/choice-problems.ts';
import type { AttributeChoice, EntityChoice } from '../definition.ts';
import type { TreeEntityView } from '../merged-tree.ts';

// Saving the entity selection "completes attributes of selected entities, compacts the product"
// (001 §4). Here that means: an entity that is neither selected nor required takes its subtree
// with it (its attributes and descendants cannot occur in a message, so their choices go), and a
// choice that says nothing beyond the baseline is not stored. What remains is the definition.

const isEmptyRecord = (record: object) => Object.keys(record).length === 0;

export function isUntouchedEntityChoice(choice: EntityChoice): boolean {
  return !choice.selected && isEmptyRecord(choice.maxOccursByFunction) && isEmptyRecord(choice.minOccursByFunction ?? {});
}

export function isUntouchedAttributeChoice(choice: AttributeChoice): boolean {
  return (
    !choice.selected &&
    isEmptyRecord(choice.presenceByFunction) &&
    choice.customOptionList === null &&
    choice.codeListSubset === null &&
    !choice.useUpToDateCodeList &&
    choice.minimum === null &&
    choice.maximum === null &&
    isEmptyRecord(choice.facets) &&
    isEmptyRecord(choice.arrayFacets) &&
    choice.helpText === null
  );
}

/** Whether an entity is in the definition: required by the baseline, or selected. */
export const isEntityInDefinition = (entity: Pick<TreeEntityView, 'minOccurs'>, choice: EntityChoice | undefined) => entity.minOccurs > 0 || choice?.selected === true;

/** The choices of the entities in the definition (and of their attributes), without untouched ones. */
export function compactChoices(tree: readonly TreeEntityView[], choices: DefinitionChoices): DefinitionChoices {
  const compacted: DefinitionChoices = { entities: {}, attributes: {} };
  const visit = (entity: TreeEntityView) => {
    const choice = choices.entities[entity.path];
    if (!isEntityInDefinition(entity, choice)) return;
    if (choice && !isUntouchedEntityChoice(choice)) compacted.entities[entity.path] = choice;
    for (const attribute of entity.attributes) {
      const attributeChoice = choices.attributes[attribute.path];
      if (attributeChoice && !isUntouchedAttributeChoice(attributeChoice)) compacted.attributes[attribute.path] = attributeChoice;
    }
    entity.children.forEach(visit);
  };
  tree.forEach(visit);
  return compacted;
}
