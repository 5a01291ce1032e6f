import { buildOpenApiDocument, descriptionProblems, pathTemplateProblems, referencedFunctions, referenceToFile, type GeneratedSchemaSet, type OpenApiDescriptionModel } from '@afd/afd';
import type { Principal } from '../../../auth/principal.ts';
import type { Db } from '../../../db/client.ts';
import type { CertificationPool } from '../../../jobs/certification-pool.ts';
import { generateOnPool } from '../generation/generate-on-pool.ts';
import { generationInputOf, generationSourceOf, type GenerationSource } from '../generation/generation-source.ts';
import { activeFunctionNames, refuseUnlessAfd2 } from './openapi-definition.ts';
import { validateOpenApiDocumentInDutch } from './openapi-document-validation.ts';
import { openApiJsonSchemaDialect } from './openapi-package.ts';

// A description made into its OpenAPI 3.1 document with what it refers to: the generated AFD 2.0
// schema set (schema, code lists, rules) of every function its active operations use, generated
// as 'Download per functie' generates them, in JSON Schema 2020-12. The document refers to each schema
// by its file name and declares its dialect.

export interface BuiltDescription {
  source: GenerationSource;
  functions: string[];
  document: Record<string, unknown>;
  /** Per referred function, its generated set. */
  sets: Map<string, GeneratedSchemaSet>;
  /** Every generated file by name: what the document's references resolve to. */
  files: Map<string, string>;
}

export async function buildDescription(db: Db, pool: CertificationPool, principal: Principal, request: { organisationName: string; name: string; description: OpenApiDescriptionModel }): Promise<BuiltDescription> {
  const source = await generationSourceOf(db, principal, request.organisationName, request.name);
  await refuseUnlessAfd2(db, source.row);
  const functions = activeFunctionNames(source.row);
  const sets = new Map<string, GeneratedSchemaSet>();
  // OpenAPI 3.1's schemas are JSON Schema 2020-12: the function schemas are written in it too (ADR 0067).
  for (const name of referencedFunctions(request.description, functions)) sets.set(name, await generateOnPool(pool, generationInputOf(source, name, '2020-12')));
  const built = buildOpenApiDocument(request.description, {
    definitionName: source.row.name,
    functions,
    // A file name is a relative URI reference: spaces and the like are percent-encoded, as in an AFD 1.0 set's schemaLocation.
    schemaRefFor: (name) => referenceToFile(sets.get(name)?.schema.name ?? `${name}.json`),
  });
  const { openapi, ...rest } = built;
  const document = { openapi, jsonSchemaDialect: openApiJsonSchemaDialect, ...rest };
  const files = new Map([...sets.values()].flatMap((set) => [set.schema, ...set.companions]).map((file) => [file.name, file.content]));
  return { source, functions, document, sets, files };
}

/** The parser's finding of an operation that misses a path parameter: our own finding names the path and the parameter. */
const missingPathParameter = /is missing path parameter\(s\) for/;

/**
 * The description's own problems (001 §5, and path template parameters nobody declares) and the
 * parser's verdict on its document, a Dutch sentence first, once each; empty when valid.
 */
export async function problemsOf(built: BuiltDescription, description: OpenApiDescriptionModel): Promise<string[]> {
  const templates = pathTemplateProblems(description);
  const own = [...descriptionProblems(description, built.functions), ...templates];
  const parser = (await validateOpenApiDocumentInDutch(built.document, built.files)).filter((message) => templates.length === 0 || !missingPathParameter.test(message));
  return [...new Set([...own, ...parser])];
}
