import { generateAfd1Function } from './afd1/generate-afd1-function.ts';
import { generateAfd2Function } from './json-schema/generate-afd2-function.ts';
import type { GeneratedFile, GenerationInput } from './generated-file.ts';

// One function's schema set, by the library's AFD version (docs/authoring.md 'Generation'). The schema
// itself comes first: it is what certification checks and the enriched copy is made of; the other
// files (formats, code lists, rules, CSV) travel with it.

export interface GeneratedSchemaSet {
  schema: GeneratedFile;
  companions: GeneratedFile[];
}

export function generateFunctionSchemaSet(input: GenerationInput): GeneratedSchemaSet {
  const files = input.library.afdVersion === 1 ? generateAfd1Function(input) : generateAfd2Function(input);
  const [schema, ...companions] = files;
  if (!schema) throw new Error(`generation of '${input.functionName}' wrote no schema`);
  return { schema, companions };
}
