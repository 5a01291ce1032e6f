import { pathProblem } from './openapi-field-rules.ts';
import type { OpenApiDescriptionModel, OpenApiPathEntryModel } from './openapi-model.ts';
import { sortOpenApiDescription } from './openapi-editing.ts';
import { openApiRuleTexts as texts } from './openapi-texts.ts';

// Adding, renaming and removing a path (001 §2 'Add-path control', 'remove-path'; §5 'Path'): the
// path must hold, may not exist yet (ignoring case), and the list is sorted afterwards (001 §4).

export type PathChange<D> = { ok: true; description: D } | { ok: false; message: string };

const emptyPathItem = (): OpenApiPathEntryModel['pathItem'] => ({ summary: '', description: '', servers: [], parameters: [], get: null, put: null, post: null, patch: null });
const sameAs = (path: string) => (entry: OpenApiPathEntryModel) => entry.path.toLowerCase() === path.toLowerCase();

/** The description with a new, empty path; "Path '{x}' already exists" when it does (ignoring case). */
export function addPath<D extends OpenApiDescriptionModel>(description: D, path: string): PathChange<D> {
  if (description.paths.some(sameAs(path))) return { ok: false, message: texts.pathAlreadyExists(path) };
  const problem = pathProblem(path, []);
  if (problem) return { ok: false, message: problem };
  return { ok: true, description: sortOpenApiDescription({ ...description, paths: [...description.paths, { path, pathItem: emptyPathItem() }] }) };
}

/** The description with `from` called `to`; "Path '{x}' does not exist" for an unknown one. */
export function renamePath<D extends OpenApiDescriptionModel>(description: D, from: string, to: string): PathChange<D> {
  if (!description.paths.some((entry) => entry.path === from)) return { ok: false, message: texts.pathDoesNotExist(from) };
  const problem = pathProblem(to, description.paths.filter((entry) => entry.path !== from).map((entry) => entry.path));
  if (problem) return { ok: false, message: problem };
  return { ok: true, description: sortOpenApiDescription({ ...description, paths: description.paths.map((entry) => (entry.path === from ? { ...entry, path: to } : entry)) }) };
}

/** The description without the path; "Path '{x}' does not exist" for an unknown one. */
export function removePath<D extends OpenApiDescriptionModel>(description: D, path: string): PathChange<D> {
  if (!description.paths.some((entry) => entry.path === path)) return { ok: false, message: texts.pathDoesNotExist(path) };
  return { ok: true, description: { ...description, paths: description.paths.filter((entry) => entry.path !== path) } };
}
