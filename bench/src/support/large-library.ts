import { nodeId, type BaselineAttribute, type BaselineEntityNode, type BaselineLibrary } from '@afd/afd';
import type { UpdateDefinitionBody } from '@afd/contracts';

// The large synthetic AFD 1.0 baseline library of the authoring benchmarks (bench:definitions,
// bench:definition-editor), and the choices of a definition over it. Deterministic: the same
// arguments give the same library, names and choices in every run.

export interface LargeLibraryShape {
  /** Entities and attributes together; each entity gets `nodes / entities - 1` attributes. */
  nodes: number;
  entities: number;
  /** Levels of entities, the root's included. */
  levels: number;
  /** Children per entity, until `entities` are made. */
  branching: number;
}

/** About a thousand entities over five levels, nineteen attributes each: 20,000 nodes. */
export const defaultLargeLibraryShape: LargeLibraryShape = { nodes: 20_000, entities: 1_000, levels: 5, branching: 6 };

/** An entity's name is its parent's with its position appended ('Polis', 'Polis0', 'Polis03', ...): unique in the tree. */
export const rootEntityName = 'Polis';

function attributesOf(path: string, count: number): BaselineAttribute[] {
  return Array.from({ length: count }, (_, index) => ({
    id: nodeId(`${path}@A${index}`),
    path: `${path}@A${index}`,
    name: `A${index}`,
    description: `Attribuut ${index}`,
    format: 'AN..35',
    dataType: null,
    codeList: null,
    facets: { maxLength: 35 },
    arrayFacets: null,
    // The first attribute of every entity is required: each entity has one to list from the start.
    required: index === 0,
  }));
}

/**
 * A library of `shape.nodes` nodes: one root (required, 'Polis'), its entities made level by
 * level, `branching` children each, until `entities` are made, so every level but the last is
 * full and the last is filled from the left. Entities beyond the root are optional (maximum 10).
 */
export function largeLibrary(shape: LargeLibraryShape = defaultLargeLibraryShape): BaselineLibrary {
  const attributesPerEntity = Math.max(1, Math.floor(shape.nodes / shape.entities) - 1);
  const entity = (path: string, name: string, depth: number): BaselineEntityNode => ({
    id: nodeId(path),
    path,
    name,
    entityTypeName: null,
    description: `Entiteit ${name}`,
    minOccurs: depth === 0 ? 1 : 0,
    maxOccurs: 10,
    attributes: attributesOf(path, attributesPerEntity),
    children: [],
  });
  const root = entity(rootEntityName, rootEntityName, 0);
  let made = 1;
  let level = [root];
  for (let depth = 1; depth < shape.levels && made < shape.entities; depth++) {
    const next: BaselineEntityNode[] = [];
    for (const parent of level) {
      for (let index = 0; index < shape.branching && made < shape.entities; index++) {
        const name = `${parent.name}${index}`;
        const child = entity(`${parent.path}/${name}`, name, depth);
        parent.children.push(child);
        next.push(child);
        made += 1;
      }
    }
    level = next;
  }
  return { afdVersion: 1, jsonSchemaDraft: null, targetNamespace: 'http://www.example.org/afd', codeLists: [], roots: [root] };
}

/** Every entity of the library, level by level (the root first), with its depth. */
export function entitiesOf(library: BaselineLibrary): { entity: BaselineEntityNode; depth: number; parent: BaselineEntityNode | null }[] {
  const found: { entity: BaselineEntityNode; depth: number; parent: BaselineEntityNode | null }[] = library.roots.map((entity) => ({ entity, depth: 0, parent: null }));
  for (let index = 0; index < found.length; index++) {
    const current = found[index];
    if (current) for (const child of current.entity.children) found.push({ entity: child, depth: current.depth + 1, parent: current.entity });
  }
  return found;
}

/** The first child path all the way down: Polis, Polis/Polis0, Polis/Polis0/Polis00, ... */
export function firstChain(library: BaselineLibrary): BaselineEntityNode[] {
  const chain: BaselineEntityNode[] = [];
  for (let node = library.roots[0]; node; node = node.children[0]) chain.push(node);
  return chain;
}

/**
 * The choices a definition page would save over the library: every `everyNth` entity in level
 * order selected (with its ancestors, as the tree only shows an entity under a shown parent, and
 * always the first chain from the root down), each selected entity a maximum per function, and
 * two of its optional attributes selected with a presence per function, one of them with an
 * option list and a help text. An odd `variant` leaves out the second attribute of one entity,
 * as one click in the page does, so consecutive saves differ.
 */
export function largeDefinitionChoices(library: BaselineLibrary, functionNames: readonly string[], { everyNth = 4, variant = 0 } = {}): Omit<UpdateDefinitionBody, 'revision'> {
  const all = entitiesOf(library);
  const parents = new Map(all.map(({ entity, parent }) => [entity.path, parent]));
  const chosen = new Set<string>(firstChain(library).map((entity) => entity.path));
  all.forEach(({ entity }, index) => {
    if (index % everyNth !== 0) return;
    for (let node: BaselineEntityNode | null | undefined = entity; node; node = parents.get(node.path)) chosen.add(node.path);
  });
  const entities: UpdateDefinitionBody['entities'] = {};
  const attributes: UpdateDefinitionBody['attributes'] = {};
  const [first, second] = functionNames;
  const toggled = firstChain(library).at(-1)?.path;
  for (const { entity } of all) {
    if (!chosen.has(entity.path)) continue;
    entities[entity.path] = { selected: true, maxOccursByFunction: first ? { [first]: 5 } : {} };
    const [one, two] = entity.attributes.filter((attribute) => !attribute.required);
    if (one) {
      attributes[one.path] = {
        selected: true,
        presenceByFunction: { ...(first ? { [first]: 'O' } : {}), ...(second ? { [second]: 'V' } : {}) },
        customOptionList: ['EUR', 'USD'],
        codeListSubset: null,
        useUpToDateCodeList: false,
        minimum: null,
        maximum: null,
        facets: { maxLength: 20 },
        arrayFacets: {},
        helpText: `Toelichting bij ${one.name} van ${entity.name}`,
      };
    }
    if (two && !(variant % 2 === 1 && entity.path === toggled)) {
      attributes[two.path] = {
        selected: true,
        presenceByFunction: first ? { [first]: 'O' } : {},
        customOptionList: null,
        codeListSubset: null,
        useUpToDateCodeList: false,
        minimum: null,
        maximum: null,
        facets: {},
        arrayFacets: {},
        helpText: null,
      };
    }
  }
  return { entities, attributes, compositions: {} };
}
