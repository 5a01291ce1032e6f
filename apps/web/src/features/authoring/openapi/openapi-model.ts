import { openApiMethods, titleProblem, type OpenApiMethod } from '@afd/afd/authoring';
import type { OpenApiDescription, OpenApiOperation, OpenApiPathItem } from '@afd/contracts';

// Pure edits of the description the editor works on (001 §4 'OpenAPI editing'): each answers a new
// description and leaves the old one as it was, so a cancelled modal changes nothing. Sorting the
// lists and normalising parameters (the rest of 001 §4) is the domain's sortOpenApiDescription,
// applied to every change in useOpenApiEditor.

export { openApiMethods, type OpenApiMethod };

/** Where the tree points; a path is known by its text (unique, 001 §5). */
export type OpenApiNode =
  | { kind: 'root' }
  | { kind: 'info' }
  | { kind: 'servers' }
  | { kind: 'paths' }
  | { kind: 'path'; path: string }
  | { kind: 'pathServers'; path: string }
  | { kind: 'pathParameters'; path: string }
  | { kind: 'pathOperations'; path: string }
  | { kind: 'pathOperation'; path: string; method: OpenApiMethod };

/**
 * A description not saved before: its title is the definition's name when that passes the Title
 * rule (the same characters as a product name), its version 001.00, so the first change can be
 * stored without first visiting Info.
 */
export function newDescription(definitionName: string): OpenApiDescription {
  return {
    openApiSpecificationVersion: '3.1.0',
    info: { title: titleProblem(definitionName) === null ? definitionName : '', summary: '', description: '', version: '001.00' },
    servers: [],
    paths: [],
  };
}

export const newOperation = (): OpenApiOperation => ({ isActive: true, tags: [], summary: '', description: '', operationId: '', parameters: [], requestBody: null, responses: [], servers: [] });

export const pathItemOf = (description: OpenApiDescription, path: string): OpenApiPathItem | null => description.paths.find((entry) => entry.path === path)?.pathItem ?? null;

export const updatePathItem = (description: OpenApiDescription, path: string, change: (item: OpenApiPathItem) => OpenApiPathItem): OpenApiDescription => ({
  ...description,
  paths: description.paths.map((entry) => (entry.path === path ? { ...entry, pathItem: change(entry.pathItem) } : entry)),
});

/** 001 §4: an operation toggles active and inactive; switched on for the first time it starts empty. */
export const toggleOperation = (description: OpenApiDescription, path: string, method: OpenApiMethod): OpenApiDescription =>
  updatePathItem(description, path, (item) => {
    const operation = item[method];
    return { ...item, [method]: operation ? { ...operation, isActive: !operation.isActive } : newOperation() };
  });

export const updateOperation = (description: OpenApiDescription, path: string, method: OpenApiMethod, change: (operation: OpenApiOperation) => OpenApiOperation): OpenApiDescription =>
  updatePathItem(description, path, (item) => {
    const operation = item[method];
    return operation ? { ...item, [method]: change(operation) } : item;
  });

/** The operations shown in the tree: the active ones (001 §2: inactive operation nodes are hidden). */
export const activeMethods = (item: OpenApiPathItem): OpenApiMethod[] => openApiMethods.filter((method) => item[method]?.isActive === true);

/** Whether the node still exists in the description (a removed or renamed path leaves it). */
export function nodeExists(description: OpenApiDescription, node: OpenApiNode): boolean {
  if (!('path' in node)) return true;
  const item = pathItemOf(description, node.path);
  if (!item) return false;
  return node.kind !== 'pathOperation' || item[node.method]?.isActive === true;
}
