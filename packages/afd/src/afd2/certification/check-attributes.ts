import type { BaselineEntityNode } from '../../model/baseline-library.ts';
import type { CodeListLookup } from '../schema/code-list-ref.ts';
import type { SchemaAttribute, SchemaEntity } from '../schema/schema-tree.ts';
import { checkArrayFacets } from './check-facets.ts';
import { checkTupleItems } from './check-tuple-items.ts';
import { checkValue } from './check-value.ts';
import { error, type Finding } from './finding.ts';
import { restrictionTexts } from './texts.ts';

// Every attribute exists in the baseline entity; only an attribute with a counterpart can be
// compared further, so this check hands each such pair to the attribute checks, in their order.
// An attribute whose `type` names an object or array value, whose references lead round in a
// circle, or whose type only a reference beside keywords of its own gives, is not compared at all:
// the reader asked for manual validation, and its value facets or codes alone decide nothing.

/** Compares the attributes of a matched entity with the baseline's. */
export function checkAttributes(codeLists: CodeListLookup, entity: SchemaEntity, baseline: BaselineEntityNode): Finding[] {
  // An example message for a finding shows its attribute.
  return entity.attributes.flatMap((attribute) => checkAttribute(codeLists, entity, attribute, baseline).map((finding) => ({ ...finding, exampleTarget: { attribute: attribute.name } })));
}

function checkAttribute(codeLists: CodeListLookup, entity: SchemaEntity, attribute: SchemaAttribute, baseline: BaselineEntityNode): Finding[] {
  const counterpart = baseline.attributes.find((candidate) => candidate.name === attribute.name);
  if (counterpart === undefined) {
    const isEntity = baseline.children.some((child) => child.name === attribute.name);
    return [
      error(
        'attributes',
        isEntity
          ? restrictionTexts.attributeWhereBaselineHasEntity(attribute.name, entity.path, attribute.pointer)
          : restrictionTexts.attributeNotInBaseline(attribute.name, entity.path, attribute.pointer),
      ),
    ];
  }
  if (attribute.valueUnmodelled) return [];
  return [
    ...(attribute.tuple === null ? checkValue(codeLists, attribute, counterpart, entity.path) : checkTupleItems(codeLists, attribute, attribute.tuple, counterpart, entity.path)),
    ...checkArrayFacets(attribute, counterpart),
  ];
}
