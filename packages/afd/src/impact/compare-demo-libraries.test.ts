import { describe, expect, it } from 'vitest';
import { demoAfd2BaselineLibrary } from '../afd2/corpus/demo-baseline-library.ts';
import { libraryIndex } from '../authoring/choices/choice-problems.ts';
import { BASELINES, libraryOf } from '../authoring/generation/afd1/afd1-generation.fixture.ts';
import type { BaselineAttribute, BaselineEntityNode, BaselineLibrary } from '../model/baseline-library.ts';
import type { CodeList } from '../model/catalogue.ts';
import { compareLibraries } from './compare-libraries.ts';
import { attribute } from './impact.fixture.ts';

// The demo libraries (AFD 2.0 demo baseline, AFD 1.0 corpus motor baseline) against a copy with
// known edits, as a replacement upload would bring them: the whole difference, line for line.

interface Edits {
  entity: (path: string) => BaselineEntityNode;
  attribute: (path: string) => BaselineAttribute;
  codeList: (name: string) => CodeList;
}

function editedCopy(library: BaselineLibrary, edit: (edits: Edits) => void): BaselineLibrary {
  const copy = structuredClone(library);
  const index = libraryIndex(copy);
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the demo library has ${what}`);
    return value;
  };
  edit({
    entity: (path) => found(index.entities.get(path), path),
    attribute: (path) => found(index.attributes.get(path), path),
    codeList: (name) => found(copy.codeLists.find((list) => list.name === name), name),
  });
  return copy;
}

const withoutCodes = <T extends { code: string }>(values: T[], ...codes: string[]) => values.filter((value) => !codes.includes(value.code));

describe('compareLibraries on the demo libraries', () => {
  it('finds the known differences of an edited AFD 2.0 demo library', () => {
    const before = demoAfd2BaselineLibrary();
    const after = editedCopy(before, ({ entity, attribute: existing, codeList }) => {
      entity('policy-default/object-car').maxOccurs = 5;
      existing('party-policyHolder@surname').required = true;
      existing('policy-default/object-trailer@maximumMass').facets.maximum = 5000;
      const claim = entity('policy-default/claim-default');
      claim.attributes = claim.attributes.filter((kept) => kept.path !== 'policy-default/claim-default@claimTime');
      entity('policy-default').attributes.push(attribute('policy-default@endDate', { dataType: { type: 'date', isArray: false } }));
      const branches = codeList('ADNBRA');
      branches.values = [...withoutCodes(branches.values, '070'), { code: '090', label: 'Nieuw' }];
      codeList('ADNSCH').values.pop();
    });
    expect(compareLibraries(before, after).lines).toEqual([
      "Attribuut 'party-policyHolder@surname': nu verplicht (beperkt).",
      "Attribuut 'policy-default@endDate' is toegevoegd.",
      "Attribuut 'policy-default/claim-default@claimTime' vervalt.",
      "Entiteit 'policy-default/object-car': maxOccurs 9 → 5 (beperkt).",
      "Attribuut 'policy-default/object-trailer@maximumMass': maximum 3500 → 5000 (verruimd).",
      'Codelijst ADNBRA: waarde 070 ingetrokken.',
      'Codelijst ADNBRA: waarde 090 toegevoegd.',
      'Codelijst ADNSCH: waarde 5 ingetrokken.',
    ]);
  });

  it('finds the known differences of an edited AFD 1.0 corpus library', () => {
    const before = libraryOf(BASELINES.motor);
    const after = editedCopy(before, ({ entity, attribute: existing, codeList }) => {
      entity('Contractbericht/PP/BO').maxOccurs = 'unbounded';
      existing('Contractbericht/PP@PP_NUMMER').format = 'AN..20';
      existing('Contractbericht/PP@PP_VRWRKCD').codeList = { name: 'ADNVRW', values: ['N', 'W'] };
      const policy = entity('Contractbericht/PP');
      policy.children = policy.children.filter((child) => child.path !== 'Contractbericht/PP/VN');
      const branches = codeList('ADNBRA');
      branches.values = withoutCodes(branches.values, '050', '051');
    });
    expect(compareLibraries(before, after).lines).toEqual([
      "Attribuut 'Contractbericht/PP@PP_NUMMER': formaat AN..35 → AN..20 (beperkt).",
      "Attribuut 'Contractbericht/PP@PP_VRWRKCD': waarden V, O ingetrokken (beperkt).",
      "Entiteit 'Contractbericht/PP/BO': maxOccurs 3 → onbeperkt (verruimd).",
      "Entiteit 'Contractbericht/PP/VN' vervalt.",
      'Codelijst ADNBRA: waarden 050, 051 ingetrokken.',
    ]);
  });

  it('finds nothing between a demo library and its unedited copy', () => {
    expect(compareLibraries(demoAfd2BaselineLibrary(), demoAfd2BaselineLibrary()).lines).toEqual([]);
    expect(compareLibraries(libraryOf(BASELINES.motor), structuredClone(libraryOf(BASELINES.motor))).lines).toEqual([]);
  });
});
