import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from './baseline-library.ts';
import { nodeId } from './node-id.ts';

// Hand-built libraries for tests: an entity node from its path, optional with 0..5 and no
// attributes or children unless `extra` says otherwise.

/** An entity node of a test library; `extra` overrides any field. */
export const testEntity = (path: string, extra: Partial<BaselineEntityNode> = {}): BaselineEntityNode => ({
  id: nodeId(path),
  path,
  name: path.split('/').pop() as string,
  entityTypeName: null,
  description: '',
  minOccurs: 0,
  maxOccurs: 5,
  attributes: [],
  children: [],
  ...extra,
});

/** An attribute of a test library (named after what follows '@' in its path): optional AN..35; `extra` overrides any field. */
export const testAttribute = (path: string, extra: Partial<BaselineAttribute> = {}): BaselineAttribute => ({
  id: nodeId(path),
  path,
  name: path.slice(path.indexOf('@') + 1),
  description: `Omschrijving ${path}`,
  format: 'AN..35',
  dataType: null,
  codeList: null,
  facets: { maxLength: 35 },
  arrayFacets: null,
  required: false,
  ...extra,
});

/** An AFD 1.0 test library without namespace or code lists over these roots. */
export const testLibrary = (roots: BaselineEntityNode[]): BaselineLibrary => ({ afdVersion: 1, jsonSchemaDraft: null, targetNamespace: null, codeLists: [], roots });
