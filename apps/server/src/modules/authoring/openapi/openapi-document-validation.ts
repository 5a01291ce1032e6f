import { validatorMessageInDutch } from '@afd/afd';
import { validate } from '@readme/openapi-parser';
import { referenceResolver, unresolvedReference, type ReferenceFiles } from './openapi-reference-files.ts';

// A built (or uploaded) OpenAPI document through a real OpenAPI 3.1 parser and validator
// (@readme/openapi-parser): the specification's schema, its extra rules (path parameters declared
// and required, unique operationIds, array items ...) and every $ref resolved — external ones only
// from `files` (ADR 0037), or not followed at all when `files` is null (a document whose files are
// elsewhere, such as the VB-PUO description whose message schemas live beside it).

/** The parser's first line of a message: its code frame repeats the whole document. */
const headline = (message: string) => message.split('\n')[0]?.trim() ?? message;

/** The document's errors as texts; empty when it is valid. */
export function validateOpenApiDocument(document: object, files: ReferenceFiles | null): Promise<string[]> {
  return parserFindings(document, files, (message) => message);
}

/** The same, each of the parser's own (English) findings after a Dutch sentence, as the editor's validator card shows them. */
export function validateOpenApiDocumentInDutch(document: object, files: ReferenceFiles | null): Promise<string[]> {
  return parserFindings(document, files, validatorMessageInDutch);
}

/** `parser` rewrites the parser's own messages; our own (unresolved references, the count of the rest) are Dutch already. */
async function parserFindings(document: object, files: ReferenceFiles | null, parser: (message: string) => string): Promise<string[]> {
  const unresolved: string[] = [];
  try {
    const result = await validate(structuredClone(document) as never, {
      // Our resolver replaces the file system's; the HTTP one is switched off: nothing is fetched.
      resolve: files === null ? { external: false } : { file: referenceResolver(files, unresolved) as never, http: { canRead: false } as never },
      dereference: { circular: 'ignore' },
    });
    if (result.valid) return [];
    const more = result.additionalErrors > 0 ? [`... en nog ${result.additionalErrors} fout(en)`] : [];
    return [...result.errors.map((error) => parser(headline(error.message))), ...more];
  } catch (error) {
    if (unresolved.length > 0) return [...new Set(unresolved)].map(unresolvedReference);
    return [parser(headline(error instanceof Error ? error.message : String(error)))];
  }
}
