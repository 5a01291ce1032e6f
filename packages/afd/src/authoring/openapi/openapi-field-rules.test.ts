import { describe, expect, it } from 'vitest';
import {
  availableResponseCodes,
  infoVersionProblem,
  parameterNameProblem,
  parameterProblems,
  pathProblem,
  pathTemplateNames,
  responseCodeProblem,
  serverUrlProblem,
  titleProblem,
} from './openapi-field-rules.ts';
import { httpStatusCodes } from './openapi-model.ts';

// 001 §5 'OpenAPI editor': every field rule with its Dutch message.

describe('Title', () => {
  it('is required', () => {
    expect(titleProblem('')).toBe('Title is verplicht');
    expect(titleProblem('   ')).toBe('Title is verplicht');
  });
  it('takes letters, digits, space and - _ . , ( ) *', () => {
    expect(titleProblem('Schade API (v2) - polis_data, deel *1.')).toBeNull();
    expect(titleProblem('Schade één')).toBeNull();
  });
  it.each(['Schade/API', 'Schade: API', 'A&B', 'naam#'])("refuses '%s' with 'Title is ongeldig'", (title) => {
    expect(titleProblem(title)).toBe('Title is ongeldig');
  });
});

describe('Version', () => {
  it('is required', () => expect(infoVersionProblem('')).toBe('Version is verplicht'));
  it('is nnn.nn', () => {
    expect(infoVersionProblem('001.01')).toBeNull();
    for (const version of ['1.0', '1.0.10', '001.1', '0001.01', '001,01', 'abc.de']) expect(infoVersionProblem(version)).toBe('Version is ongeldig (formaat: nnn.nn)');
  });
});

describe('Path', () => {
  it('is required and starts with a slash', () => {
    expect(pathProblem('', [])).toBe('Path is verplicht');
    expect(pathProblem('polissen', [])).toBe("Path moet starten met een slash '/'");
  });
  it.each(['/', '/polissen', '/polis-gegevens/{polisnummer}/dekkingen', '/a/{Id}'])("accepts '%s'", (path) => {
    expect(pathProblem(path, [])).toBeNull();
  });
  it.each(['/Polissen', '/v1/polissen', '/polis_gegevens', '/polis--gegevens', '/-polis', '/polis-', '/polissen/', '//polissen', '/{polis-nummer}', '/{id1}', '/{}', '/polis{id}'])(
    "refuses '%s' with 'Path is ongeldig'",
    (path) => expect(pathProblem(path, [])).toBe('Path is ongeldig'),
  );
  it("is unique ignoring case: 'Path bestaat al'", () => {
    expect(pathProblem('/polissen/{id}', ['/polissen/{ID}'])).toBe('Path bestaat al');
    expect(pathProblem('/polissen', ['/polissen/{id}'])).toBeNull();
  });
  it('names the parameters of its template', () => expect(pathTemplateNames('/a/{polis}/b/{dekking}')).toEqual(['polis', 'dekking']));
});

describe('Server Url', () => {
  it('is required', () => expect(serverUrlProblem(' ')).toBe('Url is verplicht'));
  it.each(['https://api.polderzeker.nl', 'http://localhost:8080', 'https://{omgeving}.polderzeker.nl/v1', '/api'])("accepts '%s'", (url) => expect(serverUrlProblem(url)).toBeNull());
  it.each(['polderzeker.nl', 'ftp://host', 'https://', 'https:// spatie.nl', 'api'])("refuses '%s' with 'Url is ongeldig'", (url) => expect(serverUrlProblem(url)).toBe('Url is ongeldig'));
});

describe('Parameter', () => {
  it('has a name of letters only', () => {
    expect(parameterNameProblem('')).toBe('Name is verplicht');
    expect(parameterNameProblem('polisNummer')).toBeNull();
    expect(parameterNameProblem('polis_nummer')).toBe('Name is ongeldig');
    expect(parameterNameProblem('polis1')).toBe('Name is ongeldig');
  });
  it('needs In and Type, and an Array Type for an array', () => {
    expect(parameterProblems({ name: '', in: null, type: null, arrayType: null })).toEqual({ name: 'Name is verplicht', in: 'In is verplicht', type: 'Type is verplicht' });
    expect(parameterProblems({ name: 'ids', in: 'query', type: 'array', arrayType: null })).toEqual({ arrayType: 'Array Type is verplicht' });
    expect(parameterProblems({ name: 'ids', in: 'query', type: 'array', arrayType: 'integer' })).toEqual({});
    expect(parameterProblems({ name: 'id', in: 'path', type: 'string', arrayType: null })).toEqual({});
  });
});

describe('Response code', () => {
  it("is required: 'Code is verplicht'", () => expect(responseCodeProblem('', [])).toBe('Code is verplicht'));
  it('is a standard code from 100 to 511 that no other response of the operation has', () => {
    expect(responseCodeProblem('200', ['404'])).toBeNull();
    expect(responseCodeProblem('299', [])).toBe('Code is ongeldig');
    expect(responseCodeProblem('600', [])).toBe('Code is ongeldig');
    expect(responseCodeProblem('200', ['200'])).toBe('Code bestaat al');
  });
  it('offers the standard codes 100 to 511, sorted, without those other responses use but with the one being edited', () => {
    expect(httpStatusCodes[0]).toBe('100');
    expect(httpStatusCodes.at(-1)).toBe('511');
    expect([...httpStatusCodes].sort()).toEqual(httpStatusCodes);
    const offered = availableResponseCodes(['200', '404'], '404');
    expect(offered).not.toContain('200');
    expect(offered).toContain('404');
    expect(offered).toContain('201');
    expect(offered).toEqual([...offered].sort());
    expect(availableResponseCodes(['200'])).not.toContain('200');
  });
});
