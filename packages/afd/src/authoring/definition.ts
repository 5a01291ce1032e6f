import type { ArrayFacets, Facets, MaxOccurs } from '../model/baseline-library.ts';
import type { DefinitionProperties } from './properties/definition-properties.ts';

// An AFD definition is a set of choices over an immutable baseline library (docs/authoring.md): the
// library says what may exist, the choices say what this product uses. Choices are keyed by node
// path, so the same choices apply to a newer library of the same baseline (synchronisation).
// Everything here is plain data: it is stored as JSON and crosses to the worker pool as it is.

/** Presence of an attribute (and, ADR 0056, of an entity) in one function: Verplicht, Optioneel, Nee (001 §4). */
export type Presence = 'V' | 'O' | 'N';

export interface DefinitionFunction {
  name: string;
  active: boolean;
  /** Added by the organisation (not one of the standards body's base functions). */
  custom: boolean;
}

export interface EntityChoice {
  selected: boolean;
  /**
   * Per function name: how often the entity may occur there; 0 or less excludes it (001 §4).
   * A function without an entry keeps the baseline's maximum.
   */
  maxOccursByFunction: Record<string, MaxOccurs>;
  /**
   * Per function name: how often the entity must occur there at least; 1 or more makes it V
   * (Verplicht) there (ADR 0056, our addition to the spec, which gives entities only a maximum).
   * A function without an entry, and a stored choice without this field (every definition saved
   * before it existed), keeps the baseline's minimum. Never below the baseline's minimum.
   */
  minOccursByFunction?: Record<string, number>;
}

export interface AttributeChoice {
  selected: boolean;
  /** Per function name; a function without an entry means N ('Nee'), or V when the baseline requires it. */
  presenceByFunction: Record<string, Presence>;
  /** The organisation's own option list (values), when its switch is on. */
  customOptionList: string[] | null;
  /** A subset of the code list's values, when one is selected. */
  codeListSubset: string[] | null;
  /** Follow the code list as it is now, whatever values it gets later ('Actuele codelijst'). */
  useUpToDateCodeList: boolean;
  /** AFD 1.0 value range, in the attribute's format; null = 'Onbepaald'. */
  minimum: string | null;
  maximum: string | null;
  /** AFD 2.0 narrowed facets (only the keys set narrow the baseline's). */
  facets: Facets;
  arrayFacets: ArrayFacets;
  /** 'Eigen omschrijving': the organisation's own help text. */
  helpText: string | null;
}

/** A stored definition: identity, properties, functions and the choices by node path. */
export interface Definition {
  organisation: string;
  /** The baseline name: its three key parts joined with dashes. */
  basedOn: string;
  /** The library the choices were made on; null for a definition whose library is gone. */
  baselineLibraryId: string | null;
  /** Increases with every save; a save based on an older revision is refused. */
  revision: number;
  properties: DefinitionProperties;
  functions: DefinitionFunction[];
  entities: Record<string, EntityChoice>;
  attributes: Record<string, AttributeChoice>;
  /** AFD 2.0 oneOf compositions: per entity path, the entity type names offered there. */
  compositions: Record<string, string[]>;
}

/** The choice an attribute has before anyone touched it. */
export function untouchedAttribute(): AttributeChoice {
  return {
    selected: false,
    presenceByFunction: {},
    customOptionList: null,
    codeListSubset: null,
    useUpToDateCodeList: false,
    minimum: null,
    maximum: null,
    facets: {},
    arrayFacets: {},
    helpText: null,
  };
}

/** The choice an entity has before anyone touched it. */
export function untouchedEntity(): EntityChoice {
  return { selected: false, maxOccursByFunction: {} };
}
