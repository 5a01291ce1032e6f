import type { BaselineEntityNode } from '../../model/baseline-library.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { CodeListLookup } from '../schema/code-list-ref.ts';
import type { SchemaEntity } from '../schema/schema-tree.ts';
import { checkDataType } from './check-data-type.ts';
import { checkFacets } from './check-facets.ts';
import { checkValues } from './check-values.ts';
import { error, type Finding } from './finding.ts';
import { restrictionTexts } from './texts.ts';

// Every attribute exists in the baseline entity and is no wider there; V attributes of the
// baseline stay required (an attribute left out entirely is not required either).

/** Compares the attributes of a matched entity with the baseline's. */
export function checkAttributes(codeLists: CodeListLookup, entity: SchemaEntity, baseline: BaselineEntityNode): Finding[] {
  const findings: Finding[] = [];
  for (const attribute of entity.attributes) {
    const counterpart = baseline.attributes.find((candidate) => candidate.name === attribute.name);
    if (counterpart === undefined) {
      const isEntity = baseline.children.some((child) => child.name === attribute.name);
      findings.push(error(
        'attributes',
        isEntity
          ? restrictionTexts.attributeWhereBaselineHasEntity(attribute.name, entity.path, attribute.pointer)
          : restrictionTexts.attributeNotInBaseline(attribute.name, entity.path, attribute.pointer),
      ));
      continue;
    }
    findings.push(...checkDataType(attribute, counterpart));
    findings.push(...checkValues(codeLists, attribute, counterpart, entity.path));
    findings.push(...checkFacets(attribute, counterpart));
  }
  for (const required of baseline.attributes.filter((candidate) => candidate.required)) {
    const attribute = entity.attributes.find((candidate) => candidate.name === required.name);
    if (attribute?.required !== true) {
      findings.push(error('required-attributes', restrictionTexts.requiredDropped(required.name, entity.path, childPointer(entity.definitionPointer, 'required'))));
    }
  }
  return findings;
}
