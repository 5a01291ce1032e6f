// The package's `@afd/afd/authoring` entry: the definition model and the properties rules, free of
// the XML and XPath engines, so the web app's authoring screens validate with the server's rules.
export * from './definition.ts';
export * from './merged-tree.ts';
export * from './properties/property-texts.ts';
export * from './properties/product-name.ts';
export * from './properties/definition-version.ts';
export * from './properties/definition-dates.ts';
export * from './properties/definition-tag.ts';
export * from './properties/function-name.ts';
export * from './properties/product-segment.ts';
export * from './properties/definition-properties.ts';
export * from './choices/choice-texts.ts';
export * from './choices/facet-narrowing.ts';
export * from './choices/facet-consistency.ts';
export * from './choices/composition-problems.ts';
export * from './choices/choice-problems.ts';
export * from './choices/drop-function-choices.ts';
export * from './choices/attribute-values.ts';
export * from './editor/choices-from-tree.ts';
export * from './editor/compact-choices.ts';
export * from './editor/subset-import.ts';
export * from './editor/format-type-label.ts';
export type { ArrayFacets, BaselineAttribute, BaselineEntityNode, BaselineLibrary, Facets, MaxOccurs } from '../model/baseline-library.ts';
export * from './sync/sync-texts.ts';
export * from './sync/synchronise-choices.ts';
export * from './export/definition-rows.ts';
export * from './generate/multiple-instances.ts';
export * from './generate/generated-file.ts';
