import { describe, expect, it } from 'vitest';
import { responseCodeLabel } from './http-status-phrases.ts';
import { pathTemplateProblems } from './openapi-path-templates.ts';
import { validatorMessageInDutch } from './openapi-validator-messages.ts';
import { httpStatusCodes } from './openapi-model.ts';
import { description, operation, parameter, pathEntry } from './openapi-sample.testing.ts';

describe('the OpenAPI validator in Dutch', () => {
  it("puts a Dutch sentence before the parser's English, also for a message it does not know", () => {
    expect(validatorMessageInDutch('OpenAPI 3.1 definitions must contain at least one entry in either `paths`, `webhooks`, or `components`.')).toBe(
      'De beschrijving heeft nog geen paths: voeg minstens één path met een operatie toe. (validator: OpenAPI 3.1 definitions must contain at least one entry in either `paths`, `webhooks`, or `components`.)',
    );
    expect(validatorMessageInDutch('The operationId `getPolis` is duplicated and must be made unique.')).toMatch(/^OperationId 'getPolis' komt meer dan eens voor/);
    expect(validatorMessageInDutch('Something new went wrong')).toBe('De OpenAPI-validator keurt de beschrijving af. (validator: Something new went wrong)');
  });

  it('labels response codes with their reason phrase', () => {
    expect(['200', '404', '201', 'default', '4XX', '299'].map(responseCodeLabel)).toEqual(['200 OK', '404 Not Found', '201 Created', 'default (overige codes)', '4XX (alle 4xx-codes)', '299']);
    // Every code the editor offers has its phrase.
    expect(httpStatusCodes.filter((code) => responseCodeLabel(code) === code)).toEqual([]);
  });

  it('finds a path template parameter that neither the path nor the operation declares', () => {
    const at = (pathParameters: ReturnType<typeof parameter>[], operationParameters: ReturnType<typeof parameter>[]) =>
      description({ paths: [pathEntry('/schademeldingen/{meldingnummer}', { parameters: pathParameters, get: operation({ parameters: operationParameters }), post: operation({ isActive: false }) })] });
    expect(pathTemplateProblems(at([], []))).toEqual([
      "Path '/schademeldingen/{meldingnummer}' GET: parameter '{meldingnummer}' uit het pad is nergens gedeclareerd; voeg onder Parameters een parameter 'meldingnummer' toe met In 'path'.",
    ]);
    expect(pathTemplateProblems(at([parameter({ name: 'meldingnummer' })], []))).toEqual([]);
    expect(pathTemplateProblems(at([], [parameter({ name: 'meldingnummer' })]))).toEqual([]);
    expect(pathTemplateProblems(at([], [parameter({ name: 'meldingnummer', in: 'query' })]))).toHaveLength(1);
  });
});
