import type { TreeEntity } from '@afd/contracts';

// The facet shapes as the merged tree carries them (001 §3 'Facets').
type TreeAttribute = TreeEntity['attributes'][number];
export type Facets = TreeAttribute['facets']['actual'];
export type ArrayFacets = TreeAttribute['arrayFacets']['actual'];
export type TreeAttributeWire = TreeAttribute;
