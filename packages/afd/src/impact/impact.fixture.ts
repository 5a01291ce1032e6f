import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../model/baseline-library.ts';
import { testEntity } from '../model/baseline-library.testing.ts';
import { nodeId } from '../model/node-id.ts';

// A small library to compare: entity PP with attribute PP@X and child PP/AL, code list ADNBRA.
// Each test changes one thing on one side.

export interface LibraryShape {
  x?: Partial<BaselineAttribute>;
  al?: Partial<BaselineEntityNode>;
  extraAttributes?: BaselineAttribute[];
  extraChildren?: BaselineEntityNode[];
  codes?: string[];
  extraCodeList?: boolean;
}

export const attribute = (path: string, extra: Partial<BaselineAttribute> = {}): BaselineAttribute => ({
  id: nodeId(path),
  path,
  name: path.slice(path.indexOf('@') + 1),
  description: '',
  format: null,
  dataType: { type: 'string', isArray: false },
  codeList: null,
  facets: {},
  arrayFacets: null,
  required: false,
  ...extra,
});

/** An entity node of the small library (shared with the other domain tests). */
export const entity = testEntity;

const codeList = (name: string, codes: string[]) => ({ name, description: name, values: codes.map((code) => ({ code, label: `${name} ${code}` })) });

/** The small library with the changes of `shape`. */
export function smallLibrary(shape: LibraryShape = {}): BaselineLibrary {
  return {
    afdVersion: 2,
    jsonSchemaDraft: '2020-12',
    targetNamespace: null,
    codeLists: [codeList('ADNBRA', shape.codes ?? ['01', '02', '03']), ...(shape.extraCodeList ? [codeList('ADNLOG', ['J', 'N'])] : [])],
    roots: [
      entity('PP', {
        minOccurs: 1,
        maxOccurs: 1,
        attributes: [attribute('PP@X', shape.x), ...(shape.extraAttributes ?? [])],
        children: [entity('PP/AL', { attributes: [attribute('PP/AL@Y')], ...shape.al }), ...(shape.extraChildren ?? [])],
      }),
    ],
  };
}
