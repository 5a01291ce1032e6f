import { libraryIndex } from '../choices/choice-problems.ts';
import { untouchedAttribute, untouchedEntity, type Definition } from '../definition.ts';
import type { BaselineLibrary } from '../../model/baseline-library.ts';
import { entityOccursIn, entityPresenceOf, withEntityPresence } from '../entity-presence.ts';
import type { SnippetMapItem } from './variant-model.ts';
import { variantTexts as texts } from './variant-texts.ts';
import { entityLabel } from './variant-tree.ts';

// A variant schema is the function's schema with the variant's snippets inserted (docs/authoring.md,
// ADR 0039). A certified schema must stay a restriction of the baseline, so a snippet is inserted
// as a choice of the definition rather than as foreign XSD: its entity is kept in the function on
// the anchor's level (where the baseline has it; the baseline's order decides its place among the
// siblings), each attribute the snippet names becomes required with the snippet's value as its only
// option, and its child entities likewise. The generation and certification of the definition then
// run unchanged on the result. A snippet whose anchor is gone goes to the end of the function: the
// level below the root.

/** A predefined entity as the insertion reads it: its entity and the `content` an administrator uploaded. */
export interface InsertableSnippet {
  snippetId: string;
  snippetEntity: string;
  snippetEntityType: string;
  content: unknown;
}

export type SnippetInsertion = { ok: true; definition: Definition } | { ok: false; problems: string[] };

interface ContentEntity {
  label: string;
  attributes: { name: string; value: string | null }[];
  entities: ContentEntity[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null);

/** The entity a snippet's content describes; its own entity names the top when the content does not. */
function contentEntity(content: unknown, fallbackLabel: string, depth = 0): ContentEntity {
  const object = isObject(content) ? content : {};
  const name = textOf(object.entityName);
  const type = textOf(object.entityTypeName) ?? '';
  const attributes = (Array.isArray(object.attributes) ? object.attributes : [])
    .filter(isObject)
    .map((attribute) => ({ name: textOf(attribute.name) ?? '', value: textOf(attribute.value) }))
    .filter((attribute) => attribute.name !== '');
  const children = depth < 64 && Array.isArray(object.entities) ? object.entities.filter(isObject) : [];
  return {
    label: name ? entityLabel(name, type) : fallbackLabel,
    attributes,
    entities: children.map((child) => contentEntity(child, '', depth + 1)).filter((child) => child.label !== ''),
  };
}

const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/**
 * The definition with the snippets of one function inserted; `anchors` are the paths the function
 * keeps (its variant tree). Refused, with every problem named, when a snippet does not fit the library.
 */
export function definitionWithSnippets(
  definition: Definition,
  library: BaselineLibrary,
  functionName: string,
  items: readonly SnippetMapItem[],
  snippets: ReadonlyMap<string, InsertableSnippet>,
  anchors: ReadonlySet<string>,
): SnippetInsertion {
  const index = libraryIndex(library);
  const entities = { ...definition.entities };
  const attributes = { ...definition.attributes };
  const problems: string[] = [];
  const endOfFunction = library.roots[0]?.path ?? '';

  const keepEntity = (snippetId: string, path: string, entity: ContentEntity) => {
    const node = index.entities.get(path);
    if (!node) {
      problems.push(texts.snippetDoesNotFit(snippetId, path));
      return;
    }
    const choice = entities[path] ?? untouchedEntity();
    // Excluded (N) in the function: kept there as O. A snippet makes its attributes V, never its entity (ADR 0056): an own minimum stays as the definition says it.
    const excluded = entityPresenceOf(entityOccursIn(node, choice, functionName)) === 'N';
    entities[path] = { ...(excluded ? withEntityPresence(node, choice, functionName, 'O') : choice), selected: true };
    for (const attribute of entity.attributes) {
      const attributePath = `${path}@${attribute.name}`;
      if (!index.attributes.has(attributePath)) {
        problems.push(texts.snippetAttributeUnknown(snippetId, attributePath));
        continue;
      }
      const current = attributes[attributePath] ?? untouchedAttribute();
      attributes[attributePath] = {
        ...current,
        selected: true,
        presenceByFunction: { ...current.presenceByFunction, [functionName]: 'V' },
        ...(attribute.value === null ? {} : { customOptionList: [attribute.value], codeListSubset: null, useUpToDateCodeList: false }),
      };
    }
    for (const child of entity.entities) keepEntity(snippetId, `${path}/${child.label}`, child);
  };

  for (const item of items) {
    const snippet = snippets.get(item.snippetId);
    if (!snippet) {
      problems.push(texts.unknownSnippet(item.snippetId));
      continue;
    }
    const level = anchors.has(item.anchorPath) ? parentOf(item.anchorPath) : endOfFunction;
    const entity = contentEntity(snippet.content, entityLabel(snippet.snippetEntity, snippet.snippetEntityType));
    keepEntity(snippet.snippetId, level ? `${level}/${entity.label}` : entity.label, entity);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, definition: { ...definition, entities, attributes } };
}
