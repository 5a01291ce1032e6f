import { isJsonArray, isJsonObject, type JsonObject, type JsonValue } from '../../../afd2/json/json-value.ts';

// The two drafts an AFD 2.0 definition is written in (AUTHORING.md, 001 §3): 2019-09 with
// `definitions`, spelt as the standards body's own files spell it, and 2020-12 with `$defs`.

export type Afd2Draft = '2019-09' | '2020-12';

export const draftShapes: Record<Afd2Draft, { schemaUri: string; definitionsKey: 'definitions' | '$defs' }> = {
  '2019-09': { schemaUri: 'http://json-schema.org/draft/2019-09/schema#', definitionsKey: 'definitions' },
  '2020-12': { schemaUri: 'https://json-schema.org/draft/2020-12/schema', definitionsKey: '$defs' },
};

const localDefinitionRef = /^#\/(?:definitions|\$defs)\//;

/** The name a local definition reference points at ('#/definitions/party' → 'party'), or null. */
export function localDefinitionName(ref: string): string | null {
  return localDefinitionRef.test(ref) ? decodeURIComponent(ref.replace(localDefinitionRef, '').replaceAll('~1', '/').replaceAll('~0', '~')) : null;
}

export const localDefinitionRefTo = (draft: Afd2Draft, name: string) => `#/${draftShapes[draft].definitionsKey}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Every local definition `$ref` below `value`, rewritten in place to the draft's spelling; answers the names referred to. */
export function rewriteLocalRefs(value: JsonValue, draft: Afd2Draft): Set<string> {
  const names = new Set<string>();
  const visit = (node: JsonValue) => {
    if (isJsonArray(node)) node.forEach(visit);
    else if (isJsonObject(node)) {
      const ref = node.$ref;
      const name = typeof ref === 'string' ? localDefinitionName(ref) : null;
      if (name !== null) {
        names.add(name);
        node.$ref = localDefinitionRefTo(draft, name);
      }
      for (const child of Object.values(node)) visit(child);
    }
  };
  visit(value);
  return names;
}

/** The baseline's definitions, under whichever key its draft uses. */
export function baselineDefinitions(root: JsonObject): JsonObject {
  const definitions = isJsonObject(root.$defs) ? root.$defs : isJsonObject(root.definitions) ? root.definitions : {};
  return definitions;
}
