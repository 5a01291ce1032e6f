import { isJsonArray, isJsonObject, type JsonObject, type JsonValue } from '../../../afd2/json/json-value.ts';
import { parseCodeListRef } from '../../../afd2/schema/code-list-ref.ts';

// The two drafts an AFD 2.0 definition is written in (docs/authoring.md, 001 §3): 2019-09 with
// `definitions`, spelt as the standards body's own files spell it, and 2020-12 with `$defs`. The
// standard publishes its code lists in both drafts too, so a schema refers to the lists of its own
// draft, and its -afdCodelists.json is written as the standards body writes it next to such a
// schema (draft-07 beside 2019-09, 2020-12 beside 2020-12).

export type Afd2Draft = '2019-09' | '2020-12';

interface DraftShape {
  schemaUri: string;
  definitionsKey: 'definitions' | '$defs';
  /** `$schema` of the -afdCodelists.json written beside a schema of this draft. */
  codeListsSchemaUri: string;
  /** Where the standard publishes a code list of this draft, before `<LIST>.json`. */
  codeListBaseUrl: string;
}

export const draftShapes: Record<Afd2Draft, DraftShape> = {
  '2019-09': {
    schemaUri: 'http://json-schema.org/draft/2019-09/schema#',
    definitionsKey: 'definitions',
    codeListsSchemaUri: 'http://json-schema.org/draft-07/schema#',
    codeListBaseUrl: 'https://www.sivi.org/afd-online-tool/json/',
  },
  '2020-12': {
    schemaUri: 'https://json-schema.org/draft/2020-12/schema',
    definitionsKey: '$defs',
    codeListsSchemaUri: 'https://json-schema.org/draft/2020-12/schema',
    codeListBaseUrl: 'https://www.sivi.org/afd-online-tool/json/2020-12/',
  },
};

const localDefinitionRef = /^#\/(?:definitions|\$defs)\//;

/** The name a local definition reference points at ('#/definitions/party' → 'party'), or null. */
export function localDefinitionName(ref: string): string | null {
  return localDefinitionRef.test(ref) ? decodeURIComponent(ref.replace(localDefinitionRef, '').replaceAll('~1', '/').replaceAll('~0', '~')) : null;
}

export const localDefinitionRefTo = (draft: Afd2Draft, name: string) => `#/${draftShapes[draft].definitionsKey}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;

const codeListRefTo = (draft: Afd2Draft, name: string) => `${draftShapes[draft].codeListBaseUrl}${name}.json#/${draftShapes[draft].definitionsKey}/${name}`;

export interface RewrittenRefs {
  /** Local definitions referred to. */
  definitions: Set<string>;
  /** The standard's code lists referred to (full lists, resolved from -afdCodelists.json). */
  codeLists: Set<string>;
}

/** Every local definition and code list `$ref` below `value`, rewritten in place to the draft's spelling; answers what they refer to. */
export function rewriteRefs(value: JsonValue, draft: Afd2Draft): RewrittenRefs {
  const found: RewrittenRefs = { definitions: new Set(), codeLists: new Set() };
  const visit = (node: JsonValue) => {
    if (isJsonArray(node)) node.forEach(visit);
    else if (isJsonObject(node)) {
      const ref = node.$ref;
      const name = typeof ref === 'string' ? localDefinitionName(ref) : null;
      const codeList = typeof ref === 'string' && name === null ? parseCodeListRef(ref) : null;
      if (name !== null) {
        found.definitions.add(name);
        node.$ref = localDefinitionRefTo(draft, name);
      } else if (codeList !== null) {
        found.codeLists.add(codeList.name);
        node.$ref = codeListRefTo(draft, codeList.name);
      }
      for (const child of Object.values(node)) visit(child);
    }
  };
  visit(value);
  return found;
}

/** The baseline's definitions, under whichever key its draft uses. */
export function baselineDefinitions(root: JsonObject): JsonObject {
  const definitions = isJsonObject(root.$defs) ? root.$defs : isJsonObject(root.definitions) ? root.definitions : {};
  return definitions;
}
