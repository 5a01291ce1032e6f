import { describe, expect, it } from 'vitest';
import { descriptionFieldProblems, descriptionProblems } from './openapi-problems.ts';
import { description, operation, parameter, pathEntry, response } from './openapi-sample.testing.ts';

// The whole description judged by the §5 rules: what the validator card lists and a save refuses.

const functions = ['Schademelding', 'Herstelopdracht'];

describe('descriptionProblems', () => {
  it('finds nothing in a valid description', () => {
    const valid = description({
      servers: [{ url: 'https://api.polderzeker.nl', description: '' }],
      paths: [pathEntry('/schades/{id}', { parameters: [parameter({ name: 'id' })], post: operation({ requestBody: { description: '', afdFunctionName: 'Schademelding', required: true }, responses: [response('200', 'Herstelopdracht')] }) })],
    });
    expect(descriptionProblems(valid, functions)).toEqual([]);
  });

  it('says where each problem is, with the field rule its message', () => {
    const broken = description({
      info: { title: '', summary: '', description: '', version: '1.0' },
      servers: [{ url: 'geen-url', description: '' }],
      paths: [
        pathEntry('/Schades', {}),
        pathEntry('/schades', {
          servers: [{ url: '', description: '' }],
          parameters: [parameter({ name: 'polis_nr' })],
          get: operation({
            parameters: [parameter({ name: 'ids', in: 'query', type: 'array' })],
            requestBody: { description: '', afdFunctionName: 'Onbekend', required: false },
            responses: [response('200', 'Inactief'), response('200'), response('')],
            servers: [{ url: 'ftp://x', description: '' }],
          }),
        }),
      ],
    });
    expect(descriptionProblems(broken, functions)).toEqual([
      'Info: Title is verplicht',
      'Info: Version is ongeldig (formaat: nnn.nn)',
      "Server 'geen-url': Url is ongeldig",
      "Path '/Schades': Path is ongeldig",
      "Path '/schades': Path bestaat al",
      'Path \'/schades\', server 1: Url is verplicht',
      "Path '/schades', parameter 'polis_nr': Name is ongeldig",
      "Path '/schades' GET, request body: AFD-functie 'Onbekend' bestaat niet of is niet actief in deze definitie",
      "Path '/schades' GET, parameter 'ids': Array Type is verplicht",
      "Path '/schades' GET, response '200': Code bestaat al",
      "Path '/schades' GET, response '200': AFD-functie 'Inactief' bestaat niet of is niet actief in deze definitie",
      "Path '/schades' GET, response '200': Code bestaat al",
      'Path \'/schades\' GET, response 3: Code is verplicht',
      "Path '/schades' GET, server 'ftp://x': Url is ongeldig",
    ]);
  });

  it('holds the document to OpenAPI 3.1', () => {
    expect(descriptionProblems(description({ openApiSpecificationVersion: '3.0.3' }), functions)).toEqual(["OpenAPI: Specificatieversie moet 3.1.x zijn (bijvoorbeeld '3.1.0')"]);
  });

  it('leaves inactive operations alone: they are not in the document', () => {
    const inactive = description({ paths: [pathEntry('/schades', { put: operation({ isActive: false, responses: [response('999', 'Onbekend')] }) })] });
    expect(descriptionProblems(inactive, functions)).toEqual([]);
  });

  it('keys the plain messages by field for a refused save', () => {
    const broken = description({ info: { title: 'A/B', summary: '', description: '', version: '' }, paths: [pathEntry('/x', { patch: operation({ responses: [response('')] }) })] });
    expect(descriptionFieldProblems(broken, functions)).toEqual({
      'info.title': ['Title is ongeldig'],
      'info.version': ['Version is verplicht'],
      'paths.0.pathItem.patch.responses.0.httpStatusCode': ['Code is verplicht'],
    });
  });
});
