import { definitionCodeLists, definitionText, readFixture, type RealDefinition } from '../../../../test/support/fixtures.ts';
import { parseAfd2BaselineSchema } from '../../../afd2/baseline/parse-baseline-schema.ts';
import { parseJsonText } from '../../../afd2/json/parse-json.ts';
import { isJsonObject, type JsonObject } from '../../../afd2/json/json-value.ts';
import { CodeListLookup } from '../../../afd2/schema/code-list-ref.ts';
import { widenDefinitionSchema } from '../../../afd2/widen/widen-definition.ts';
import type { Definition } from '../../definition.ts';
import type { DefinitionBusinessRule } from '../generated-file.ts';
import { generateAfd2Function } from './generate-afd2-function.ts';
import { readAfd2FunctionSchema } from './read-afd2-function-schema.ts';

// A real VB-PUO definition (../shared/fixtures) imported into a definition on a baseline that
// covers it (the definition widened) and generated again: shared by the round-trip test and the
// conformance kit's test, which builds a kit on the imported definition.

export function object(text: string): JsonObject {
  const parsed = parseJsonText(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) throw new Error('not a JSON object');
  return parsed.value;
}

export interface ValidationRules {
  commonFunctional: { productName: string; definitionVersion: string; startDate: string; functionDescription: string; tag: string; afdDefinitionChangeLog: string };
  rule: { id: string; test: string; message?: string }[];
}

/** The definition's metadata and rules as the set's -validationRules.json gives them (startDate yyyyMMdd → dd-MM-yyyy). */
export function definitionOf(rules: ValidationRules): { definition: Definition; businessRules: DefinitionBusinessRule[] } {
  const { productName, definitionVersion, startDate, functionDescription, tag, afdDefinitionChangeLog } = rules.commonFunctional;
  const ingangsdatum = `${startDate.slice(6, 8)}-${startDate.slice(4, 6)}-${startDate.slice(0, 4)}`;
  const definition: Definition = {
    organisation: 'SIVI',
    basedOn: 'VBPUO',
    baselineLibraryId: 'vbpuo',
    revision: 1,
    properties: { name: productName, definitionVersion, brancheCode: '', porCode: '', ingangsdatum, einddatum: '', riskCarrier: '', productSegment: 0, tag, changelog: afdDefinitionChangeLog },
    functions: [{ name: functionDescription, active: true, custom: false }],
    entities: {},
    attributes: {},
    compositions: {},
  };
  return { definition, businessRules: rules.rule.map((rule) => ({ name: rule.id, expression: rule.test, message: rule.message ?? '' })) };
}

export function roundTrip(real: RealDefinition) {
  const original = definitionText(real);
  const originalRules = JSON.parse(readFixture(real.folder, `${real.baseName}-validationRules.json`)) as ValidationRules;
  const codeLists = definitionCodeLists(real);
  const lookup = new CodeListLookup(codeLists);
  const baselineText = JSON.stringify(widenDefinitionSchema(object(original)), null, 2);
  const parsed = parseAfd2BaselineSchema({ schemaText: baselineText, codeLists });
  if (!parsed.ok) throw new Error(parsed.messages.map((message) => message.description).join('\n'));
  const { definition, businessRules } = definitionOf(originalRules);
  const functionName = originalRules.commonFunctional.functionDescription;
  const imported = readAfd2FunctionSchema(original, parsed.library, definition, baselineText);
  const chosen: Definition = { ...definition, entities: imported.entities, attributes: imported.attributes, compositions: imported.compositions };
  const files = generateAfd2Function({ definition: chosen, library: parsed.library, baselineDocument: baselineText, functionName, businessRules, jsonSchemaDraft: real.draft });
  const [generated, codeListsFile, rulesFile] = files;
  return { definition: chosen, functionName, files, original, originalRules, generated: generated?.content ?? '', codeListsFile: codeListsFile?.content ?? '', rulesFile: rulesFile?.content ?? '', imported, library: parsed.library, lookup, codeLists };
}
