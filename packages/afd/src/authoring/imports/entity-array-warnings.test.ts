import { describe, expect, it } from 'vitest';
import { generateAfd2Function } from '../generation/json-schema/generate-afd2-function.ts';
import { baselineDocument, definition, input, library } from '../generation/json-schema/demo-afd2-definition.testing.ts';
import { readAfd2FunctionSchema } from '../generation/json-schema/read-afd2-function-schema.ts';
import { entityArrayWarningTexts as texts } from './entity-array-warnings.ts';

// Issue 27: 'Importeer AFD-definitie' (AFD 2.0) of a schema that says, of an entity array, what
// neither the definition nor the baseline library records — minContains above 1 on an optional
// entity, uniqueItems where the baseline has none — names it (place, entity, function) and counts
// it, instead of generating it away without a word. What the baseline says already is not named.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits a generated document in place
type Json = Record<string, any>;
const generated = () => JSON.parse(generateAfd2Function(input())[0]?.content ?? '') as Json;
const summary = (notCarried: number) => new RegExp(`^Functie 'melding': \\d+ entiteiten en \\d+ attributen ingelezen; ${notCarried} (beperking|beperkingen) niet overgenomen \\(zie de waarschuwingen\\)\\.$`);

describe('an optional entity with minContains above 1', () => {
  const document = generated();
  // party-policyHolder is optional in 'melding' (party is not in the root's required); the baseline writes minContains 0.
  expect(document.required).not.toContain('party');
  (document.properties.party as Json).allOf[0].minContains = 2;
  const imported = readAfd2FunctionSchema(JSON.stringify(document), library, definition, baselineDocument);

  it('is named with its place, entity, function and what the baseline says, and counted; the import still succeeds', () => {
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    expect(imported.report[0]).toBe(texts.minContains('/properties/party/allOf/0/minContains', 'party-policyHolder', 'melding', 2, 0));
    expect(imported.report[0]).toBe(
      "Waarschuwing: /properties/party/allOf/0/minContains: entiteit 'party-policyHolder' is in functie 'melding' optioneel en moet volgens het bestand, als de lijst er is, minstens 2 keer voorkomen (minContains 2); dat is niet overgenomen: de definitie geeft alleen een verplichte entiteit een minimum, en de baseline zegt 0.",
    );
    expect(imported.report.at(-1)).toMatch(summary(1));
    expect(imported.report).toHaveLength(2);
  });

  it('is no warning where the baseline writes that minimum itself (generation writes it back)', () => {
    const baseline = JSON.parse(baselineDocument) as Json;
    (baseline.properties.party as Json).allOf[0].minContains = 2;
    const same = readAfd2FunctionSchema(JSON.stringify(document), library, definition, JSON.stringify(baseline));
    expect(same.report).toEqual([expect.stringMatching(/^Functie 'melding': \d+ entiteiten en \d+ attributen ingelezen\.$/)]);
  });
});

describe('uniqueItems on an entity array', () => {
  it('is named once per array, with its place, the array and the function, where the baseline does not say it', () => {
    const baseline = JSON.parse(baselineDocument) as Json;
    delete (baseline.properties.party as Json).uniqueItems;
    const imported = readAfd2FunctionSchema(JSON.stringify(generated()), library, definition, JSON.stringify(baseline));
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    expect(imported.report).toEqual([texts.uniqueItems('/properties/party/uniqueItems', 'party', 'melding'), expect.stringMatching(summary(1))]);
    expect(imported.report[0]).toBe(
      "Waarschuwing: /properties/party/uniqueItems: de lijst 'party' mag in functie 'melding' volgens het bestand geen twee gelijke entiteiten bevatten (uniqueItems); dat is niet overgenomen: de definitie en de baseline leggen dat niet vast.",
    );
  });

  it("is no warning where the baseline says it (the generated schema's own arrays)", () => {
    expect((generated().properties.party as Json).uniqueItems).toBe(true);
    const imported = readAfd2FunctionSchema(JSON.stringify(generated()), library, definition, baselineDocument);
    expect(imported.report).toEqual([expect.stringMatching(/^Functie 'melding': \d+ entiteiten en \d+ attributen ingelezen\.$/)]);
  });
});
