import { describe, expect, it } from 'vitest';
import { editJson } from '../../../test/support/json-edit.ts';
import { checkManualConstructs } from '../certification/check-manual-constructs.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import type { JsonObject } from '../json/json-value.ts';
import { readSchemaTree } from './read-entity-tree.ts';

// The loader already refuses a document whose references lead round in a circle (the validator
// cannot compile it), so the reader's own guard is tested on the reader: it must stop, and say why.

const claimNumber = '/definitions/claimDefault/properties/claimNumber';

function treeOf(schemaText: string) {
  return readSchemaTree(JSON.parse(schemaText) as JsonObject);
}

describe('following references within the document for an attribute', () => {
  it('stops at a reference cycle: manual validation with its reason, the value not compared', () => {
    let text = editJson(demoAfd2BaselineSchemaText(), '/definitions', (definitions) => Object.assign(definitions, { a: { $ref: '#/definitions/b' }, b: { description: 'B.', $ref: '#/definitions/a' } }));
    text = editJson(text, claimNumber, (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, $ref: '#/definitions/a' }));
    text = editJson(text, '/definitions/objectCar/properties/licensePlate', (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, $ref: '#/definitions/b' }));

    const tree = treeOf(text);
    const claim = tree.roots.find((entity) => entity.name === 'policy')?.children.find((entity) => entity.name === 'claim');
    expect(claim?.attributes.find((attribute) => attribute.name === 'claimNumber')?.valueUnmodelled).toBe(true);
    expect(checkManualConstructs(tree.unsupported).map((finding) => [finding.problem.message, finding.problem.description])).toEqual([
      [
        'Handmatige validatie nodig: $ref',
        'De verwijzingen leiden in een kring terug naar zichzelf; de waarde van dit attribuut wordt niet met de baseline vergeleken. Een certificeerder beoordeelt dit deel. Plaats: /definitions/objectCar/properties/licensePlate/$ref',
      ],
      [
        'Handmatige validatie nodig: $ref',
        'De verwijzingen leiden in een kring terug naar zichzelf; de waarde van dit attribuut wordt niet met de baseline vergeleken. Een certificeerder beoordeelt dit deel. Plaats: /definitions/claimDefault/properties/claimNumber/$ref',
      ],
    ]);
  });

  it('reads a long chain of references once, ending in the schema it names', () => {
    const length = 2_000;
    let text = editJson(demoAfd2BaselineSchemaText(), '/definitions', (definitions) => {
      for (let link = 0; link < length; link++) definitions[`link${link}`] = { $ref: `#/definitions/link${link + 1}` };
      definitions[`link${length}`] = { type: 'string', maxLength: 12 };
    });
    text = editJson(text, claimNumber, (attribute) => Object.assign(attribute, { type: undefined, maxLength: undefined, $ref: '#/definitions/link0' }));
    const tree = treeOf(text);
    const claim = tree.roots.find((entity) => entity.name === 'policy')?.children.find((entity) => entity.name === 'claim');
    const attribute = claim?.attributes.find((candidate) => candidate.name === 'claimNumber');
    expect(attribute?.dataType).toEqual({ type: 'string', isArray: false });
    expect(attribute?.facets.maxLength).toBe(12);
    expect(attribute?.valuePointer).toBe(`/definitions/link${length}`);
  });
});
