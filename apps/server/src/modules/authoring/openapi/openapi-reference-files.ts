// What the parser may resolve while it validates a document (ADR 0037): the files the document
// refers to by name (a function's generated JSON Schema) and the standard's full code lists those
// schemas refer to by URL — taken from the -afdCodelists.json files generated with them. Nothing is
// read from disk or fetched: a reference to anything else is an error of the document.

export type ReferenceFiles = ReadonlyMap<string, string>;

const codeListUrl = /\/afd-online-tool\/json\/(?:2020-12\/)?([A-Za-z0-9_]+)\.json$/;

/** The last segment of a reference's URL or path, decoded: the file name it asks for. */
export function referencedFileName(url: string): string {
  const last = url.split('#')[0]?.split(/[\\/]/).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The full code list `name` as a document in the shape of the standard's own (`definitions` or `$defs`), from a generated -afdCodelists.json. */
function codeListDocument(files: ReferenceFiles, url: string): string | null {
  const name = codeListUrl.exec(url.split('#')[0] ?? '')?.[1];
  if (name === undefined) return null;
  const container = url.includes('/2020-12/') ? '$defs' : 'definitions';
  for (const [fileName, content] of files) {
    if (!fileName.endsWith('-afdCodelists.json')) continue;
    const lists = JSON.parse(content) as Record<string, Record<string, unknown> | undefined>;
    const list = lists.definitions?.[name] ?? lists.$defs?.[name];
    if (list !== undefined) return JSON.stringify({ [container]: { [name]: list } });
  }
  return null;
}

export const unresolvedReference = (name: string) => `Verwijzing naar '${name}' kan niet worden opgelost: dat bestand hoort niet bij deze definitie.`;

/**
 * The json-schema-ref-parser resolver that answers every external reference from `files`; the
 * names it could not answer are collected in `unresolved` (the parser's own error then only says
 * it could not read a file).
 */
export function referenceResolver(files: ReferenceFiles, unresolved: string[]) {
  return {
    order: 1,
    canRead: true,
    read(file: { url: string }): string {
      const content = files.get(referencedFileName(file.url)) ?? codeListDocument(files, file.url);
      if (content === null || content === undefined) {
        unresolved.push(referencedFileName(file.url));
        throw new Error(unresolvedReference(referencedFileName(file.url)));
      }
      return content;
    },
  };
}
