import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  catalogueResolverFromFiles,
  certifyJsonSchema,
  certifyXsd,
  enrichAfd1Xsd,
  enrichJsonSchema,
  generateFunctionSchemaSet,
  parseAfd1BaselineXsd,
  parseAfd2BaselineSchema,
  untouchedAttribute,
  type BaselineEntityNode,
  type BaselineLibrary,
  type Definition,
  type GenerationInput,
  type Presence,
} from '@afd/afd';
import { generateAfd1Corpus } from '@afd/afd/demo';
import { ensureXmllint } from './support/ensure-xmllint.ts';
import { reportGoal } from './support/goals.ts';
import { largeAfd2BaselineText } from './support/large-afd2-baseline.ts';
import { measure, ms, ratio } from './support/timing.ts';

// Generation of a definition of about 5,000 attributes for 10 functions (issue 13: goal ≤ 0.5 s
// for all functions), AFD 1.0 and AFD 2.0, and what 'Certificeer en publiceer' does with each
// function's schema before storing it (certify with the upload checker, enrich). Next to it in the
// same run the reference: compiling the generated schemas with the native/standard engines —
// `xmllint --schema` (libxml2 in C) for the XSDs, ajv for the JSON Schemas.
// Run: npm run bench:generation -w bench

const runs = Number(process.env.BENCH_RUNS ?? 5);
const functionNames = Array.from({ length: 10 }, (_, index) => `functie${index + 1}`);
const presences: Presence[] = ['V', 'O', 'N'];

function everyNode(library: BaselineLibrary): BaselineEntityNode[] {
  const nodes: BaselineEntityNode[] = [];
  const visit = (node: BaselineEntityNode) => {
    nodes.push(node);
    node.children.forEach(visit);
  };
  library.roots.forEach(visit);
  return nodes;
}

/** Every entity and attribute selected, presence varying per function (V, O, N in turn). */
function wholeDefinition(library: BaselineLibrary, basedOn: string): Definition {
  const nodes = everyNode(library);
  return {
    organisation: 'Polderzeker',
    basedOn,
    baselineLibraryId: 'groot',
    revision: 1,
    properties: { name: 'Groot', definitionVersion: '001.00', brancheCode: '', porCode: '', ingangsdatum: '01-01-2027', einddatum: '', riskCarrier: '', productSegment: 0, tag: '', changelog: '' },
    functions: functionNames.map((name) => ({ name, active: true, custom: false })),
    entities: Object.fromEntries(nodes.map((node) => [node.path, { selected: true, maxOccursByFunction: {} }])),
    attributes: Object.fromEntries(
      nodes.flatMap((node) =>
        node.attributes.map((attribute, index) => [
          attribute.path,
          { ...untouchedAttribute(), selected: true, presenceByFunction: Object.fromEntries(functionNames.map((name, position) => [name, presences[(index + position) % 3] as Presence])) },
        ]),
      ),
    ),
    compositions: {},
  };
}

const attributeCount = (library: BaselineLibrary) => everyNode(library).reduce((sum, node) => sum + node.attributes.length, 0);
const line = (label: string, value: string) => console.log(`${label.padEnd(70)} ${value}`);
const directory = mkdtempSync(path.join(tmpdir(), 'afd-bench-generation-'));

try {
  // --- AFD 1.0 ---------------------------------------------------------------------------------
  ensureXmllint();
  const corpus = generateAfd1Corpus({ entities: 330, attributesPerEntity: 15 });
  const large = corpus.baselines.find((baseline) => baseline.key.applicationArea === 'Benchmark');
  if (!large) throw new Error('the corpus has a large baseline');
  const catalogueResolver = catalogueResolverFromFiles(corpus.catalogueFiles);
  const parsedAfd1 = parseAfd1BaselineXsd({ xsd: large.xsd, catalogueResolver });
  if (!parsedAfd1.ok) throw new Error('the large AFD 1.0 baseline does not parse');
  const afd1 = parsedAfd1.library;
  const afd1Input = (functionName: string): GenerationInput => ({
    definition: wholeDefinition(afd1, 'Schade-Contractbericht-Benchmark'),
    library: afd1,
    baselineDocument: large.xsd,
    functionName,
    businessRules: [],
    catalogueXsdFiles: corpus.catalogueFiles,
  });
  console.log(`AFD 1.0: ${everyNode(afd1).length} entiteiten, ${attributeCount(afd1)} attributen, ${functionNames.length} functies; ${runs} metingen, mediaan.`);
  const afd1Definition = afd1Input(functionNames[0] ?? '').definition;
  const generateAfd1 = () => functionNames.map((functionName) => generateFunctionSchemaSet({ ...afd1Input(functionName), definition: afd1Definition }));
  const afd1Sets = generateAfd1();
  for (const [name, text] of Object.entries(corpus.catalogueFiles)) writeFileSync(path.join(directory, name), text);
  afd1Sets.forEach((set, index) => {
    writeFileSync(path.join(directory, `functie${index + 1}.xsd`), set.schema.content);
    for (const companion of set.companions) writeFileSync(path.join(directory, companion.name), companion.content);
  });
  const xmllintCompile = (file: string) => {
    // --noout --schema with an empty message: libxml2 compiles the schema, the message then fails (exit 3 or 4), never 5 (schema invalid).
    const result = spawnSync('xmllint', ['--noout', '--schema', file, 'leeg.xml'], { cwd: directory, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status === 5) throw new Error(`xmllint: ${file} does not compile: ${result.stderr.slice(0, 1_000)}`);
  };
  writeFileSync(path.join(directory, 'leeg.xml'), '<leeg/>');
  const afd1Generation = await measure(generateAfd1, { runs });
  let afd1ColdCount = 0;
  const afd1Cold = await measure(
    () => {
      afd1ColdCount += 1;
      const xsd = `${large.xsd}${'\n'.repeat(afd1ColdCount)}`;
      functionNames.forEach((functionName) => generateFunctionSchemaSet({ ...afd1Input(functionName), definition: afd1Definition, baselineDocument: xsd }));
    },
    { runs, warmups: 0 },
  );
  const afd1Reference = await measure(() => functionNames.forEach((_, index) => xmllintCompile(`functie${index + 1}.xsd`)), { runs });
  const firstAfd1 = afd1Sets[0];
  if (!firstAfd1) throw new Error('no AFD 1.0 set');
  const certifyAfd1 = () => {
    const result = certifyXsd({ xsd: firstAfd1.schema.content, fileName: firstAfd1.schema.name, baseline: afd1, baselineXsd: large.xsd, catalogueResolver, xpathRules: [] });
    if (result.messages.some((message) => message.severity === 1) || result.manualValidation) throw new Error(`generated AFD 1.0 schema does not certify: ${JSON.stringify(result.messages.slice(0, 2))}`);
    const enriched = enrichAfd1Xsd({
      xsd: firstAfd1.schema.content,
      fileName: firstAfd1.schema.name,
      catalogueResolver,
      enrichment: { organisation: 'Polderzeker', name: 'Groot-functie1', key: large.key, catalogueVersion: corpus.catalogueVersion, date: '2026-11-25', certificationMark: '0'.repeat(64) },
    });
    if (!enriched.ok) throw new Error('enrichment failed');
  };
  const afd1Certification = await measure(certifyAfd1, { runs: Math.max(1, Math.floor(runs / 2)) });
  line('AFD 1.0 genereren, 10 functies (schema, formaten, codelijsten, XPath, CSV)', ms(afd1Generation.median));
  line('  idem koud: de baseline voor het eerst gelezen', ms(afd1Cold.median));
  line('  referentie: xmllint --schema compileert de 10 schema\u2019s', ms(afd1Reference.median));
  line('  verhouding genereren / xmllint', ratio(afd1Generation.median / afd1Reference.median));
  line('AFD 1.0 certificeren + verrijken van één functie (per functie bij publiceren)', ms(afd1Certification.median));

  // --- AFD 2.0 ---------------------------------------------------------------------------------
  const { text: afd2Text, codeLists } = largeAfd2BaselineText({ entities: 250, attributesPerEntity: 20 });
  const parsedAfd2 = parseAfd2BaselineSchema({ schemaText: afd2Text, codeLists });
  if (!parsedAfd2.ok) throw new Error(`the large AFD 2.0 baseline does not parse: ${parsedAfd2.messages[0]?.description}`);
  const afd2 = parsedAfd2.library;
  const afd2Definition = wholeDefinition(afd2, 'Mobiliteit-Schademelding-Benchmark');
  console.log(`AFD 2.0: ${everyNode(afd2).length} entiteiten, ${attributeCount(afd2)} attributen, ${functionNames.length} functies.`);
  const generateAfd2 = () =>
    functionNames.map((functionName) => generateFunctionSchemaSet({ definition: afd2Definition, library: afd2, baselineDocument: afd2Text, functionName, businessRules: [] }));
  const afd2Sets = generateAfd2();
  const { Ajv2019 } = await import('ajv/dist/2019.js');
  const ajvCompile = () =>
    afd2Sets.forEach((set) => {
      const ajv = new Ajv2019({ strict: false, validateFormats: false, code: { optimize: false } });
      // Code lists resolve locally, as the portal resolves them: never fetched.
      for (const list of codeLists) {
        ajv.addSchema({ $id: `https://www.sivi.org/afd-online-tool/json/${list.name}.json`, definitions: { [list.name]: { type: 'string', oneOf: list.values.map((value) => ({ const: value.code })) } } });
      }
      const schema = JSON.parse(set.schema.content) as Record<string, unknown>;
      ajv.compile({ ...schema, $schema: 'https://json-schema.org/draft/2019-09/schema' });
    });
  const afd2Generation = await measure(generateAfd2, { runs });
  // Cold: a baseline text not read before (one space more), so reading it is part of the time.
  let cold = 0;
  const afd2Cold = await measure(
    () => {
      cold += 1;
      const text = `${afd2Text}${' '.repeat(cold)}`;
      functionNames.forEach((functionName) => generateFunctionSchemaSet({ definition: afd2Definition, library: afd2, baselineDocument: text, functionName, businessRules: [] }));
    },
    { runs, warmups: 0 },
  );
  const afd2Reference = await measure(ajvCompile, { runs });
  const firstAfd2 = afd2Sets[0];
  if (!firstAfd2) throw new Error('no AFD 2.0 set');
  const certifyAfd2 = () => {
    const result = certifyJsonSchema({ schemaText: firstAfd2.schema.content, baseline: afd2, codeLists });
    if (result.messages.some((message) => message.severity === 1) || result.manualValidation) throw new Error(`generated AFD 2.0 schema does not certify: ${JSON.stringify(result.messages.slice(0, 2))}`);
    const enriched = enrichJsonSchema({
      schemaText: firstAfd2.schema.content,
      annotation: { organisation: 'Polderzeker', name: 'Groot-functie1', key: 'Mobiliteit/Schademelding/Benchmark', catalogueVersion: '2026.1', date: '2026-11-25', certificationMark: '0'.repeat(64) },
    });
    if (!enriched.ok) throw new Error('enrichment failed');
  };
  const afd2Certification = await measure(certifyAfd2, { runs });
  line('AFD 2.0 genereren, 10 functies (JSON Schema, codelijsten, regels)', ms(afd2Generation.median));
  line('  idem koud: de baseline voor het eerst gelezen', ms(afd2Cold.median));
  line('  referentie: ajv compileert de 10 JSON Schema\u2019s', ms(afd2Reference.median));
  line('  verhouding genereren / ajv', ratio(afd2Generation.median / afd2Reference.median));
  line('AFD 2.0 certificeren + verrijken van één functie (per functie bij publiceren)', ms(afd2Certification.median));
  const goal = 500;
  for (const [version, generation] of [['1.0', afd1Generation], ['2.0', afd2Generation]] as const) {
    reportGoal({ goal: `AFD ${version} genereren, 10 functies (mediaan)`, measured: ms(generation.median), target: `≤ ${goal} ms`, met: generation.median <= goal });
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
