import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiComponentName, referencedFunctions } from './openapi-document.ts';
import { description, operation, parameter, pathEntry, response } from './openapi-sample.testing.ts';

// The OpenAPI 3.1 document built from the model (ADR 0037).

const options = { definitionName: 'Autoschade Online', functions: ['Schademelding', 'Herstelopdracht'], schemaRefFor: (name: string) => `021-Autoschade Online-001.00-${name}.json` };

const model = description({
  info: { title: 'Schade API', summary: 'Schades melden', description: '', version: '001.02' },
  servers: [{ url: 'https://api.polderzeker.nl', description: 'Productie' }],
  paths: [
    pathEntry('/schades/{id}', {
      parameters: [parameter({ name: 'id', required: false })],
      get: operation({ parameters: [parameter({ name: 'velden', in: 'query', required: false, type: 'array', arrayType: 'string' })], responses: [response('200', 'Herstelopdracht'), response('404', null, 'Niet gevonden')] }),
      put: operation({ isActive: false, responses: [response('200', 'Schademelding')] }),
      post: operation({ operationId: 'meldSchade', tags: ['Schade'], requestBody: { description: 'De melding', afdFunctionName: 'Schademelding', required: true }, responses: [response('202')] }),
      patch: operation({ requestBody: { description: '', afdFunctionName: 'Verdwenen', required: false }, responses: [response('200', 'Verdwenen')] }),
    }),
  ],
});

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(model, options) as { openapi: string; info: object; servers: object[]; paths: Record<string, Record<string, Record<string, unknown>>>; components: { schemas: Record<string, unknown> } };
  const item = document.paths['/schades/{id}'] ?? {};

  it('writes info and servers, leaving empty texts out', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toEqual({ title: 'Schade API', summary: 'Schades melden', version: '001.02' });
    expect(document.servers).toEqual([{ url: 'https://api.polderzeker.nl', description: 'Productie' }]);
  });

  it('writes only active operations, and path parameters as required', () => {
    expect(Object.keys(item).filter((key) => ['get', 'put', 'post', 'patch'].includes(key))).toEqual(['get', 'post', 'patch']);
    expect(item.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(item.get?.parameters).toEqual([{ name: 'velden', in: 'query', required: false, schema: { type: 'array', items: { type: 'string' } } }]);
  });

  it("refers a request body and a response to the function's generated JSON Schema through a component", () => {
    expect(item.post).toMatchObject({
      operationId: 'meldSchade',
      tags: ['Schade'],
      requestBody: { description: 'De melding', required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Autoschade_Online-Schademelding' } } } },
      responses: { '202': { description: 'Gelukt' } },
    });
    expect(item.get?.responses).toEqual({
      '200': { description: 'Gelukt', content: { 'application/json': { schema: { $ref: '#/components/schemas/Autoschade_Online-Herstelopdracht' } } } },
      '404': { description: 'Niet gevonden' },
    });
    expect(document.components.schemas).toEqual({
      'Autoschade_Online-Herstelopdracht': { $ref: '021-Autoschade Online-001.00-Herstelopdracht.json' },
      'Autoschade_Online-Schademelding': { $ref: '021-Autoschade Online-001.00-Schademelding.json' },
    });
  });

  it('leaves out a reference to a function that is not active (openApiProblems reports it)', () => {
    expect(item.patch).toEqual({ responses: { '200': { description: 'Gelukt' } } });
    expect(referencedFunctions(model)).toEqual(['Herstelopdracht', 'Schademelding', 'Verdwenen']);
    expect(referencedFunctions(model, options.functions)).toEqual(['Herstelopdracht', 'Schademelding']);
  });

  it('names components as OpenAPI allows', () => expect(openApiComponentName('Reis & Zo', 'offerte/aanvraag')).toBe('Reis___Zo-offerte_aanvraag'));

  it('has no components when nothing refers to a function', () => {
    expect(buildOpenApiDocument(description({ paths: [pathEntry('/a', { get: operation({ responses: [response('204')] }) })] }), options)).not.toHaveProperty('components');
  });
});
