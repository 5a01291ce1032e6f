import type { OpenApiDescription } from '@afd/contracts';

// The demo AFD 2.0 definition's OpenAPI description (issue 15, ADR 0037): claims are reported with
// a POST whose body is the function's message, and read back by number with a GET whose answer is
// the same message — enough to open the editor on something, validate it and register it.

export function demoOpenApiDescription(functionName: string): OpenApiDescription {
  const operation = { tags: ['Schademelding'], summary: '', description: '', operationId: '', parameters: [], servers: [] };
  return {
    openApiSpecificationVersion: '3.1.0',
    info: { title: 'Autoschade Online API', summary: 'Schademeldingen van Assurantiekantoor Dijkstra', description: '', version: '001.00' },
    servers: [{ url: 'https://api.assurantiekantoor-dijkstra.example', description: 'Productie' }],
    paths: [
      {
        path: '/schademeldingen',
        pathItem: {
          summary: '',
          description: '',
          servers: [],
          parameters: [],
          get: null,
          put: null,
          post: {
            ...operation,
            isActive: true,
            operationId: 'meldSchade',
            requestBody: { description: 'De schademelding', afdFunctionName: functionName, required: true },
            responses: [
              { httpStatusCode: '201', responseObject: { afdFunctionName: null, description: 'De melding is ontvangen' } },
              { httpStatusCode: '400', responseObject: { afdFunctionName: null, description: 'De melding is ongeldig' } },
            ],
          },
          patch: null,
        },
      },
      {
        path: '/schademeldingen/{meldingnummer}',
        pathItem: {
          summary: '',
          description: '',
          servers: [],
          parameters: [{ name: 'meldingnummer', in: 'path', required: true, type: 'string', arrayType: null, description: 'Het nummer van de melding' }],
          get: {
            ...operation,
            isActive: true,
            operationId: 'leesSchademelding',
            requestBody: null,
            responses: [
              { httpStatusCode: '200', responseObject: { afdFunctionName: functionName, description: 'De schademelding' } },
              { httpStatusCode: '404', responseObject: { afdFunctionName: null, description: 'Geen melding met dit nummer' } },
            ],
          },
          put: null,
          post: null,
          patch: null,
        },
      },
    ],
  };
}
