import { describe, expect, it } from 'vitest';
import { BASELINES, libraryOf, motorDefinition } from '../authoring/generation/afd1/afd1-generation.fixture.ts';
import { functionAttributeNames, identityFindings, messageIdentity, messageTextIdentityFindings, xmlIdentityFindings } from './message-identity.ts';

// 'Bericht testen' (issue 35): a message says which function and definition it is for; a polis
// message tested as offerte, or another definition's message, gets a Dutch finding at that field.

const library = libraryOf(BASELINES.motor);
const definition = motorDefinition();
const offerte = messageIdentity(library, definition, 'offerte');
const common = (fields: Record<string, unknown>) => ({ commonFunctional: [{ entityType: 'default', ...fields }] });

describe('the identity of a message', () => {
  it("takes the function's code from the code list label that names it", () => {
    expect(offerte.functionCode).toBe('02');
    expect(messageIdentity(library, definition, 'polis').functionCode).toBe('03');
    expect(messageIdentity(library, definition, 'eigen functie').functionCode).toBeNull();
  });

  it('finds a polis message tested as offerte, and another definition, each at its field', () => {
    expect(identityFindings(common({ function: '03', afdDefinitionName: 'Andere definitie' }), offerte)).toEqual([
      { kind: 'schema', path: 'commonFunctional[0].function', message: "Het bericht is voor functie '03', maar getest wordt functie 'offerte' (code '02').", source: 'function' },
      {
        kind: 'schema',
        path: 'commonFunctional[0].afdDefinitionName',
        message: `Het bericht is voor definitie 'Andere definitie', maar getest wordt definitie '${definition.properties.name}'.`,
        source: 'afdDefinitionName',
      },
    ]);
  });

  it("accepts the function's own code, the definition's name or its file stem, and a message that does not say", () => {
    expect(identityFindings(common({ function: '02', afdDefinitionName: definition.properties.name }), offerte)).toEqual([]);
    expect(identityFindings(common({ function: '02', afdDefinitionName: offerte.definitionStem }), offerte)).toEqual([]);
    expect(identityFindings({ policy: [] }, offerte)).toEqual([]);
    expect(messageTextIdentityFindings('{"commonFunctional": [', offerte)).toEqual([]);
  });

  it('says nothing of the function code when no label names the function', () => {
    expect(identityFindings(common({ function: '03' }), messageIdentity(library, definition, 'eigen functie'))).toEqual([]);
  });
});

describe('the function code of an AFD 1.0 message', () => {
  const elements = functionAttributeNames(library);

  it('finds a polis message tested as offerte at its function element, and accepts the offerte code', () => {
    expect(elements.size).toBeGreaterThan(0);
    const [element] = [...elements];
    const message = (code: string) => `<?xml version="1.0"?>\n<b:Contractbericht xmlns:b="urn:x"><b:AL><b:${element}>${code}</b:${element}></b:AL></b:Contractbericht>`;
    expect(xmlIdentityFindings(message('03'), offerte, elements)).toEqual([
      { kind: 'schema', path: element, message: "Het bericht is voor functie '03', maar getest wordt functie 'offerte' (code '02').", source: 'function' },
    ]);
    expect(xmlIdentityFindings(message('02'), offerte, elements)).toEqual([]);
  });
});
