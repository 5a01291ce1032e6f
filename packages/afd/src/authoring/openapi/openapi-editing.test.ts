import { describe, expect, it } from 'vitest';
import { newOpenApiParameter, normaliseParameter, sortOpenApiDescription, withParameterType } from './openapi-editing.ts';
import { description, operation, parameter, pathEntry, response } from './openapi-sample.testing.ts';

// 001 §4 'OpenAPI editing'.

describe('OpenAPI editing', () => {
  it('starts a new parameter in the path as a required string', () => {
    expect(newOpenApiParameter()).toEqual({ name: '', in: 'path', required: true, type: 'string', arrayType: null, description: '' });
  });

  it('keeps a path parameter required, and lets a query parameter choose', () => {
    expect(normaliseParameter(parameter({ name: 'id', in: 'path', required: false })).required).toBe(true);
    expect(normaliseParameter(parameter({ name: 'q', in: 'query', required: false })).required).toBe(false);
  });

  it('clears the array type when the type changes away from array', () => {
    const array = withParameterType(parameter({ name: 'ids', in: 'query' }), 'array', 'integer');
    expect(array).toMatchObject({ type: 'array', arrayType: 'integer' });
    expect(withParameterType(array, 'string')).toMatchObject({ type: 'string', arrayType: null });
  });

  it('sorts servers by url, parameters by name, responses by code and paths by path, at every level', () => {
    const servers = [{ url: 'https://b.nl', description: '' }, { url: 'https://a.nl', description: '' }];
    const sorted = sortOpenApiDescription(
      description({
        servers,
        paths: [
          pathEntry('/polissen', { servers, parameters: [parameter({ name: 'zz' }), parameter({ name: 'aa', required: false })] }),
          pathEntry('/dekkingen', {
            get: operation({ servers, parameters: [parameter({ name: 'b', in: 'query' }), parameter({ name: 'a', in: 'query' })], responses: [response('404'), response('200'), response('201')] }),
          }),
        ],
      }),
    );
    expect(sorted.servers.map((server) => server.url)).toEqual(['https://a.nl', 'https://b.nl']);
    expect(sorted.paths.map((entry) => entry.path)).toEqual(['/dekkingen', '/polissen']);
    const [dekkingen, polissen] = sorted.paths;
    expect(polissen?.pathItem.servers.map((server) => server.url)).toEqual(['https://a.nl', 'https://b.nl']);
    expect(polissen?.pathItem.parameters.map((p) => [p.name, p.required])).toEqual([['aa', true], ['zz', true]]);
    expect(dekkingen?.pathItem.get?.parameters.map((p) => p.name)).toEqual(['a', 'b']);
    expect(dekkingen?.pathItem.get?.responses.map((r) => r.httpStatusCode)).toEqual(['200', '201', '404']);
    expect(dekkingen?.pathItem.get?.servers.map((server) => server.url)).toEqual(['https://a.nl', 'https://b.nl']);
  });
});
