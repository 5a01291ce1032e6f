import type { OpenApiDescriptionModel, OpenApiOperationModel, OpenApiParameterModel, OpenApiPathEntryModel } from './openapi-model.ts';

// Small descriptions for the tests: built from parts, with the defaults the wire contract fills in.

export const parameter = (fields: Partial<OpenApiParameterModel> & { name: string }): OpenApiParameterModel => ({ in: 'path', required: true, type: 'string', arrayType: null, description: '', ...fields });

export const operation = (fields: Partial<OpenApiOperationModel> = {}): OpenApiOperationModel => ({
  isActive: true,
  tags: [],
  summary: '',
  description: '',
  operationId: '',
  parameters: [],
  requestBody: null,
  responses: [],
  servers: [],
  ...fields,
});

export const pathEntry = (path: string, fields: Partial<OpenApiPathEntryModel['pathItem']> = {}): OpenApiPathEntryModel => ({
  path,
  pathItem: { summary: '', description: '', servers: [], parameters: [], get: null, put: null, post: null, patch: null, ...fields },
});

export const description = (fields: Partial<OpenApiDescriptionModel> = {}): OpenApiDescriptionModel => ({
  openApiSpecificationVersion: '3.1.0',
  info: { title: 'Schademelding API', summary: '', description: '', version: '001.00' },
  servers: [],
  paths: [],
  ...fields,
});

export const response = (httpStatusCode: string, afdFunctionName: string | null = null, text = 'Gelukt') => ({ httpStatusCode, responseObject: { afdFunctionName, description: text } });
