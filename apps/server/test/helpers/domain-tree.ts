import type { TreeAttributeView, TreeEntityView } from '@afd/afd';
import type { TreeAttribute, TreeEntity } from '@afd/contracts';

// A merged tree as GET /Definition answers it (the spec's names, definition-wire.ts) back in the
// domain's words, for tests that hand an answer to packages/afd (outlineOfTree, choicesFromTree),
// as the definition page's own code never does.

export const domainAttribute = (attribute: TreeAttribute): TreeAttributeView => ({
  id: attribute.id,
  path: attribute.path,
  name: attribute.name,
  format: attribute.format,
  type: attribute.type,
  codeList: attribute.codeList,
  description: attribute.description,
  helpText: attribute.helptext,
  isSelected: attribute.isSelected,
  isRequired: attribute.isRequired,
  minimum: attribute.minimum,
  maximum: attribute.maximum,
  customOptionList: attribute.customOptionlistItems,
  optionListOn: attribute.optionListSwitchIsOn,
  codeListSubset: attribute.selectedCodelistItems,
  useUpToDateCodeList: attribute.useUpToDateCodelist,
  presenceByFunction: attribute.aanwezigheidPerFuncties.map(({ functionName, aanwezigheid }) => ({ functionName, presence: aanwezigheid })),
  facets: attribute.facets,
  arrayFacets: attribute.arrayFacets,
});

export const domainEntity = (entity: TreeEntity): TreeEntityView => ({
  id: entity.id,
  path: entity.path,
  name: entity.name,
  entityTypeName: entity.entityTypeName,
  shortDescription: entity.shortDescription,
  minOccurs: entity.minOccurs,
  maxOccurs: entity.maxOccurs,
  isSelected: entity.isSelected,
  occursByFunction: entity.functionSettingGroups.map(({ functionName, functionSettings }) => ({ functionName, maxOccurs: functionSettings.entityMaxOccurs, minOccurs: functionSettings.entityMinOccurs })),
  attributes: entity.attributes.map(domainAttribute),
  children: entity.children.map(domainEntity),
});

/** The domain's merged tree of an answer's children. */
export const domainTree = (children: readonly TreeEntity[]): TreeEntityView[] => children.map(domainEntity);
