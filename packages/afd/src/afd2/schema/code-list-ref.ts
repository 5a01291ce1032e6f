import type { CodeList } from '../../model/catalogue.ts';

// The standard's full code lists are referenced by URL, e.g.
//   https://www.sivi.org/afd-online-tool/json/AFDIDP.json#/definitions/AFDIDP        (2019-09)
//   https://www.sivi.org/afd-online-tool/json/2020-12/AFDIDP.json#/$defs/AFDIDP      (2020-12)
// They are never fetched: the lists come from the catalogue or the baseline library and are
// offered to the validator as local schemas under exactly these URLs.

const codeListRefPattern =
  /^(https:\/\/www\.sivi\.org\/afd-online-tool\/json\/(?:2020-12\/)?([A-Za-z0-9_]+)\.json)#\/(definitions|\$defs)\/([A-Za-z0-9_]+)$/;

export interface CodeListRef {
  /** The document URL, without fragment: the `$id` the local schema is registered under. */
  documentUrl: string;
  /** `definitions` or `$defs`: where in that document the list sits. */
  container: 'definitions' | '$defs';
  /** The code list name (file and fragment name agree). */
  name: string;
}

/** Recognises a `$ref` to one of the standard's code lists; null for anything else. */
export function parseCodeListRef(ref: string): CodeListRef | null {
  const match = codeListRefPattern.exec(ref);
  if (match === null) return null;
  const [, documentUrl, fileName, container, listName] = match;
  if (documentUrl === undefined || fileName === undefined || listName === undefined || fileName !== listName) return null;
  return { documentUrl, container: container === '$defs' ? '$defs' : 'definitions', name: listName };
}

/** Finds code lists by name; the first list given under a name wins. */
export class CodeListLookup {
  private readonly byName = new Map<string, CodeList>();

  constructor(...sources: readonly (readonly CodeList[])[]) {
    for (const list of sources.flat()) if (!this.byName.has(list.name)) this.byName.set(list.name, list);
  }

  /** The list with this name, if known locally. */
  find(name: string): CodeList | undefined {
    return this.byName.get(name);
  }
}

/** Local stand-ins for the referenced code list documents: what ajv resolves each `$ref` against. */
export function codeListDocuments(refs: readonly CodeListRef[], lookup: CodeListLookup): Record<string, unknown>[] {
  const documents = new Map<string, Record<string, Record<string, unknown>>>();
  for (const ref of refs) {
    const list = lookup.find(ref.name);
    if (list === undefined) continue;
    const document = documents.get(ref.documentUrl) ?? {};
    const container = document[ref.container] ?? {};
    container[ref.name] = {
      codelistName: list.name,
      description: list.description,
      type: 'string',
      oneOf: list.values.map((value) => ({ const: value.code, description: value.label })),
    };
    document[ref.container] = container;
    documents.set(ref.documentUrl, document);
  }
  return [...documents].map(([url, document]) => ({ $id: url, ...document }));
}
