import type { BaselineEntityNode } from '../../model/baseline-library.ts';
import { childPointer } from '../json/json-pointer.ts';
import type { SchemaEntity } from '../schema/schema-tree.ts';
import { error, type Finding } from './finding.ts';
import { restrictionTexts } from './texts.ts';

// V attributes of the baseline stay required. An attribute left out entirely is not required
// either, so it is reported here too: the fix belongs in `required`.

/** Reports the baseline's required attributes that a matched entity does not require. */
export function checkRequiredAttributes(entity: SchemaEntity, baseline: BaselineEntityNode): Finding[] {
  return baseline.attributes
    .filter((candidate) => candidate.required && entity.attributes.find((attribute) => attribute.name === candidate.name)?.required !== true)
    .map((required) => ({ ...error('required-attributes', restrictionTexts.requiredDropped(required.name, entity.path, childPointer(entity.definitionPointer, 'required'))), exampleTarget: { attribute: required.name } }));
}
