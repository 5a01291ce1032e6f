import type { OpenApiArrayType, OpenApiDescriptionModel, OpenApiOperationModel, OpenApiParameterModel, OpenApiParameterType, OpenApiPathItemModel } from './openapi-model.ts';
import { openApiMethods } from './openapi-model.ts';

// 001 §4 'OpenAPI editing': what a change does to the description besides the change itself. A new
// parameter starts in the path as a required string; a path parameter is always required; a type
// changed away from array forgets its array type; after every add or edit the lists are sorted
// (servers by url, parameters by name, responses by status code, paths by path).

/** A new parameter: in=path, type=string, required=true (001 §4). */
export function newOpenApiParameter(): OpenApiParameterModel {
  return { name: '', in: 'path', required: true, type: 'string', arrayType: null, description: '' };
}

/** The parameter as it is kept: a path parameter required, an array type only for type array. */
export function normaliseParameter<P extends OpenApiParameterModel>(parameter: P): P {
  return { ...parameter, required: parameter.in === 'path' ? true : parameter.required, arrayType: parameter.type === 'array' ? parameter.arrayType : null };
}

/** The parameter with another type; away from array, its array type is cleared. */
export function withParameterType<P extends OpenApiParameterModel>(parameter: P, type: OpenApiParameterType, arrayType: OpenApiArrayType | null = parameter.arrayType): P {
  return normaliseParameter({ ...parameter, type, arrayType });
}

// Alphabetical as the spec says, the same in every browser and on the server: by code point.
const byText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
const sortedBy = <T>(items: readonly T[], key: (item: T) => string): T[] => [...items].sort((left, right) => byText(key(left), key(right)));

function sortOperation(operation: OpenApiOperationModel): OpenApiOperationModel {
  return {
    ...operation,
    servers: sortedBy(operation.servers, (server) => server.url),
    parameters: sortedBy(operation.parameters.map(normaliseParameter), (parameter) => parameter.name),
    responses: sortedBy(operation.responses, (response) => response.httpStatusCode),
  };
}

function sortPathItem(pathItem: OpenApiPathItemModel): OpenApiPathItemModel {
  const sorted: OpenApiPathItemModel = {
    ...pathItem,
    servers: sortedBy(pathItem.servers, (server) => server.url),
    parameters: sortedBy(pathItem.parameters.map(normaliseParameter), (parameter) => parameter.name),
  };
  for (const method of openApiMethods) {
    const operation = pathItem[method];
    sorted[method] = operation ? sortOperation(operation) : null;
  }
  return sorted;
}

/** The description with every list sorted and every parameter normalised, as it is stored and shown. */
export function sortOpenApiDescription<D extends OpenApiDescriptionModel>(description: D): D {
  return {
    ...description,
    servers: sortedBy(description.servers, (server) => server.url),
    paths: sortedBy(description.paths, (entry) => entry.path).map((entry) => ({ ...entry, pathItem: sortPathItem(entry.pathItem) })),
  };
}
