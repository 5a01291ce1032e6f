import { storedAfd2SchemaVerdict, type Afd2CertificationBaseline, type CertificationMessage, type FileToCertify } from '@afd/afd';
import { stillValid } from '../../shared/certification/recertify-stored-schema.ts';

// A stored AFD 2.0 schema in the impact preview of a replacement baseline: judged as it was
// certified (storedAfd2SchemaVerdict: an open entity array of a function schema published before
// generation closed them is not the replacement's doing while the current baseline warns about it
// too). A registered OpenAPI description is a YAML document that says nothing the checker reads:
// what was certified with it are the function schemas it carries (companion files), so it is
// judged by those, each message naming the function schema it is about.

interface StoredAfd2Row {
  origin: 'upload' | 'manual' | 'definition';
  isOpenApiDescription: boolean;
  companionFiles: { name: string; content: string }[];
}

export interface StoredAfd2Outcome {
  stillValid: boolean;
  messages: CertificationMessage[];
}

/** A code list of its own (ADR 0067): its `$id` is the address the schemas refer to it by, which ends in its file name. */
function isCodeListFile(companion: { name: string; content: string }): boolean {
  try {
    const id = (JSON.parse(companion.content) as { $id?: unknown }).$id;
    return typeof id === 'string' && id.endsWith(`/${companion.name}`);
  } catch {
    return false;
  }
}

/** A function schema among an OpenAPI description's companion files (not its code lists or rules, not the document itself). */
const isFunctionSchema = (companion: { name: string; content: string }) =>
  /\.json$/i.test(companion.name) && !/-(afdCodelists|validationRules)\.json$/i.test(companion.name) && !isCodeListFile(companion);

export function storedAfd2Outcome(row: StoredAfd2Row, file: FileToCertify, baselines: { next: Afd2CertificationBaseline; current: Afd2CertificationBaseline }): StoredAfd2Outcome {
  if (!row.isOpenApiDescription) {
    const result = storedAfd2SchemaVerdict(file, baselines.next, baselines.current);
    return { stillValid: stillValid(row.origin, result), messages: result.messages };
  }
  const outcomes = row.companionFiles
    .filter(isFunctionSchema)
    .map((companion) => {
      const result = storedAfd2SchemaVerdict({ fileName: companion.name, content: new TextEncoder().encode(companion.content) }, baselines.next, baselines.current);
      return { name: companion.name, stillValid: stillValid(row.origin, result), messages: result.messages };
    });
  return {
    stillValid: outcomes.every((outcome) => outcome.stillValid),
    messages: outcomes.flatMap((outcome) => (outcome.stillValid ? [] : outcome.messages.map((message) => ({ ...message, description: `Functieschema ${outcome.name}: ${message.description}` })))),
  };
}
