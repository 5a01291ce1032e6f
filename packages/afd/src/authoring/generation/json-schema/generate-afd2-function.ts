import { functionSelection } from '../function-selection.ts';
import { generatedFileStem, type GeneratedFile, type GenerationInput } from '../generated-file.ts';
import { codeListFiles, codeListsFile, readMeFile, validationRulesFile } from './companion-files.ts';
import { withDefinitionVersion } from './definition-version.ts';
import { draftShapes, type Afd2Draft } from './draft-shape.ts';
import { mergedTreeOnce, readBaselineDocument } from './generation-cache.ts';
import { restrictedDocument } from './restricted-document.ts';

// AFD 2.0 generation for one function (docs/authoring.md 'Generation', ADR 0029): the baseline's JSON
// Schema restricted to the function, in the draft asked for, and the code lists and validation
// rules that go with it, named `{stem}.json`, `{stem}-afdCodelists.json`, `{stem}-validationRules.json`,
// and each referred code list as `{LIST}.json` with its address as `$id`, and LEESMIJ.txt (ADR on self-contained downloads).

/** The file names of a function's set, after `{stem}`. */
export const afd2GeneratedSuffixes = { schema: '.json', codeLists: '-afdCodelists.json', validationRules: '-validationRules.json' } as const;

/** Root keywords the generator writes itself; any other keyword of the baseline's root is kept. */
const writtenRootKeywords = new Set(['$schema', 'description', '//comment', 'definitions', '$defs', 'type', 'additionalProperties', 'properties', 'required']);

/** The AFD 2.0 schema set of one function; throws for an AFD 1.0 library or an unknown function. */
export function generateAfd2Function(input: GenerationInput): GeneratedFile[] {
  const { definition, library, functionName } = input;
  if (library.afdVersion !== 2) throw new Error('AFD 2.0-generatie vraagt een AFD 2.0-baseline library.');
  if (!definition.functions.some((fn) => fn.name === functionName)) throw new Error(`De definitie heeft geen functie '${functionName}'.`);
  const draft: Afd2Draft = input.jsonSchemaDraft ?? library.jsonSchemaDraft ?? '2019-09';
  const { root: baseline, tree } = readBaselineDocument(input.baselineDocument);
  if (!tree.complete) throw new Error('Het baselinebestand van de library is te groot om te lezen.');
  const codeLists = new Map(library.codeLists.map((list) => [list.name, list]));
  const restricted = restrictedDocument({
    baseline,
    roots: tree.roots,
    selection: withDefinitionVersion(functionSelection(mergedTreeOnce(library, definition), functionName), definition.properties.definitionVersion),
    compositions: definition.compositions,
    codeLists,
    draft,
  });
  const kept = Object.fromEntries(Object.entries(baseline).filter(([key]) => !writtenRootKeywords.has(key)));
  const schema = {
    $schema: draftShapes[draft].schemaUri,
    description: typeof baseline.description === 'string' ? baseline.description : 'JSON Schema AFD 2.0',
    '//comment': { functionDescription: functionName, afdDefinitionChangeLog: definition.properties.changelog },
    ...kept,
    [draftShapes[draft].definitionsKey]: restricted.definitions,
    ...restricted.root,
  };
  const stem = generatedFileStem(definition, functionName);
  const perList = codeListFiles(restricted.codeListNames, codeLists, draft);
  return [
    { name: `${stem}${afd2GeneratedSuffixes.schema}`, content: `${JSON.stringify(schema, null, 2)}\n` },
    { name: `${stem}${afd2GeneratedSuffixes.codeLists}`, content: codeListsFile(restricted.codeListNames, codeLists, draft) },
    { name: `${stem}${afd2GeneratedSuffixes.validationRules}`, content: validationRulesFile(definition, functionName, input.businessRules) },
    ...perList,
    readMeFile(`${stem}${afd2GeneratedSuffixes.schema}`, perList.map((file) => file.name)),
  ];
}
