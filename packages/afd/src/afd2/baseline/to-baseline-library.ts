import type { BaselineAttribute, BaselineEntityNode } from '../../model/baseline-library.ts';
import { nodeId } from '../../model/node-id.ts';
import type { SchemaAttribute, SchemaEntity } from '../schema/schema-tree.ts';

// The baseline library is stored and edited as plain data: the pointers the reader keeps for
// certification messages are dropped here, field by field, so nothing else slips into it. Each
// node gets its deterministic id, the hash of its path.

/** The library node of a read entity (recursively), with ids and without JSON pointers. */
export function toBaselineNode(entity: SchemaEntity): BaselineEntityNode {
  return {
    id: nodeId(entity.path),
    path: entity.path,
    name: entity.name,
    entityTypeName: entity.entityTypeName,
    description: entity.description,
    minOccurs: entity.minOccurs,
    maxOccurs: entity.maxOccurs,
    minContains: entity.minContains,
    ...(entity.arrayClosed ? { arrayClosed: true as const } : {}),
    attributes: entity.attributes.map(toBaselineAttribute),
    children: entity.children.map(toBaselineNode),
  };
}

/** The library attribute of a read attribute, with its id and without JSON pointers. */
export function toBaselineAttribute(attribute: SchemaAttribute): BaselineAttribute {
  return {
    id: nodeId(attribute.path),
    path: attribute.path,
    name: attribute.name,
    description: attribute.description,
    format: attribute.format,
    dataType: attribute.dataType,
    codeList: attribute.codeList,
    facets: attribute.facets,
    arrayFacets: attribute.arrayFacets,
    required: attribute.required,
  };
}
