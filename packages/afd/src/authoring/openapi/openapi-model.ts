// The OpenAPI description as the editor and the server hold it (001 §3 'OpenAPI description' ...
// 'Response'), structurally the same as @afd/contracts' openApiDescriptionSchema output, so this
// package stays free of the wire library. Plus 001 §9's fixed choices.

export type OpenApiParameterIn = 'path' | 'query';
export type OpenApiParameterType = 'string' | 'integer' | 'number' | 'array';
export type OpenApiArrayType = 'string' | 'integer' | 'number';

export interface OpenApiServerModel {
  url: string;
  description: string;
}

export interface OpenApiParameterModel {
  name: string;
  in: OpenApiParameterIn;
  required: boolean;
  type: OpenApiParameterType;
  arrayType: OpenApiArrayType | null;
  description: string;
}

export interface OpenApiResponseModel {
  httpStatusCode: string;
  responseObject: { afdFunctionName: string | null; description: string };
}

export interface OpenApiRequestBodyModel {
  description: string;
  afdFunctionName: string | null;
  required: boolean;
}

export interface OpenApiOperationModel {
  isActive: boolean;
  tags: string[];
  summary: string;
  description: string;
  operationId: string;
  parameters: OpenApiParameterModel[];
  requestBody: OpenApiRequestBodyModel | null;
  responses: OpenApiResponseModel[];
  servers: OpenApiServerModel[];
}

/** 001 §9: the operations the editor offers, in the tree's order. */
export const openApiMethods = ['get', 'put', 'post', 'patch'] as const;
export type OpenApiMethod = (typeof openApiMethods)[number];

export interface OpenApiPathItemModel {
  summary: string;
  description: string;
  servers: OpenApiServerModel[];
  parameters: OpenApiParameterModel[];
  get: OpenApiOperationModel | null;
  put: OpenApiOperationModel | null;
  post: OpenApiOperationModel | null;
  patch: OpenApiOperationModel | null;
}

export interface OpenApiPathEntryModel {
  path: string;
  pathItem: OpenApiPathItemModel;
}

export interface OpenApiDescriptionModel {
  openApiSpecificationVersion: string;
  info: { title: string; summary: string; description: string; version: string };
  servers: OpenApiServerModel[];
  paths: OpenApiPathEntryModel[];
}

/** 001 §9: parameter 'in' values, parameter types and array item types. */
export const openApiParameterIns: readonly OpenApiParameterIn[] = ['path', 'query'];
export const openApiParameterTypes: readonly OpenApiParameterType[] = ['string', 'integer', 'number', 'array'];
export const openApiArrayTypes: readonly OpenApiArrayType[] = ['string', 'integer', 'number'];

/** 001 §9: the standard HTTP status codes from 100 to 511 (the IANA registry's assigned codes), sorted. */
export const httpStatusCodes: readonly string[] = [
  ...['100', '101', '102', '103'],
  ...['200', '201', '202', '203', '204', '205', '206', '207', '208', '226'],
  ...['300', '301', '302', '303', '304', '305', '307', '308'],
  ...['400', '401', '402', '403', '404', '405', '406', '407', '408', '409', '410', '411', '412', '413', '414', '415', '416', '417', '418'],
  ...['421', '422', '423', '424', '425', '426', '428', '429', '431', '451'],
  ...['500', '501', '502', '503', '504', '505', '506', '507', '508', '510', '511'],
];

/** The operations of a path item that are switched on (inactive ones are hidden and left out of the document). */
export function activeOperations(pathItem: OpenApiPathItemModel): { method: OpenApiMethod; operation: OpenApiOperationModel }[] {
  return openApiMethods.flatMap((method) => {
    const operation = pathItem[method];
    return operation?.isActive ? [{ method, operation }] : [];
  });
}
