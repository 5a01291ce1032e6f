import { generatedFileStem, referenceToFile, type GeneratedFile, type GenerationInput } from '../generated-file.ts';
import { baselineSourceOf } from './baseline-source.ts';
import { catalogueFilePlan, catalogueFiles } from './catalogue-set.ts';
import { definitionViewOf } from './definition-view.ts';
import { functionSelection } from '../function-selection.ts';
import { writeRestrictedSchema } from './restricted-schema.ts';
import { xpathLibraryXml } from './xpath-library.ts';

// AFD 1.0 generation for one function (docs/authoring.md 'Generation', ADR 0030): the baseline XSD
// restricted to the function's selection, the catalogue files it imports, the business rules
// and the definition as CSV, every name starting with the definition's file stem.

/** The file names of a function's set, after `{stem}`. */
export const afd1GeneratedSuffixes = { schema: '.xsd', xpathLibrary: '-afdXPathLibrary.xml', csv: '.csv' } as const;

/** The AFD 1.0 schema set of one function of a definition; throws for an AFD 2.0 library or an unknown function. */
export function generateAfd1Function(input: GenerationInput): GeneratedFile[] {
  const { definition, library, functionName } = input;
  if (library.afdVersion !== 1) throw new Error('AFD 1.0-generatie vraagt een AFD 1.0-baseline library.');
  if (!definition.functions.some((fn) => fn.name === functionName)) throw new Error(`De definitie heeft geen functie '${functionName}'.`);
  const stem = generatedFileStem(definition, functionName);
  const { tree, csv } = definitionViewOf(definition, library);
  const source = baselineSourceOf(input.baselineDocument, input.catalogueXsdFiles);
  const plan = catalogueFilePlan(source, input.catalogueXsdFiles ?? {}, stem);
  const { name, definitionVersion } = definition.properties;
  const description = `AFD-definitie ${name} versie ${definitionVersion} van ${definition.organisation}, functie ${functionName}: een beperking van de baseline ${definition.basedOn}.`;
  const codeLists = new Map(library.codeLists.map((list) => [list.name, list.values.map((value) => value.code)]));
  const schema = writeRestrictedSchema({
    source,
    selection: functionSelection(tree, functionName),
    fallbackNamespace: `urn:afd:definitie:${encodeURIComponent(definition.organisation)}:${encodeURIComponent(name)}`,
    importLocations: new Map([...plan].map(([namespace, file]) => [namespace, referenceToFile(file.name)])),
    codeListValues: (listName) => codeLists.get(listName) ?? null,
    description,
    version: definitionVersion,
  });
  return [
    { name: `${stem}${afd1GeneratedSuffixes.schema}`, content: schema.text },
    ...catalogueFiles(plan, schema.references),
    { name: `${stem}${afd1GeneratedSuffixes.xpathLibrary}`, content: xpathLibraryXml(input.businessRules, schema.targetNamespace, description) },
    { name: `${stem}${afd1GeneratedSuffixes.csv}`, content: csv },
  ];
}
