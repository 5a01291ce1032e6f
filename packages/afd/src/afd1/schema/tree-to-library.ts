import type { BaselineAttribute, BaselineEntityNode } from '../../model/baseline-library.ts';
import { nodeId } from '../../model/node-id.ts';
import type { TreeAttribute, TreeEntity } from './entity-tree.ts';

// The entity tree as the shared model stores it: plain data with a deterministic id per path.

/** The stored form of an entity tree node and everything below it. */
export function toBaselineEntityNode(entity: TreeEntity): BaselineEntityNode {
  return {
    id: nodeId(entity.path),
    path: entity.path,
    name: entity.name,
    entityTypeName: null,
    description: entity.description,
    minOccurs: entity.occurs.min,
    maxOccurs: entity.occurs.max,
    attributes: entity.attributes.map(toBaselineAttribute),
    children: entity.children.map(toBaselineEntityNode),
  };
}

function toBaselineAttribute(attribute: TreeAttribute): BaselineAttribute {
  return {
    id: nodeId(attribute.path),
    path: attribute.path,
    name: attribute.name,
    description: attribute.description,
    format: attribute.type.format,
    dataType: null,
    codeList: attribute.type.codeList,
    facets: attribute.type.facets,
    arrayFacets: null,
    required: attribute.occurs.min >= 1,
  };
}
