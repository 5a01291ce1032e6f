import type { TreeAttributeView, TreeEntityView } from '@afd/afd/authoring';
import type { TreeAttribute, TreeEntity } from './product-definitions.ts';

// The merged tree crosses the wire in the spec's names (001 §3 'Entity', 'Attribute':
// aanwezigheidPerFuncties, helptext, functionSettingGroups...), while packages/afd's tree view
// speaks the domain's (presenceByFunction, helpText, occursByFunction...). The one mapping between
// the two lives here, at the contract: the server answers with wireTree, and tests that hand an
// answer back to the domain (the server's route tests, the web app's screen fixtures) read it with
// domainTree. A field added to the tree is added here once.

/**
 * One attribute of the merged tree in the spec's names (001 §3 'Attribute'), its fields in the
 * order the answer has always written them. Plain fields are copied, nothing is cloned: over a
 * library of 20,000 nodes the whole tree is mapped on every GET /Definition.
 */
export function wireAttribute(attribute: TreeAttributeView): TreeAttribute {
  return {
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
  };
}

/** One entity of the merged tree with its attributes and children in the spec's names (001 §3 'Entity'). */
export function wireEntity(entity: TreeEntityView): TreeEntity {
  return {
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
  };
}

/** The merged tree as GET /Definition answers it. */
export const wireTree = (tree: readonly TreeEntityView[]): TreeEntity[] => tree.map(wireEntity);

// The other way: an answer back in the domain's words.

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

/** An answer's tree (children) in the domain's words again. */
export const domainTree = (children: readonly TreeEntity[]): TreeEntityView[] => children.map(domainEntity);
