import { describe, expect, it } from 'vitest';
import { certifyXsd } from '../../../afd1/certification/certify-xsd.ts';
import { loadSchemaSet } from '../../../afd1/xml/schema-set.ts';
import { compileSchemaSet } from '../../../afd1/xml/xsd-compile.ts';
import { compilePredicateXPath } from '../../../xpath/compile-predicate-xpath.ts';
import { definitionChoiceProblems } from '../../choices/choice-problems.ts';
import type { Definition } from '../../definition.ts';
import { definitionTableColumns } from '../../export/definition-rows.ts';
import { importDefinitionTable } from '../../imports/definition-table-import.ts';
import { readCsvTable } from '../../imports/read-csv-table.ts';
import { generatedFileStem, type GeneratedFile } from '../generated-file.ts';
import {
  BASELINES,
  baseFunctions,
  baselineXsd,
  catalogueResolver,
  claimDefinition,
  corpus,
  generationInput,
  homeDefinition,
  libraryOf,
  motorBusinessRules,
  motorDefinition,
  untouchedDefinition,
  xpathRulesOf,
} from './afd1-generation.fixture.ts';
import { generateAfd1Function } from './generate-afd1-function.ts';
import { readAfd1XPathLibrary } from './read-xpath-library.ts';
import { messageValidator, messageXml, samplePlan, withEntity, type MessagePlan } from './sample-message.testing.ts';

const cases: [label: string, definition: Definition, baseline: number][] = [
  ['the motor definition', motorDefinition(), BASELINES.motor],
  ['the home definition', homeDefinition(), BASELINES.home],
  ['the claim definition', claimDefinition(), BASELINES.claim],
  ['an untouched motor definition', untouchedDefinition(BASELINES.motor), BASELINES.motor],
  ['an untouched home definition', untouchedDefinition(BASELINES.home), BASELINES.home],
  ['an untouched claim definition', untouchedDefinition(BASELINES.claim), BASELINES.claim],
];
const functionNames = baseFunctions.map((fn) => fn.name);

function generate(definition: Definition, baseline: number, functionName: string): GeneratedFile[] {
  return generateAfd1Function(generationInput(definition, baseline, functionName, motorBusinessRules));
}

function filesByName(files: readonly GeneratedFile[]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file.name, file.content]));
}

/** The function's schema, a validator over its set (as unzipped) and one over the baseline with the catalogue. */
function functionSet(definition: Definition, baseline: number, functionName: string) {
  const files = generate(definition, baseline, functionName);
  const schemaName = `${generatedFileStem(definition, functionName)}.xsd`;
  const xsd = files.find((file) => file.name === schemaName)?.content ?? '';
  const baselineFiles = { 'baseline.xsd': baselineXsd(baseline), ...corpus.catalogueFiles };
  return { files, xsd, generated: messageValidator(schemaName, filesByName(files)), baseline: messageValidator('baseline.xsd', baselineFiles) };
}

const namespaceOf = (baseline: number) => libraryOf(baseline).targetNamespace ?? '';

describe('the fixture definitions', () => {
  it.each(cases)('%s is a narrowing of its library on paths the library has', (_label, definition, baseline) => {
    const library = libraryOf(baseline);
    expect(definitionChoiceProblems(library, functionNames, definition)).toEqual({});
    const paths = JSON.stringify(library.roots);
    for (const path of [...Object.keys(definition.entities), ...Object.keys(definition.attributes)]) expect(paths).toContain(`"path":"${path}"`);
  });
});

describe.each(cases)('generateAfd1Function for %s', (_label, definition, baseline) => {
  it.each(functionNames)('function %s: the schema compiles, certifies against its baseline and accepts the sample message', (functionName) => {
    const set = functionSet(definition, baseline, functionName);
    const load = loadSchemaSet(set.xsd, 'afdSchema.xsd', catalogueResolver);
    expect(load.ok && compileSchemaSet(load.set)).toEqual([]);
    const certification = certifyXsd({ xsd: set.xsd, baseline: libraryOf(baseline), baselineXsd: baselineXsd(baseline), catalogueResolver, xpathRules: xpathRulesOf(baseline) });
    expect(certification).toEqual({ messages: [], manualValidation: false, failedChecks: [] });
    const message = messageXml(libraryOf(baseline), samplePlan(libraryOf(baseline), definition, functionName), namespaceOf(baseline));
    expect(set.generated(message)).toEqual([]);
    expect(set.baseline(message)).toEqual([]);
  });
});

describe('generateAfd1Function: the set of one function', () => {
  const definition = motorDefinition();
  const stem = '021-P001-Autoverzekering Compleet-002.01-offerte';

  it('names every file with the stem: schema, catalogue files it imports, XPath library and CSV', () => {
    expect(generate(definition, BASELINES.motor, 'offerte').map((file) => file.name)).toEqual([
      `${stem}.xsd`,
      `${stem}-afdCodelists.xsd`,
      `${stem}-afdDekkingcodes.xsd`,
      `${stem}-afdFormats.xsd`,
      `${stem}-afdXPathLibrary.xml`,
      `${stem}.csv`,
    ]);
  });

  it('keeps the baseline target namespace and points the imports at the files of the set', () => {
    const xsd = functionSet(definition, BASELINES.motor, 'offerte').xsd;
    expect(xsd).toContain(`targetNamespace="${namespaceOf(BASELINES.motor)}"`);
    // A relative URI reference (issue 35): the space of the definition's name as %20, which xmllint resolves to the file.
    expect(xsd).toContain('<xs:import namespace="urn:afd1:formaten" schemaLocation="021-P001-Autoverzekering%20Compleet-002.01-offerte-afdFormats.xsd"/>');
  });

  it('every schemaLocation of the set, decoded, is the name of a file of the set (issue 35)', () => {
    const files = generate(definition, BASELINES.motor, 'offerte');
    const locations = files.flatMap((file) => [...file.content.matchAll(/schemaLocation="([^"]*)"/g)].map((match) => match[1] ?? ''));
    expect(locations.length).toBeGreaterThan(2);
    for (const location of locations) {
      expect(location).not.toMatch(/\s/);
      expect(files.map((file) => file.name)).toContain(decodeURIComponent(location));
    }
  });

  it('names every file as one path segment, so the ZIP holds the names the imports use', () => {
    const odd = { ...definition, properties: { ...definition.properties, name: 'Auto/Motor: Plus' } };
    const names = generate(odd, BASELINES.motor, 'offerte').map((file) => file.name);
    expect(names[0]).toBe('021-P001-Auto_Motor_ Plus-002.01-offerte.xsd');
    expect(names.every((name) => !/[\\/:]/.test(name))).toBe(true);
  });

  it('writes the same files for the same input', () => {
    expect(generate(definition, BASELINES.motor, 'polis')).toEqual(generate(structuredClone(definition), BASELINES.motor, 'polis'));
  });

  it('keeps in afdCodelists.xsd only the code lists the set uses', () => {
    const codeLists = filesByName(generate(untouchedDefinition(BASELINES.motor), BASELINES.motor, 'offerte'))['Basis-001.00-offerte-afdCodelists.xsd'] ?? '';
    expect(codeLists).toContain('name="ADNFUN"');
    expect(codeLists).toContain('name="ADNBRA"');
    expect(codeLists).not.toContain('name="ADNVRW"');
    expect(codeLists).not.toContain('name="ISOLAN"');
  });

  it('writes the business rules into afdXPathLibrary.xml as check 4 reads rules, over the message namespace', () => {
    const library = readAfd1XPathLibrary(filesByName(generate(definition, BASELINES.motor, 'offerte'))[`${stem}-afdXPathLibrary.xml`] ?? '');
    expect(library).toEqual({
      xpathDefaultNamespace: namespaceOf(BASELINES.motor),
      rules: motorBusinessRules.map((rule) => ({ name: rule.name, selectionXPath: '/*', predicateXPath: rule.expression, errorMessage: `Verbandscontrole ${rule.name} is niet voldaan.` })),
    });
    for (const rule of library?.rules ?? []) expect(compilePredicateXPath(rule.predicateXPath)).toEqual({ valid: true });
  });

  it('writes an empty XPath library for a definition without business rules', () => {
    const files = generateAfd1Function(generationInput(definition, BASELINES.motor, 'offerte'));
    expect(readAfd1XPathLibrary(filesByName(files)[`${stem}-afdXPathLibrary.xml`] ?? '')?.rules).toEqual([]);
  });

  it("writes the definition as the server's CSV: byte order mark, ';', CRLF, a column per function", () => {
    const csv = filesByName(generate(definition, BASELINES.motor, 'offerte'))[`${stem}.csv`] ?? '';
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe([...definitionTableColumns, ...functionNames].join(';'));
    expect(lines).toContain('Contractbericht/PP@PP_OMSCHR;PP;PP_OMSCHR;AN..70;;opties=Basis|Uitgebreid|Allrisk;O;O;O;N;N;N');
    expect(lines).toContain('Contractbericht/PP@PP_INGDAT;PP;PP_INGDAT;N8 D1;;"minimum=20200101, maximum=20991231";V;V;V;V;V;V');
  });

  it('refuses an unknown function and an AFD 2.0 library', () => {
    expect(() => generate(definition, BASELINES.motor, 'onbekend')).toThrow("De definitie heeft geen functie 'onbekend'.");
    const input = generationInput(definition, BASELINES.motor, 'offerte');
    expect(() => generateAfd1Function({ ...input, library: { ...input.library, afdVersion: 2 } })).toThrow('AFD 1.0');
  });
});

describe('generateAfd1Function: the schema refuses what the function does not allow (and the baseline does)', () => {
  const definition = motorDefinition();
  const library = libraryOf(BASELINES.motor);
  const PP = 'Contractbericht/PP';

  /** The sample message of the function changed by `change`; the baseline must accept it. */
  function refused(functionName: string, change: (plan: MessagePlan) => void): string[] {
    const set = functionSet(definition, BASELINES.motor, functionName);
    const plan = samplePlan(library, definition, functionName);
    change(plan);
    const message = messageXml(library, plan, namespaceOf(BASELINES.motor));
    expect(set.baseline(message)).toEqual([]);
    return set.generated(message);
  }

  it('refuses an attribute with presence N in the function', () => {
    expect(refused('offerte', (plan) => plan.attributes.set(`${PP}@PP_INCASSO`, 'J'))).toEqual([expect.stringContaining('PP_INCASSO')]);
  });

  it('refuses an attribute that is not selected at all', () => {
    expect(refused('polis', (plan) => plan.attributes.set(`${PP}/VT@VT_OMSCHR`, 'Golf'))).toEqual([expect.stringContaining('VT_OMSCHR')]);
  });

  it('refuses a message without a V attribute the baseline leaves optional', () => {
    expect(refused('polis', (plan) => plan.attributes.delete(`${PP}@PP_INCASSO`))).toEqual([expect.stringContaining('PP_INCASSO')]);
  });

  it("refuses one entity more than the function's maximum", () => {
    expect(refused('offerte', (plan) => plan.entities.set(`${PP}/BO`, 3))).toEqual([expect.stringContaining('BO')]);
  });

  it('refuses an entity the function excludes', () => {
    expect(refused('offerte', (plan) => withEntity(plan, library, `${PP}/CL`))).toEqual([expect.stringContaining('CL')]);
  });

  it('refuses an entity the definition does not select', () => {
    expect(refused('polis', (plan) => withEntity(plan, library, `${PP}/KN`))).toEqual([expect.stringContaining('KN')]);
  });

  it.each([
    ['an option list', `${PP}@PP_OMSCHR`, 'Anders'],
    ['a code-list subset', `${PP}@PP_BRANCHE`, '020'],
    ['a code-list subset of the coverage codes', `${PP}/XD@XD_DEKKING`, '2004'],
    ['a maximum', `${PP}@PP_KORTPRC`, '60.00'],
    ['a minimum', `${PP}/VT@VT_ASSBED`, '999.99'],
  ])('refuses a value outside %s', (_what, path, value) => {
    expect(refused('polis', (plan) => plan.attributes.set(path, value))).toEqual([expect.stringContaining(path.slice(path.indexOf('@') + 1))]);
  });

  it("follows the code list where the definition asks for 'Actuele codelijst'", () => {
    expect(refused('polis', (plan) => plan.attributes.set(`${PP}@PP_BETTERM`, '3'))).toEqual([]);
  });
});

describe('generateAfd1Function: an entity the definition makes mandatory (ADR 0056)', () => {
  const PP = 'Contractbericht/PP';
  const library = libraryOf(BASELINES.motor);
  // VN (baseline 0..1) V in polis; BO (baseline 0..3) at least 2 in aanvraag; both O elsewhere.
  const base = motorDefinition();
  const definition: Definition = {
    ...base,
    entities: {
      ...base.entities,
      [`${PP}/VN`]: { ...base.entities[`${PP}/VN`]!, minOccursByFunction: { polis: 1 } },
      [`${PP}/BO`]: { ...base.entities[`${PP}/BO`]!, minOccursByFunction: { aanvraag: 2 } },
    },
  };

  it('is a narrowing of the library', () => {
    expect(definitionChoiceProblems(library, functionNames, definition)).toEqual({});
  });

  it.each(['polis', 'aanvraag', 'offerte'])('function %s: writes the minimum into minOccurs, certifies against the baseline and accepts the sample message', (functionName) => {
    const set = functionSet(definition, BASELINES.motor, functionName);
    const vn = /<xs:element name="VN"[^>]*>/.exec(set.xsd)?.[0] ?? '';
    const bo = /<xs:element name="BO"[^>]*>/.exec(set.xsd)?.[0] ?? '';
    expect(vn.includes('minOccurs="0"')).toBe(functionName !== 'polis');
    expect(bo).toContain(functionName === 'aanvraag' ? 'minOccurs="2"' : 'minOccurs="0"');
    const certification = certifyXsd({ xsd: set.xsd, baseline: library, baselineXsd: baselineXsd(BASELINES.motor), catalogueResolver, xpathRules: xpathRulesOf(BASELINES.motor) });
    expect(certification).toEqual({ messages: [], manualValidation: false, failedChecks: [] });
    const message = messageXml(library, samplePlan(library, definition, functionName), namespaceOf(BASELINES.motor));
    expect(set.generated(message)).toEqual([]);
  });

  it('refuses a message without the mandatory entity, or with fewer than its minimum, which the baseline and the other functions accept', () => {
    const without = (functionName: string, path: string, count: number) => {
      const plan = samplePlan(library, definition, functionName);
      plan.entities.set(path, count);
      return messageXml(library, plan, namespaceOf(BASELINES.motor));
    };
    const polis = functionSet(definition, BASELINES.motor, 'polis');
    const noVn = without('polis', `${PP}/VN`, 0);
    expect(polis.baseline(noVn)).toEqual([]);
    expect(polis.generated(noVn)).toEqual([expect.stringContaining('VN')]);
    expect(functionSet(definition, BASELINES.motor, 'offerte').generated(without('offerte', `${PP}/VN`, 0))).toEqual([]);
    const aanvraag = functionSet(definition, BASELINES.motor, 'aanvraag');
    const oneBo = without('aanvraag', `${PP}/BO`, 1);
    expect(aanvraag.baseline(oneBo)).toEqual([]);
    expect(aanvraag.generated(oneBo)).not.toEqual([]);
  });

  it("carries the minimum in the set's CSV, which 'Importeer AFD-definitie (ZIP)' reads back", () => {
    const csv = filesByName(generate(definition, BASELINES.motor, 'polis'))[`021-P001-Autoverzekering Compleet-002.01-polis.csv`] ?? '';
    expect(csv.split('\r\n')).toContain(`${PP}/VN;VN;;;;;${functionNames.map((name) => (name === 'polis' ? 'V 1..1' : 'O 0..1')).join(';')}`);
    const imported = importDefinitionTable(readCsvTable(csv), library, base);
    expect(imported.ok, imported.report.join('\n')).toBe(true);
    if (!imported.ok) return;
    expect(imported.entities[`${PP}/VN`]).toEqual(definition.entities[`${PP}/VN`]);
    // The same schema again for every function (the fixture's maxima equal to the baseline's are not stored again).
    const again: Definition = { ...base, entities: imported.entities, attributes: imported.attributes };
    for (const functionName of functionNames) expect(functionSet(again, BASELINES.motor, functionName).xsd, functionName).toBe(functionSet(definition, BASELINES.motor, functionName).xsd);
  });

  it('writes nothing new for a stored definition without minimums: the same files as before ADR 0056', () => {
    const stored = JSON.parse(JSON.stringify(base)) as Definition;
    for (const choice of Object.values(stored.entities)) expect(choice).not.toHaveProperty('minOccursByFunction');
    expect(generate(stored, BASELINES.motor, 'polis')).toEqual(generate(base, BASELINES.motor, 'polis'));
    expect(functionSet(base, BASELINES.motor, 'polis').xsd).toMatch(/<xs:element name="VN"[^>]*minOccurs="0"/);
  });
});
