import { describe, expect, it } from 'vitest';
import { editJson } from '../../../test/support/json-edit.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';

// Certification compares a tuple array attribute position by position (keyword-table.test.ts);
// the library holds one element schema, so a baseline's tuple must not pass for one of them.

const emails = '/definitions/partyPolicyHolder/properties/emailAddresses';

describe('a baseline array attribute in draft 2019-09 tuple form', () => {
  it('is not recorded as one element schema, and its upload warns about items', () => {
    const schemaText = editJson(demoAfd2BaselineSchemaText(), emails, (attribute) =>
      Object.assign(attribute, { items: [{ type: 'string', maxLength: 80 }, { type: 'integer' }], additionalItems: false }),
    );
    const parsed = parseAfd2BaselineSchema({ schemaText, codeLists: demoAfd2CodeLists });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.messages));
    expect(parsed.messages.map((message) => [message.message, message.description])).toEqual([
      ['Sleutelwoord items wordt niet opgenomen', `De baseline library modelleert items op deze plek niet; certificering toetst er niet op. Plaats: ${emails}/items`],
    ]);
    const holder = parsed.library.roots.find((root) => root.name === 'party');
    const attribute = holder?.attributes.find((candidate) => candidate.name === 'emailAddresses');
    expect(attribute?.dataType).toBeNull();
    expect(attribute?.facets).toEqual({});
  });
});
