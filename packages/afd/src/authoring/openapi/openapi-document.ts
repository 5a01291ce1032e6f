import type { OpenApiDescriptionModel, OpenApiOperationModel, OpenApiParameterModel, OpenApiServerModel } from './openapi-model.ts';
import { activeOperations } from './openapi-model.ts';

// The OpenAPI 3.1 document of a description (docs/authoring.md 'OpenAPI descriptions', ADR 0037). Only
// active operations are written; a path parameter is always required. A request body or response
// with an AFD function gets `application/json` content whose schema is a reference to
// `#/components/schemas/{definitie}-{functie}`, and that component refers to the function's
// generated JSON Schema by file name — as the standards body's VB-PUO description refers to its
// message schemas — so the document stays readable and the schemas stay the certified files.

export interface OpenApiDocumentOptions {
  /** The definition's name: with the function's, the component's name (as its organisation schema is called). */
  definitionName: string;
  /** The definition's active functions: what a body or response may refer to; others are left out (and reported by openApiProblems). */
  functions: readonly string[];
  /** The `$ref` of a function's generated JSON Schema, e.g. its file name. */
  schemaRefFor: (functionName: string) => string;
}

/** A component name OpenAPI accepts (^[a-zA-Z0-9.\-_]+$): `{definitie}-{functie}` with other characters as '_'. */
export const openApiComponentName = (definitionName: string, functionName: string) => `${definitionName}-${functionName}`.replaceAll(/[^A-Za-z0-9._-]/g, '_');

/** The functions the active operations refer to (known ones only when `functions` is given), sorted, once each. */
export function referencedFunctions(description: OpenApiDescriptionModel, functions?: readonly string[]): string[] {
  const names = new Set<string>();
  for (const entry of description.paths) {
    for (const { operation } of activeOperations(entry.pathItem)) {
      for (const name of [operation.requestBody?.afdFunctionName, ...operation.responses.map((response) => response.responseObject.afdFunctionName)]) {
        if (name && (functions === undefined || functions.includes(name))) names.add(name);
      }
    }
  }
  return [...names].sort();
}

type Json = Record<string, unknown>;

/** Only the texts that say something: OpenAPI readers show an empty summary as a blank line. */
const texts = (fields: Record<string, string>): Json => Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));

const serversOf = (servers: readonly OpenApiServerModel[]): Json => (servers.length === 0 ? {} : { servers: servers.map((server) => ({ url: server.url, ...texts({ description: server.description }) })) });

function parameterOf(parameter: OpenApiParameterModel): Json {
  const schema = parameter.type === 'array' ? { type: 'array', ...(parameter.arrayType ? { items: { type: parameter.arrayType } } : {}) } : { type: parameter.type };
  return { name: parameter.name, in: parameter.in, required: parameter.in === 'path' ? true : parameter.required, ...texts({ description: parameter.description }), schema };
}

const parametersOf = (parameters: readonly OpenApiParameterModel[]): Json => (parameters.length === 0 ? {} : { parameters: parameters.map(parameterOf) });

export function buildOpenApiDocument(description: OpenApiDescriptionModel, options: OpenApiDocumentOptions): Json {
  const used = referencedFunctions(description, options.functions);
  const contentOf = (functionName: string | null): Json =>
    functionName !== null && used.includes(functionName)
      ? { content: { 'application/json': { schema: { $ref: `#/components/schemas/${openApiComponentName(options.definitionName, functionName)}` } } } }
      : {};

  const operationOf = (operation: OpenApiOperationModel): Json => {
    const body = operation.requestBody;
    const requestBody = body?.afdFunctionName && used.includes(body.afdFunctionName) ? { requestBody: { ...texts({ description: body.description }), required: body.required, ...contentOf(body.afdFunctionName) } } : {};
    const responses = Object.fromEntries(operation.responses.map((response) => [response.httpStatusCode, { description: response.responseObject.description, ...contentOf(response.responseObject.afdFunctionName) }]));
    return {
      ...(operation.tags.length > 0 ? { tags: operation.tags } : {}),
      ...texts({ summary: operation.summary, description: operation.description, operationId: operation.operationId }),
      ...parametersOf(operation.parameters),
      ...requestBody,
      ...(operation.responses.length > 0 ? { responses } : {}),
      ...serversOf(operation.servers),
    };
  };

  const paths = Object.fromEntries(
    description.paths.map((entry) => {
      const item = entry.pathItem;
      const operations = Object.fromEntries(activeOperations(item).map(({ method, operation }) => [method, operationOf(operation)]));
      return [entry.path, { ...texts({ summary: item.summary, description: item.description }), ...serversOf(item.servers), ...parametersOf(item.parameters), ...operations }];
    }),
  );
  const schemas = Object.fromEntries(used.map((name) => [openApiComponentName(options.definitionName, name), { $ref: options.schemaRefFor(name) }]));
  return {
    openapi: description.openApiSpecificationVersion,
    info: { title: description.info.title, ...texts({ summary: description.info.summary, description: description.info.description }), version: description.info.version },
    ...serversOf(description.servers),
    paths,
    ...(used.length > 0 ? { components: { schemas } } : {}),
  };
}
