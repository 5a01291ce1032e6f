import type { TreeAttributeView, TreeEntityView } from '@afd/afd/authoring';
import type { TreeAttribute, TreeEntity } from '@afd/contracts';

// The screen tests' server answers its merged tree in the spec's names, as the server maps the
// domain's tree at its edge (apps/server's definition-wire.ts, which the web app may not import),
// and the fixture reads such an answer back into the domain's words for the outline.

const wireAttribute = (attribute: TreeAttributeView): TreeAttribute => ({
  id: attribute.id,
  path: attribute.path,
  name: attribute.name,
  format: attribute.format,
  type: attribute.type,
  codeList: attribute.codeList,
  description: attribute.description,
  helptext: attribute.helpText,
  isSelected: attribute.isSelected,
  isRequired: attribute.isRequired,
  minimum: attribute.minimum,
  maximum: attribute.maximum,
  customOptionlistItems: attribute.customOptionList,
  optionListSwitchIsOn: attribute.optionListOn,
  selectedCodelistItems: attribute.codeListSubset,
  useUpToDateCodelist: attribute.useUpToDateCodeList,
  aanwezigheidPerFuncties: attribute.presenceByFunction.map(({ functionName, presence }) => ({ functionName, aanwezigheid: presence })),
  facets: attribute.facets,
  arrayFacets: attribute.arrayFacets,
});

const wireEntity = (entity: TreeEntityView): TreeEntity => ({
  id: entity.id,
  path: entity.path,
  name: entity.name,
  entityTypeName: entity.entityTypeName,
  shortDescription: entity.shortDescription,
  minOccurs: entity.minOccurs,
  maxOccurs: entity.maxOccurs,
  isSelected: entity.isSelected,
  functionSettingGroups: entity.occursByFunction.map(({ functionName, maxOccurs, minOccurs }) => ({ functionName, functionSettings: { entityMaxOccurs: maxOccurs, entityMinOccurs: minOccurs } })),
  attributes: entity.attributes.map(wireAttribute),
  children: entity.children.map(wireEntity),
});

const domainAttribute = (attribute: TreeAttribute): TreeAttributeView => ({
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

const domainEntity = (entity: TreeEntity): TreeEntityView => ({
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

/** The domain's merged tree as GET /Definition answers it. */
export const wireTree = (tree: readonly TreeEntityView[]): TreeEntity[] => tree.map(wireEntity);

/** An answer's tree (as a test may have changed it) in the domain's words again. */
export const domainTree = (children: readonly TreeEntity[]): TreeEntityView[] => children.map(domainEntity);
