import { describe, expect, it } from 'vitest';
import { editJson, type JsonRecord } from '../../../test/support/json-edit.ts';
import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineLibrary } from '../corpus/demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from '../corpus/demo-baseline.ts';
import { demoAfd2CodeLists } from '../corpus/demo-catalogue-content.ts';
import { certifyJsonSchema } from './certify-json-schema.ts';

// The keyword table of README.md beside this file, one case per row: each definition is the demo
// baseline with one small edit, and the case states the whole verdict (which errors, which manual
// reasons). The table and these cases describe the same decisions.

const baselineText = demoAfd2BaselineSchemaText();
const demoBaseline = demoAfd2BaselineLibrary();
const claim = '/definitions/claimDefault';

/** What certification decides: valid, these errors (message titles), or manual validation for these keywords. */
type Verdict = { valid: true } | { errors: string[] } | { manual: string[] };

interface KeywordCase {
  /** The README row: `keyword @ place`. */
  row: string;
  /** The behaviour, as a test name states it. */
  name: string;
  /** The definition: the demo baseline with edits applied. */
  edits: Edit[];
  verdict: Verdict;
  /** The description of the first message, where the case pins its text. */
  description?: string;
  /** A baseline other than the demo: the demo with these edits, parsed as an upload parses it. */
  baselineEdits?: Edit[];
}

type Edit = [pointer: string, edit: (target: JsonRecord) => void];

const cases: KeywordCase[] = [
  {
    row: 'type @ attribute',
    name: 'accepts a choice of types that all lie within the baseline type (integer or number where the baseline has number)',
    edits: [['/definitions/objectCar/properties/catalogueValue', (attribute) => (attribute.type = ['integer', 'number'])]],
    verdict: { valid: true },
  },
  {
    row: 'type @ attribute',
    name: 'accepts a choice of one type equal to the baseline type',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string'])]],
    verdict: { valid: true },
  },
  {
    row: 'type @ attribute',
    name: 'rejects a choice of types that admits a value the baseline does not, with one error naming both',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'integer'])]],
    verdict: { errors: ['Datatype van attribuut claimNumber is ruimer dan de baseline'] },
    description: 'Het datatype is een keuze uit string en integer, de baseline heeft string. Plaats: /definitions/claimDefault/properties/claimNumber/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects a choice that adds null',
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = ['integer', 'null'])]],
    verdict: { errors: ['Datatype van attribuut buildYear is ruimer dan de baseline'] },
    description: 'Het datatype is een keuze uit integer en null, de baseline heeft integer. Plaats: /definitions/objectCar/properties/buildYear/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects a choice of integer and number where the baseline has integer',
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = ['integer', 'number'])]],
    verdict: { errors: ['Datatype van attribuut buildYear is ruimer dan de baseline'] },
    description: 'Het datatype is een keuze uit integer en number, de baseline heeft integer. Plaats: /definitions/objectCar/properties/buildYear/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects a wider single type (number where the baseline has integer)',
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = 'number')]],
    verdict: { errors: ['Datatype van attribuut buildYear is ruimer dan de baseline'] },
    description: 'Het datatype is decimal, de baseline heeft integer. Plaats: /definitions/objectCar/properties/buildYear/type',
  },
  {
    row: 'type @ attribute',
    name: 'rejects an attribute without a type where the baseline has one',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => delete attribute.type]],
    verdict: { errors: ['Datatype van attribuut claimNumber is ruimer dan de baseline'] },
    description: 'Het schema noemt geen datatype, de baseline heeft string. Plaats: /definitions/claimDefault/properties/claimNumber/type',
  },
  {
    row: 'type @ attribute',
    name: 'asks for manual validation only of an object or array among the types, without a data-type error',
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'object'])]],
    verdict: { manual: ['type'] },
  },
  {
    row: 'type @ attribute',
    name: 'accepts a definition equal to a baseline whose choice of types the library cannot hold',
    baselineEdits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'null'])]],
    edits: [[`${claim}/properties/claimNumber`, (attribute) => (attribute.type = ['string', 'null'])]],
    verdict: { valid: true },
  },
  {
    row: 'type @ attribute',
    name: 'reads a baseline choice of integer and number as number',
    baselineEdits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = ['number', 'integer'])]],
    edits: [['/definitions/objectCar/properties/buildYear', (attribute) => (attribute.type = 'number')]],
    verdict: { valid: true },
  },
  {
    row: 'type @ array item',
    name: 'rejects a choice of item types wider than the baseline item type',
    edits: [['/definitions/partyPolicyHolder/properties/emailAddresses/items', (items) => (items.type = ['string', 'boolean'])]],
    verdict: { errors: ['Datatype van attribuut emailAddresses is ruimer dan de baseline'] },
    description:
      'Het datatype is een lijst met een keuze uit string en boolean, de baseline heeft [string]. Plaats: /definitions/partyPolicyHolder/properties/emailAddresses/items/type',
  },
  {
    row: 'type @ array item',
    name: 'accepts a choice of one item type equal to the baseline item type',
    edits: [['/definitions/partyPolicyHolder/properties/emailAddresses/items', (items) => (items.type = ['string'])]],
    verdict: { valid: true },
  },
];

function certify(keywordCase: KeywordCase) {
  const schemaText = keywordCase.edits.reduce((text, [pointer, edit]) => editJson(text, pointer, edit), baselineText);
  return certifyJsonSchema({ schemaText, baseline: baselineOf(keywordCase), codeLists: demoAfd2CodeLists });
}

function baselineOf({ baselineEdits }: KeywordCase): BaselineLibrary {
  if (baselineEdits === undefined) return demoBaseline;
  const schemaText = baselineEdits.reduce((text, [pointer, edit]) => editJson(text, pointer, edit), baselineText);
  const parsed = parseAfd2BaselineSchema({ schemaText, codeLists: demoAfd2CodeLists });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.messages));
  return parsed.library;
}

/** The verdict of a result, in the cases' terms. */
function verdictOf(result: ReturnType<typeof certifyJsonSchema>): Verdict {
  const errors = result.messages.filter((message) => message.severity === 1).map((message) => message.message);
  if (errors.length > 0) return { errors };
  if (result.manualValidation) return { manual: result.messages.map((message) => message.message.replace(/^Handmatige validatie nodig: /, '')) };
  return { valid: true };
}

describe('the AFD 2.0 keyword table (README.md), row by row', () => {
  describe.each([...new Set(cases.map((keywordCase) => keywordCase.row))])('%s', (row) => {
    it.each(cases.filter((keywordCase) => keywordCase.row === row).map((keywordCase) => [keywordCase.name, keywordCase] as const))('%s', (_, keywordCase) => {
      const result = certify(keywordCase);
      expect(verdictOf(result)).toEqual(keywordCase.verdict);
      if ('errors' in keywordCase.verdict) expect(result.manualValidation).toBe(false);
      if (keywordCase.description !== undefined) expect(result.messages[0]?.description).toBe(keywordCase.description);
    });
  });
});
