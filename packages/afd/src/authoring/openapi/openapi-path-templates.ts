import { pathTemplateNames } from './openapi-field-rules.ts';
import { activeOperations, type OpenApiDescriptionModel } from './openapi-model.ts';

// A path template's parameters ('/schademeldingen/{meldingnummer}') must each be declared as a
// parameter 'in: path' of the path or of every operation on it; a request to the path cannot be
// described otherwise. A finding of the validator, not a refused save: a user adds the path first
// and its parameter after.

export const pathTemplateText = (path: string, method: string, name: string) =>
  `Path '${path}' ${method.toUpperCase()}: parameter '{${name}}' uit het pad is nergens gedeclareerd; voeg onder Parameters een parameter '${name}' toe met In 'path'.`;

/** One finding per active operation and template name that no 'in: path' parameter of the path or the operation declares. */
export function pathTemplateProblems(description: OpenApiDescriptionModel): string[] {
  return description.paths.flatMap((entry) => {
    const names = [...new Set(pathTemplateNames(entry.path))].filter((name) => name !== '');
    if (names.length === 0) return [];
    const onPath = new Set(entry.pathItem.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name.trim()));
    return activeOperations(entry.pathItem).flatMap(({ method, operation }) => {
      const declared = new Set([...onPath, ...operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name.trim())]);
      return names.filter((name) => !declared.has(name)).map((name) => pathTemplateText(entry.path, method, name));
    });
  });
}
