import type { Catalogue } from '../model/catalogue.ts';

// Joining catalogue parts: the parts of one upload (the AFD 1.0 set, the AFD 2.0 pair, SIVI's
// code-list files), and the current catalogue with an upload of SIVI's code-list files alone.

/**
 * One catalogue from two parts of one upload. Each part states its own version (a file date, a
 * `versie`), so the version names both: '20260201 / 2026.1'. Entities and code lists of the same
 * name are joined; the first part first.
 */
export function mergeCatalogues(first: Catalogue, second: Catalogue): Catalogue {
  const entities = first.entities.map((entity) => ({ ...entity, entityTypes: [...entity.entityTypes] }));
  for (const entity of second.entities) {
    const existing = entities.find((candidate) => candidate.name === entity.name);
    if (existing) existing.entityTypes.push(...entity.entityTypes);
    else entities.push(entity);
  }
  const codeLists = first.codeLists.map((list) => ({ ...list, values: [...list.values] }));
  for (const list of second.codeLists) {
    const existing = codeLists.find((candidate) => candidate.name === list.name);
    if (!existing) codeLists.push(list);
    else {
      const codes = new Set(existing.values.map((value) => value.code));
      existing.values.push(...list.values.filter((value) => !codes.has(value.code)));
    }
  }
  return {
    version: first.version === second.version ? first.version : `${first.version} / ${second.version}`,
    sources: { afd1Xsd: first.sources.afd1Xsd || second.sources.afd1Xsd, afd2Json: first.sources.afd2Json || second.sources.afd2Json },
    entities,
    codeLists,
    formats: { ...second.formats, ...first.formats },
  };
}

/**
 * The current catalogue with the code lists of an upload of SIVI's `-afdCodelists.json` files
 * alone (ADR 0026): a list the files hold replaces the current list of that name (the files are
 * SIVI's publication of it, so a withdrawn code goes); every other list, the entities, formats and
 * AFD 1.0 part stay. The version names both, once: uploading the same files again adds nothing.
 */
export function supplementCatalogue(current: Catalogue, codeLists: Catalogue): Catalogue {
  const uploaded = new Map(codeLists.codeLists.map((list) => [list.name, list]));
  const currentNames = new Set(current.codeLists.map((list) => list.name));
  const versions = current.version.split(' / ');
  return {
    ...current,
    version: versions.includes(codeLists.version) ? current.version : `${current.version} / ${codeLists.version}`,
    sources: { afd1Xsd: current.sources.afd1Xsd, afd2Json: true },
    codeLists: [
      ...current.codeLists.map((list) => uploaded.get(list.name) ?? list),
      ...codeLists.codeLists.filter((list) => !currentNames.has(list.name)),
    ],
  };
}
