import { describe, expect, it } from 'vitest';
import { fixturesPresent, realDefinitions } from '../../../test/support/fixtures.ts';
import { BASELINES, generationInput, libraryOf, motorBusinessRules, motorDefinition } from '../../authoring/generation/afd1/afd1-generation.fixture.ts';
import { generateAfd1Function } from '../../authoring/generation/afd1/generate-afd1-function.ts';
import { input } from '../../authoring/generation/json-schema/demo-afd2-definition.testing.ts';
import { generateAfd2Function } from '../../authoring/generation/json-schema/generate-afd2-function.ts';
import { roundTrip } from '../../authoring/generation/json-schema/vbpuo-import.testing.ts';
import { checkJsonMessage } from '../check-json-message.ts';
import { checkXmlMessage } from '../check-xml-message.ts';
import type { MessageCheck } from '../message-finding.ts';
import { workbenchTexts } from '../message-workbench-texts.ts';
import { functionKit, type FunctionKit, type KitFunctionInput } from './function-kit.ts';
import { conformanceKitFiles } from './kit-files.ts';

// 'Genereer voorbeeldberichten' (issue 18, point 5): per function a valid example and one invalid
// example per constraint, each labelled with the findings it must give. Every message is checked
// again here, outside the kit, with the workbench's own check on the function's generated files:
// the valid one gives nothing, each invalid one exactly its labelled findings, the labelled one
// first and of the kind its label says. On the demo definitions (AFD 2.0 'Autoschade' in both
// drafts, the AFD 1.0 motor definition) and the four VB-PUO definitions imported from ../shared.

function checkerOf(kitInput: KitFunctionInput): (text: string) => MessageCheck {
  if (kitInput.library.afdVersion === 2) {
    const file = (suffix: string) => kitInput.files.find((candidate) => candidate.name.endsWith(suffix))?.content ?? null;
    const schema = kitInput.files[0]?.content ?? '';
    return (text) => checkJsonMessage({ schemaText: schema, codeListsText: file('-afdCodelists.json'), rulesText: file('-validationRules.json') }, text);
  }
  const files = Object.fromEntries(kitInput.files.map((candidate) => [candidate.name, candidate.content]));
  return (text) => checkXmlMessage({ files }, text);
}

/** What the first (labelled) finding of each kind of example must look like. */
const labelled: Record<string, (finding: { kind: string; message: string; source: string }) => boolean> = {
  geldig: () => false,
  verplicht: (finding) => finding.kind === 'schema' && /^(Verplicht attribuut of entiteit '|Element '.*' hoort hier niet; hier wordt verwacht: |In '.*' ontbreekt een verplicht element: )/.test(finding.message),
  'niet-toegestaan': (finding) => finding.kind === 'schema' && /^('.*' is hier niet toegestaan\.|Element '.*' hoort hier niet)/.test(finding.message),
  code: (finding) => finding.kind === 'schema' && /^De waarde '.*' komt niet voor in de toegestane waarden\./.test(finding.message),
  facet: (finding) => finding.kind === 'schema' && finding.source !== 'required' && !finding.message.startsWith('Het schema keurt'),
  'verplichte-entiteit': (finding) =>
    finding.kind === 'schema' && (finding.source === 'contains' || /^(Verplicht attribuut of entiteit '|Element '.*' hoort hier niet; hier wordt verwacht: |In '.*' ontbreekt een verplicht element: )/.test(finding.message)),
  aantal: (finding) => finding.kind === 'schema' && (finding.source === 'maxItems' || finding.source === 'contains' || /^Element '.*' hoort hier niet/.test(finding.message)),
  verbandscontrole: (finding) => finding.kind === 'verbandscontrole' && finding.message.startsWith(workbenchTexts.ruleBroken(finding.source)),
};

/** Every message of the kit checked again: exactly its labelled findings. */
function expectEveryLabelHolds(kit: FunctionKit, check: (text: string) => MessageCheck) {
  expect(kit.examples[0]?.constraint).toBe('geldig');
  for (const example of kit.examples) {
    const checked = check(example.content);
    if (!checked.ok) throw new Error(checked.problem);
    expect(checked.findings, example.description).toEqual(example.findings);
    if (example.constraint === 'geldig') expect(example.findings).toEqual([]);
    else expect(labelled[example.constraint]?.(example.findings[0] ?? { kind: '', message: '', source: '' }), `${example.description}: ${example.findings[0]?.message}`).toBe(true);
  }
}

/** The kinds both demo definitions give every function, in the kit's order. */
const everyDefinitionKind = ['Geldig bericht', 'Verplicht attribuut ontbreekt', 'Niet toegestaan attribuut aanwezig', 'Code buiten de gekozen codes'];

const kinds = (kit: FunctionKit) => kit.examples.map((example) => example.groupLabel);

describe.each(['2019-09', '2020-12'] as const)('the conformance kit of the AFD 2.0 demo definition Autoschade, draft %s', (draft) => {
  it.each(['melding', 'herstel'])('function %s: every example gives exactly its labelled findings, the valid one none', (functionName) => {
    const generation = input({ functionName, jsonSchemaDraft: draft });
    const kitInput: KitFunctionInput = { library: generation.library, definition: generation.definition, functionName, files: generateAfd2Function(generation) };
    const kit = functionKit(kitInput);
    expectEveryLabelHolds(kit, checkerOf(kitInput));
    expect(kit.extension).toBe('json');
  });

  it("function melding holds every kind of constraint the definition gives it, and nothing is left out", () => {
    const generation = input({ jsonSchemaDraft: draft });
    const kit = functionKit({ library: generation.library, definition: generation.definition, functionName: 'melding', files: generateAfd2Function(generation) });
    expect(kinds(kit)).toEqual([
      ...everyDefinitionKind,
      'Facet maxLength geschonden',
      'Facet format geschonden',
      'Facet minimum geschonden',
      'Facet multipleOf geschonden',
      'Entiteit één keer te veel',
      'Verplichte entiteit commonFunctional ontbreekt',
      'Verplichte entiteit commonTechnical ontbreekt',
      'Verplichte entiteit party ontbreekt',
      'Verplichte entiteit policy ontbreekt',
      'Verbandscontrole BR1 niet voldaan',
    ]);
    expect(kit.omissions).toEqual([]);
    // The N attribute the definition names for this function (startDate), its subset code, and the rule's own message.
    const example = (label: string) => kit.examples.find((candidate) => candidate.groupLabel === label);
    expect(example('Niet toegestaan attribuut aanwezig')?.findings[0]).toMatchObject({ path: 'policy[0].startDate', message: "'startDate' is hier niet toegestaan." });
    expect(example('Code buiten de gekozen codes')?.findings[0]).toMatchObject({ path: 'policy[0].branch' });
    expect(example('Verbandscontrole BR1 niet voldaan')?.findings).toEqual([{ kind: 'verbandscontrole', path: '', message: 'Verbandscontrole BR1 is niet voldaan. Bij diefstal hoort een object.', source: 'BR1' }]);
  });
});

describe("the AFD 2.0 valid message's commonFunctional", () => {
  it.each(['melding', 'herstel'])('function %s: afdDefinitionName is the definition, afdDefinitionVersion its version', (functionName) => {
    const generation = input({ functionName });
    const valid = JSON.parse(functionKit({ library: generation.library, definition: generation.definition, functionName, files: generateAfd2Function(generation) }).examples[0]?.content ?? '{}') as { commonFunctional: Record<string, unknown>[] };
    expect(valid.commonFunctional[0]).toMatchObject({ afdDefinitionName: generation.definition.properties.name, afdDefinitionVersion: generation.definition.properties.definitionVersion });
  });
});

// Issue 35: the demo AFD 2.0 catalogue's ADNFUN labels named no function, so every valid message said '01'.
describe('the AFD 2.0 demo catalogue: each standard function gets its own code', () => {
  const codes = { aanvraag: '01', offerte: '02', polis: '03', mutatie: '04', royement: '05', prolongatie: '06' } as const;
  const generation = input();
  const definition = { ...generation.definition, functions: Object.keys(codes).map((name) => ({ name, active: true, custom: false })), entities: {}, attributes: {} };

  it.each(Object.entries(codes))("function %s: the valid message carries code '%s' and the definition's name", (functionName, code) => {
    const files = generateAfd2Function({ ...generation, definition, functionName, businessRules: [] });
    const valid = JSON.parse(functionKit({ library: generation.library, definition, functionName, files }).examples[0]?.content ?? '{}') as { commonFunctional: Record<string, unknown>[] };
    expect(valid.commonFunctional[0]).toMatchObject({ function: code, afdDefinitionName: definition.properties.name });
  });
});

describe('the work of the verbandscontrole search', () => {
  it('stops at the limit for one function, and says which rules it did not try', () => {
    // A rule that always holds cannot be broken: each one costs its whole search.
    const kitOf = (count: number) => {
      const businessRules = Array.from({ length: count }, (_, index) => ({ name: `R${index + 1}`, expression: '`true`', message: '' }));
      const generation = input({ businessRules });
      return functionKit({ library: generation.library, definition: generation.definition, functionName: 'melding', files: generateAfd2Function(generation) });
    };
    const tried = Number(/\((\d+) berichten geprobeerd\)/.exec(kitOf(1).omissions[0]?.reason ?? '')?.[1]);
    expect(tried).toBeGreaterThan(10);
    const count = Math.floor(4000 / tried) + 2;
    const omissions = kitOf(count).omissions;
    expect(omissions).toHaveLength(count);
    expect(omissions[0]?.reason).toBe(`Geen wijziging van het geldige bericht gevonden die alleen deze verbandscontrole schendt (${tried} berichten geprobeerd).`);
    expect(omissions.at(-1)).toEqual({ constraint: 'verbandscontrole', groupLabel: `Verbandscontrole R${count} niet voldaan`, reason: 'Niet geprobeerd: de zoekgrens voor verbandscontroles van deze functie is bereikt.' });
  });
});

describe('the conformance kit of the AFD 1.0 motor definition', () => {
  const definition = motorDefinition();
  const library = libraryOf(BASELINES.motor);
  const kitInputOf = (functionName: string): KitFunctionInput => ({ library, definition, functionName, files: generateAfd1Function(generationInput(definition, BASELINES.motor, functionName, motorBusinessRules)) });

  it.each(definition.functions.map((fn) => fn.name))('function %s: every example gives exactly its labelled findings, the valid one none', (functionName) => {
    const kitInput = kitInputOf(functionName);
    const kit = functionKit(kitInput);
    expectEveryLabelHolds(kit, checkerOf(kitInput));
    expect(kit.extension).toBe('xml');
  });

  // Issue 35: every valid message said '01' (Aanvraag), whatever its function.
  it.each(definition.functions.map((fn) => fn.name))("function %s: the valid message carries the function's own code", (functionName) => {
    const code = library.codeLists.find((list) => list.name === 'ADNFUN')?.values.find((value) => value.label.toLowerCase() === functionName.toLowerCase())?.code;
    expect(code, `a code for '${functionName}'`).toBeDefined();
    const valid = functionKit(kitInputOf(functionName)).examples[0]?.content ?? '';
    const functionCodes = [...valid.matchAll(/<[A-Za-z_:]*FUNCTIE>([^<]*)</g)].map((match) => match[1]);
    expect(functionCodes.length).toBeGreaterThan(0);
    expect(new Set(functionCodes)).toEqual(new Set([code]));
  });

  it('function polis holds every kind, each facet kind of its formats and bounds, and both verbandscontroles', () => {
    const kit = functionKit(kitInputOf('polis'));
    expect(kinds(kit)).toEqual([
      ...everyDefinitionKind,
      'Facet maxLength geschonden',
      'Facet minLength geschonden',
      'Facet totalDigits geschonden',
      'Facet pattern geschonden',
      'Facet minInclusive geschonden',
      'Facet maxInclusive geschonden',
      'Facet fractionDigits geschonden',
      'Entiteit één keer te veel',
      'Verplichte entiteit AL ontbreekt',
      'Verplichte entiteit PP ontbreekt',
      'Verplichte entiteit VT ontbreekt',
      'Verplichte entiteit XD ontbreekt',
      'Verbandscontrole BR1 niet voldaan',
      'Verbandscontrole BR2 niet voldaan',
    ]);
    expect(kit.omissions).toEqual([]);
    // libxml2's words come after the Dutch: a string length facet is translated too.
    expect(kit.examples.find((example) => example.groupLabel === 'Facet maxLength geschonden')?.findings[0]?.message).toMatch(/^De tekst is langer dan \d+ tekens\./);
  });

  it('says what it cannot make, and why: in offerte no change of the valid message breaks BR1 alone', () => {
    const kit = functionKit(kitInputOf('offerte'));
    expect(kit.omissions.map((omission) => omission.groupLabel)).toContain('Verbandscontrole BR1 niet voldaan');
    expect(kit.omissions.find((omission) => omission.groupLabel === 'Verbandscontrole BR1 niet voldaan')?.reason).toMatch(/^Geen wijziging van het geldige bericht gevonden die alleen deze verbandscontrole schendt \(\d+ (bericht|berichten) geprobeerd\)\.$/);
  });
});

describe('the conformance kit of an entity the definition makes mandatory (ADR 0056)', () => {
  const missing = (kit: FunctionKit, name: string, place: string) => kit.examples.find((example) => example.description === `Verplichte (V) entiteit '${name}' ontbreekt in ${place}.`);

  it('AFD 2.0: leaves the policy holder out of melding, where it is V, labelled invalid and refused by the schema; not in herstel, where it is O', () => {
    const generation = input();
    const definition = { ...generation.definition, entities: { ...generation.definition.entities, 'party-policyHolder': { selected: true, maxOccursByFunction: {}, minOccursByFunction: { melding: 1 } } } };
    const kitOf = (functionName: string) => {
      const kitInput: KitFunctionInput = { library: generation.library, definition, functionName, files: generateAfd2Function({ ...generation, definition, functionName }) };
      const kit = functionKit(kitInput);
      expectEveryLabelHolds(kit, checkerOf(kitInput));
      return kit;
    };
    const example = missing(kitOf('melding'), 'party', 'het bericht');
    expect(example?.constraint).toBe('verplichte-entiteit');
    expect(example?.findings[0]).toEqual({ kind: 'schema', path: '', message: "Verplicht attribuut of entiteit 'party' ontbreekt.", source: 'required' });
    expect(JSON.parse(example?.content ?? '{}')).not.toHaveProperty('party');
    expect(example?.groupLabel).toBe('Verplichte entiteit party ontbreekt');
    expect(missing(kitOf('herstel'), 'party', 'het bericht')).toBeUndefined();
  });

  it('AFD 1.0: leaves VN out of polis, where the definition makes it V, and libxml2 refuses it', () => {
    const base = motorDefinition();
    const definition = { ...base, entities: { ...base.entities, 'Contractbericht/PP/VN': { selected: true, maxOccursByFunction: {}, minOccursByFunction: { polis: 1 } } } };
    const library = libraryOf(BASELINES.motor);
    // Without the definition's verbandscontroles: BR1 asks for VN too, so with it no message breaks the schema alone ('niet te maken').
    const kitInput: KitFunctionInput = { library, definition, functionName: 'polis', files: generateAfd1Function(generationInput(definition, BASELINES.motor, 'polis')) };
    const kit = functionKit(kitInput);
    expectEveryLabelHolds(kit, checkerOf(kitInput));
    const example = missing(kit, 'VN', 'Contractbericht/PP');
    expect(example?.constraint).toBe('verplichte-entiteit');
    expect(example?.content).not.toContain('<VN>');
    expect(example?.findings[0]?.message).toMatch(/verwacht: .*VN/);
  });
});

describe('the kit as files', () => {
  it('writes each example under its function, and kit.json lists each file with exactly its findings and what could not be made', () => {
    const generation = input();
    const kits = ['melding', 'herstel'].map((functionName) => functionKit({ library: generation.library, definition: generation.definition, functionName, files: generateAfd2Function({ ...generation, functionName }) }));
    const files = conformanceKitFiles({ organisation: 'Assurantiekantoor-Dijkstra', name: 'Autoschade', definitionVersion: '001.02', afdVersion: 2, functions: generation.definition.functions }, kits);
    const manifest = JSON.parse(files['kit.json'] ?? '') as { afdVersie: string; functies: { functie: string; berichten: { bestand: string; verwachteBevindingen: unknown[] }[]; nietTeMaken: unknown[] }[] };
    expect(manifest.afdVersie).toBe('2.0');
    expect(manifest.functies.map((fn) => fn.functie)).toEqual(['melding', 'herstel']);
    const melding = manifest.functies[0];
    expect(melding?.berichten[0]).toEqual({ bestand: 'melding/geldig.json', soort: 'Geldig bericht', omschrijving: expect.any(String), verwachteBevindingen: [] });
    expect(melding?.berichten[1]?.bestand).toBe('melding/ongeldig-01-verplicht-afdDefinitionName.json');
    for (const [index, message] of (melding?.berichten ?? []).entries()) {
      expect(files[message.bestand]).toBe(kits[0]?.examples[index]?.content);
      expect(message.verwachteBevindingen).toHaveLength(kits[0]?.examples[index]?.findings.length ?? -1);
    }
    expect(files['LEESMIJ.txt']).toContain("Conformiteitskit voor definitie 'Autoschade' (versie 001.02) van Assurantiekantoor-Dijkstra, AFD 2.0 (JSON).");
    expect(files['LEESMIJ.txt']).toContain("    verwacht: policy[0].startDate: 'startDate' is hier niet toegestaan.");
  });

  it('never lets a function name make a folder or leave the kit', () => {
    const files = conformanceKitFiles({ organisation: 'O', name: 'D', definitionVersion: '1', afdVersion: 2, functions: [] }, [{ functionName: '../a/b', extension: 'json', examples: [{ constraint: 'geldig', groupLabel: 'Geldig bericht', subject: 'geldig', description: '', findings: [], content: '{}' }], omissions: [] }]);
    expect(Object.keys(files)).toEqual(['__a_b/geldig.json', 'kit.json', 'LEESMIJ.txt']);
  });
});

describe.skipIf(!fixturesPresent)('the conformance kit of the VB-PUO definitions, imported from ../shared', () => {
  it.each(realDefinitions)('$label: every example gives exactly its labelled findings, the valid one none', (real) => {
    const trip = roundTrip(real);
    const kitInput: KitFunctionInput = { library: trip.library, definition: trip.definition, functionName: trip.functionName, files: trip.files };
    const kit = functionKit(kitInput);
    if (real.label === 'Feedback message') {
      // FBM0011 selects the messages that break it (a list) instead of saying true or false, so the
      // workbench cannot pass any message: the kit says so instead of shipping a 'valid' one that is not.
      expect(kit.examples).toEqual([]);
      expect(kit.omissions).toEqual([{ constraint: 'geldig', groupLabel: 'Geldig bericht', reason: expect.stringContaining('Verbandscontrole FBM0011') }]);
      return;
    }
    expectEveryLabelHolds(kit, checkerOf(kitInput));
    expect(kinds(kit)).toEqual(expect.arrayContaining(['Geldig bericht', 'Verplicht attribuut ontbreekt', 'Facet maxLength geschonden', 'Entiteit één keer te veel']));
    // The import keeps every attribute the definition has, and its rule BR1 is the standard's empty placeholder.
    expect(kit.omissions.map((omission) => omission.groupLabel)).toEqual(expect.arrayContaining(['Niet toegestaan attribuut aanwezig', 'Verbandscontrole niet voldaan']));
  });
});
