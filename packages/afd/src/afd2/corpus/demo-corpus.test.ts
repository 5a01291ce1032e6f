import { describe, expect, it } from 'vitest';
import type { BaselineEntityNode } from '../../model/baseline-library.ts';
import { parseAfd2Catalogue } from '../catalogue/parse-afd2-catalogue.ts';
import { demoAfd2BaselineLibrary } from './demo-baseline-library.ts';
import { demoAfd2BaselineSchemaText } from './demo-baseline.ts';
import { demoAfd2CatalogueFiles } from './demo-catalogue-files.ts';

describe('the synthetic AFD 2.0 demo corpus', () => {
  it('is the same on every call', () => {
    expect(demoAfd2CatalogueFiles()).toEqual(demoAfd2CatalogueFiles());
    expect(demoAfd2BaselineSchemaText()).toBe(demoAfd2BaselineSchemaText());
  });

  it('has a baseline whose every entity type and attribute is in the catalogue, with the same data type and code list', () => {
    const parsed = parseAfd2Catalogue(demoAfd2CatalogueFiles());
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const catalogue = parsed.catalogue;
    const mismatches: string[] = [];
    const visit = (node: BaselineEntityNode) => {
      const entityType = catalogue.entities.find((entity) => entity.name === node.name)?.entityTypes.find((type) => type.name === node.entityTypeName);
      if (entityType === undefined) mismatches.push(node.path);
      for (const attribute of node.attributes) {
        const known = entityType?.attributes.find((candidate) => candidate.name === attribute.name);
        if (known === undefined || JSON.stringify(known.dataType) !== JSON.stringify(attribute.dataType) || known.codeList !== (attribute.codeList?.name ?? null)) {
          mismatches.push(attribute.path);
        }
      }
      node.children.forEach(visit);
    };
    demoAfd2BaselineLibrary().roots.forEach(visit);
    expect(mismatches).toEqual([]);
  });
});
