import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { parseAfd2BaselineSchema } from '../baseline/parse-baseline-schema.ts';
import { demoAfd2BaselineSchemaText } from './demo-baseline.ts';
import { demoAfd2CodeLists } from './demo-catalogue-content.ts';

/** The demo baseline parsed into its baseline library (as a baseline upload would store it). */
export function demoAfd2BaselineLibrary(): BaselineLibrary {
  const result = parseAfd2BaselineSchema({ schemaText: demoAfd2BaselineSchemaText(), codeLists: demoAfd2CodeLists });
  // The demo baseline is fixed data, covered by its tests; failing here is a defect, not input.
  if (!result.ok) throw new Error(`Demo baseline does not parse: ${result.messages.map((message) => message.description).join('; ')}`);
  return result.library;
}
