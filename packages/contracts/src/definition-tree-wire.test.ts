import type { TreeEntityView } from '@afd/afd/authoring';
import { describe, expect, it } from 'vitest';
import { domainTree, wireTree } from './definition-tree-wire.ts';
import { treeAttributeSchema, treeEntitySchema } from './product-definitions.ts';


const tree: TreeEntityView[] = [
  {
    id: 'e1', path: 'PP', name: 'PP', entityTypeName: null, shortDescription: 'Polis', minOccurs: 1, maxOccurs: 1, isSelected: true,
    occursByFunction: [{ functionName: 'polis', maxOccurs: 1, minOccurs: 1 }],
    attributes: [
      {
        id: 'a1', path: 'PP/PP_BRANCHE', name: 'PP_BRANCHE', format: 'AN..3', type: null, codeList: 'ADNBRA', description: 'Branche',
        helpText: 'Eigen tekst', isSelected: true, isRequired: false, minimum: null, maximum: null,
        customOptionList: ['021'], optionListOn: true, codeListSubset: ['021', '023'], useUpToDateCodeList: false,
        presenceByFunction: [{ functionName: 'polis', presence: 'V' }],
        facets: { baseline: { maxLength: 3 }, actual: { maxLength: 3, pattern: '0[0-9]{2}' } }, arrayFacets: { baseline: null, actual: {} },
      },
    ],
    children: [
      { id: 'e2', path: 'PP/VP', name: 'VP', entityTypeName: null, shortDescription: 'Verzekerde', minOccurs: 0, maxOccurs: 'unbounded', isSelected: false, occursByFunction: [{ functionName: 'polis', maxOccurs: 5, minOccurs: 0 }], attributes: [], children: [] },
    ],
  },
];

describe('the merged tree between the domain and the wire', () => {
  it("answers in the spec's names, which the contract's schema accepts, and reads back to the same tree", () => {
    const wire = wireTree(tree);
    expect(wire[0]?.functionSettingGroups).toEqual([{ functionName: 'polis', functionSettings: { entityMaxOccurs: 1, entityMinOccurs: 1 } }]);
    expect(wire[0]?.attributes[0]).toMatchObject({ helptext: 'Eigen tekst', customOptionlistItems: ['021'], optionListSwitchIsOn: true, selectedCodelistItems: ['021', '023'], useUpToDateCodelist: false, aanwezigheidPerFuncties: [{ functionName: 'polis', aanwezigheid: 'V' }] });
    expect(treeEntitySchema.parse(wire[0])).toEqual(wire[0]);
    expect(domainTree(wire)).toEqual(tree);
  });

  it("writes an attribute's fields in the order of the contract's schema (the answer's bytes do not change)", () => {
    expect(Object.keys(wireTree(tree)[0]!.attributes[0]!)).toEqual(Object.keys(treeAttributeSchema.shape));
  });
});
