import { describe, expect, it } from 'vitest';
import { generateAfd2Function } from './generate-afd2-function.ts';
import { afd2ImportTexts, readAfd2FunctionSchema } from './read-afd2-function-schema.ts';
import { baselineDocument, definition, input, library } from './demo-afd2-definition.testing.ts';

// Issue 27: 'Importeer AFD-definitie' (AFD 2.0) never drops a constraint without saying so. Each
// keyword the choices have no place for is a warning naming its JSON pointer, the summary counts
// them, and the import still succeeds; what the choices can hold is carried, not warned.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits a generated document in place
type Json = Record<string, any>;
const generated = () => JSON.parse(generateAfd2Function(input())[0]?.content ?? '') as Json;

describe('an AFD 2.0 function schema with constraints the definition cannot hold', () => {
  const document = generated();
  const holder = document.definitions.partyPolicyHolder as Json;
  holder.dependentRequired = { surname: ['refKey'] };
  holder.properties.surname.if = { maxLength: 10 };
  holder.properties.surname.then = { pattern: '^[A-Z]' };
  holder.properties.surname.pattern = '^[A-Za-z ]+$';
  (document.properties.party as Json).minItems = 1;
  document['//comment'].regel = 'surname verplicht bij schade';
  const imported = readAfd2FunctionSchema(JSON.stringify(document), library, definition, baselineDocument);

  it('names each uncarried keyword and //comment entry by its place, and counts them in the summary', () => {
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    expect(imported.report).toEqual([
      afd2ImportTexts.notCarried('/properties/party/minItems', 'minItems'),
      afd2ImportTexts.notCarried('/definitions/partyPolicyHolder/dependentRequired', 'dependentRequired'),
      afd2ImportTexts.notCarried('/definitions/partyPolicyHolder/properties/surname/if', 'if'),
      afd2ImportTexts.notCarried('/definitions/partyPolicyHolder/properties/surname/then', 'then'),
      afd2ImportTexts.commentNotCarried('/~1~1comment/regel'),
      "Functie 'melding': 7 entiteiten en 18 attributen ingelezen; 5 beperkingen niet overgenomen (zie de waarschuwingen).",
    ]);
  });

  it('carries what the choices can hold: the pattern, without a warning', () => {
    expect(imported.attributes['party-policyHolder@surname']?.facets).toMatchObject({ maxLength: 40, pattern: '^[A-Za-z ]+$' });
  });
});

it("carries an enum of codes where the library has a code list as the code-list subset (it was dropped without a word)", () => {
  const document = generated();
  const branch = (document.definitions.policyDefault as Json).properties.branch as Json;
  delete branch.oneOf;
  delete branch.codelistName;
  branch.enum = ['021'];
  const imported = readAfd2FunctionSchema(JSON.stringify(document), library, definition, baselineDocument);
  expect(imported.ok, imported.report.join('\n')).toBe(true);
  expect(imported.attributes['policy-default@branch']?.codeListSubset).toEqual(['021']);
  expect(imported.report).toHaveLength(1);
});

it('warns about nothing in a schema the portal generated itself', () => {
  const imported = readAfd2FunctionSchema(generateAfd2Function(input())[0]?.content ?? '', library, definition, baselineDocument);
  expect(imported.report).toEqual([expect.stringMatching(/^Functie 'melding': \d+ entiteiten en \d+ attributen ingelezen\.$/)]);
});
