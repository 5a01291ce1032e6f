import { infoVersionProblem, parameterProblems, pathProblem, responseCodeProblem, serverUrlProblem, specificationVersionProblem, titleProblem } from './openapi-field-rules.ts';
import type { OpenApiDescriptionModel, OpenApiOperationModel, OpenApiParameterModel, OpenApiServerModel } from './openapi-model.ts';
import { activeOperations } from './openapi-model.ts';
import { openApiRuleTexts as texts } from './openapi-texts.ts';

// The description's own rule violations (001 §5), found by walking it once. Each problem has the
// field it sits on (a dotted path into the description, as the PUT's field errors name it) and a
// text that says where it is, for the validator card's numbered list. Inactive operations are not
// part of the document and not shown in the tree, so they are not judged.

export interface OpenApiProblem {
  /** 'info.title', 'paths.0.path', 'paths.0.pathItem.get.responses.1.httpStatusCode' ... */
  field: string;
  /** The field's own message: 'Title is verplicht'. */
  message: string;
  /** Where it is and what: 'Path '/polissen' GET, response '200': Code bestaat al'. */
  text: string;
}

const quoted = (value: string, fallback: string) => (value.trim() === '' ? fallback : `'${value}'`);

function serverProblems(servers: readonly OpenApiServerModel[], field: string, where: string, add: (field: string, where: string, message: string) => void) {
  servers.forEach((server, index) => {
    const problem = serverUrlProblem(server.url);
    if (problem) add(`${field}.${index}.url`, `${where}${where === '' ? 'Server' : 'server'} ${quoted(server.url, String(index + 1))}`, problem);
  });
}

function parameterListProblems(parameters: readonly OpenApiParameterModel[], field: string, where: string, add: (field: string, where: string, message: string) => void) {
  parameters.forEach((parameter, index) => {
    for (const [name, problem] of Object.entries(parameterProblems(parameter))) {
      add(`${field}.${index}.${name}`, `${where}parameter ${quoted(parameter.name, String(index + 1))}`, problem);
    }
  });
}

function operationProblems(operation: OpenApiOperationModel, field: string, where: string, known: ReadonlySet<string>, add: (field: string, where: string, message: string) => void) {
  const functionProblem = (name: string | null) => (name === null || known.has(name) ? null : texts.functionUnknown(name));
  const bodyProblem = functionProblem(operation.requestBody?.afdFunctionName ?? null);
  if (bodyProblem) add(`${field}.requestBody.afdFunctionName`, `${where}, request body`, bodyProblem);
  parameterListProblems(operation.parameters, `${field}.parameters`, `${where}, `, add);
  operation.responses.forEach((response, index) => {
    const others = operation.responses.filter((_, other) => other !== index).map((other) => other.httpStatusCode.trim());
    const at = `${where}, response ${quoted(response.httpStatusCode, String(index + 1))}`;
    const code = responseCodeProblem(response.httpStatusCode, others);
    if (code) add(`${field}.responses.${index}.httpStatusCode`, at, code);
    const fn = functionProblem(response.responseObject.afdFunctionName);
    if (fn) add(`${field}.responses.${index}.responseObject.afdFunctionName`, at, fn);
  });
  serverProblems(operation.servers, `${field}.servers`, `${where}, `, add);
}

/** Every problem of the description; `functions` are the definition's active functions, what a body or response may refer to. */
export function openApiProblems(description: OpenApiDescriptionModel, functions: readonly string[]): OpenApiProblem[] {
  const problems: OpenApiProblem[] = [];
  const add = (field: string, where: string, message: string) => problems.push({ field, message, text: `${where}: ${message}` });
  const known = new Set(functions);
  const specification = specificationVersionProblem(description.openApiSpecificationVersion);
  if (specification) add('openApiSpecificationVersion', 'OpenAPI', specification);
  const title = titleProblem(description.info.title);
  if (title) add('info.title', 'Info', title);
  const version = infoVersionProblem(description.info.version);
  if (version) add('info.version', 'Info', version);
  serverProblems(description.servers, 'servers', '', add);
  description.paths.forEach((entry, index) => {
    const field = `paths.${index}`;
    const where = `Path ${quoted(entry.path, String(index + 1))}`;
    const others = description.paths.filter((_, other) => other !== index).map((other) => other.path);
    const path = pathProblem(entry.path, others);
    if (path) add(`${field}.path`, where, path);
    serverProblems(entry.pathItem.servers, `${field}.pathItem.servers`, `${where}, `, add);
    parameterListProblems(entry.pathItem.parameters, `${field}.pathItem.parameters`, `${where}, `, add);
    for (const { method, operation } of activeOperations(entry.pathItem)) {
      operationProblems(operation, `${field}.pathItem.${method}`, `${where} ${method.toUpperCase()}`, known, add);
    }
  });
  return problems;
}

/** The problems as the validator card lists them (numbered by the screen). */
export const descriptionProblems = (description: OpenApiDescriptionModel, functions: readonly string[]): string[] =>
  openApiProblems(description, functions).map((problem) => problem.text);

/** The problems as field errors, keyed by field, for a refused save. */
export function descriptionFieldProblems(description: OpenApiDescriptionModel, functions: readonly string[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of openApiProblems(description, functions)) (errors[problem.field] ??= []).push(problem.message);
  return errors;
}
