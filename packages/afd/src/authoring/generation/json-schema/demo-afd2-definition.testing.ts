import { demoAfd2BaselineSchemaText } from '../../../afd2/corpus/demo-baseline.ts';
import { demoAfd2BaselineLibrary } from '../../../afd2/corpus/demo-baseline-library.ts';
import { untouchedAttribute, type AttributeChoice, type Definition } from '../../definition.ts';
import type { GenerationInput } from '../generated-file.ts';

// The demo AFD 2.0 definition 'Autoschade' on the demo baseline, the generation input of its
// functions and a 'melding' message it accepts: shared by the generation tests and the
// workbench's message checks, which must agree on what the definition allows.

export const library = demoAfd2BaselineLibrary();
export const baselineDocument = demoAfd2BaselineSchemaText();

export const chosen = (fields: Partial<AttributeChoice>): AttributeChoice => ({ ...untouchedAttribute(), selected: true, ...fields });

export const definition: Definition = {
  organisation: 'Assurantiekantoor-Dijkstra',
  basedOn: 'Mobiliteit-Schademelding-Zakelijk en particulier',
  baselineLibraryId: 'lib-2',
  revision: 3,
  properties: { name: 'Autoschade', definitionVersion: '001.02', brancheCode: '', porCode: '', ingangsdatum: '01-01-2027', einddatum: '', riskCarrier: '', productSegment: 3, tag: 'AUTO', changelog: 'Tweede versie.' },
  functions: [
    { name: 'melding', active: true, custom: false },
    { name: 'herstel', active: true, custom: true },
  ],
  entities: {
    'party-policyHolder': { selected: true, maxOccursByFunction: { herstel: 0 } },
    'policy-default/object-car': { selected: true, maxOccursByFunction: { melding: 2 } },
    'policy-default/claim-default': { selected: true, maxOccursByFunction: {} },
  },
  attributes: {
    'party-policyHolder@surname': chosen({ presenceByFunction: { melding: 'O' }, facets: { maxLength: 40 }, helpText: 'Achternaam zoals op de polis' }),
    'policy-default@startDate': chosen({ presenceByFunction: { melding: 'N', herstel: 'V' } }),
    'policy-default@branch': chosen({ presenceByFunction: { melding: 'V', herstel: 'V' }, codeListSubset: ['021', '022'] }),
    'policy-default@premiumAmount': chosen({ presenceByFunction: { melding: 'O', herstel: 'O' }, facets: { minimum: 0 } }),
    'commonTechnical-default/party-sender@organizationName': chosen({ presenceByFunction: { melding: 'V', herstel: 'V' }, facets: { maxLength: 40 } }),
    'policy-default/object-car@buildYear': chosen({ presenceByFunction: { melding: 'V', herstel: 'O' }, facets: { minimum: 1950 } }),
    'policy-default/claim-default@claimType': chosen({ presenceByFunction: { melding: 'V', herstel: 'V' }, codeListSubset: ['1', '2'] }),
    'policy-default/claim-default@injuries': chosen({ presenceByFunction: { melding: 'O', herstel: 'O' }, useUpToDateCodeList: true }),
  },
  compositions: {},
};

export const input = (overrides: Partial<GenerationInput> = {}): GenerationInput => ({
  definition,
  library,
  baselineDocument,
  functionName: 'melding',
  businessRules: [{ name: 'BR1', expression: "policy[0].claim[0].claimType != '2' || policy[0].object != null", message: 'Bij diefstal hoort een object.' }],
  ...overrides,
});

/** A message the 'melding' schema accepts: everything the definition keeps for it, nothing more. */
export function message(): Record<string, unknown> {
  return {
    commonFunctional: [{ entityType: 'default', afdDefinitionName: 'Autoschade', afdDefinitionVersion: '001.02', function: '01' }],
    commonTechnical: [{ entityType: 'default', creationDateTime: '2026-11-25T10:00:00Z', messageId: 'M-1', party: [{ entityType: 'sender', refKey: 'S1', organizationName: 'Polderzeker' }] }],
    party: [{ entityType: 'policyHolder', refKey: 'P1', surname: 'Jansen' }],
    policy: [
      {
        entityType: 'default',
        policyNumber: 'POL-1',
        branch: '021',
        premiumAmount: 120.5,
        object: [{ entityType: 'car', licensePlate: 'AB-12-CD', buildYear: 2012 }],
        claim: [{ entityType: 'default', claimNumber: 'C-1', claimDate: '2026-11-01', claimType: '1', injuries: 'N' }],
      },
    ],
  };
}
