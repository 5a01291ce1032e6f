import type { AttributeChoice } from '@afd/afd/authoring';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { NOT_SAVED, SAVED, useApiForm } from '@/components/form/use-api-form';
import type { ArrayFacets, Facets, TreeAttributeWire } from '../api/facet-types';
import { definitionPageTexts as texts } from './definition-page-texts';

export type NumberFacet = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf';
type ArrayNumberFacet = 'minItems' | 'maxItems';

// In the order every facet list of the page uses (facet-display.ts): lengths together, min before max.
export const numberFacets: NumberFacet[] = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
const arrayNumberFacets: ArrayNumberFacet[] = ['minItems', 'maxItems'];
const signed = new Set<NumberFacet>(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);
const wholeNumber = /^[0-9]+$/;

/** What a facet input accepts (001 §5): digits only; a sign for min/max; decimals for type number. */
function facetPattern(facet: NumberFacet | ArrayNumberFacet, type: string | null): RegExp {
  if (facet === 'minLength' || facet === 'maxLength' || facet === 'minItems' || facet === 'maxItems') return wholeNumber;
  const decimals = type === 'number' || type === 'decimal';
  const sign = signed.has(facet) ? '-?' : '';
  return new RegExp(`^${sign}[0-9]+${decimals ? '(\\.[0-9]+)?' : ''}$`);
}

/** Each facet as typed (empty: none) with 'Er is een ongeldigde waarde ingvoerd.' when it does not fit; uniqueItems as ticked. */
const facetsSchemaFor = (type: string | null) =>
  z.object({
    ...(Object.fromEntries(
      [...numberFacets, ...arrayNumberFacets].map((facet) => [facet, z.string().refine((typed) => typed === '' || facetPattern(facet, type).test(typed), texts.invalidValue)]),
    ) as Record<NumberFacet | ArrayNumberFacet, z.ZodString>),
    uniqueItems: z.boolean(),
  });
export type FacetFormValues = z.infer<ReturnType<typeof facetsSchemaFor>>;

/** A facet's number as an input holds it (the standard's dot), empty when there is none. */
export const typedFacet = (value: number | undefined) => (value === undefined ? '' : String(value));
const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
/** The keys of `all` whose value differs from the baseline's: what the definition narrows itself. */
const ownOf = <T extends object>(all: T, base: object): T =>
  Object.fromEntries(Object.entries(all).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify((base as Record<string, unknown>)[key]))) as T;

export interface FacetsFormOptions {
  attribute: TreeAttributeWire;
  choice: AttributeChoice;
  /** Asks the server (POST /api/FacetsValidator); resolves to its objections, empty when fine. */
  validate: (facets: Facets, arrayFacets: ArrayFacets) => Promise<string[]>;
  onSave: (choice: AttributeChoice) => void;
  onClose: () => void;
}

/**
 * The facets modal's form (useApiForm): a value's message shows as it is typed and Opslaan waits
 * for a valid form; the server then checks the facets against the baseline, and only an empty answer
 * saves. Its objections (or 'Er is een ongeldigde waarde ingvoerd.' when the check fails) stand in
 * the modal until a value changes: they were about the values as they were.
 */
export function useFacetsForm({ attribute, choice, validate, onSave, onClose }: FacetsFormOptions) {
  const baseline = attribute.facets.baseline;
  const baselineArray = attribute.arrayFacets.baseline;
  const actual: Facets = { ...baseline, ...choice.facets };
  const actualArray: ArrayFacets = { ...(baselineArray ?? {}), ...choice.arrayFacets };
  const uniqueForced = baselineArray?.uniqueItems === true;
  const [objections, setObjections] = useState<string[]>([]);

  /** The facets as the standard writes them: numbers, and the keys the baseline fixes that the form does not show (pattern, enumeration, format) as they are. */
  const facetsOf = (typed: FacetFormValues) => {
    const facets: Facets = {};
    for (const facet of numberFacets) if (typed[facet]) facets[facet] = Number(typed[facet]);
    const { pattern, enumeration, const: fixed, format, totalDigits, fractionDigits } = actual;
    Object.assign(facets, { pattern, enumeration, const: fixed, format, totalDigits, fractionDigits });
    const arrayFacets: ArrayFacets = baselineArray === null ? {} : { uniqueItems: typed.uniqueItems || undefined };
    if (baselineArray !== null) {
      if (typed.minItems) arrayFacets.minItems = Number(typed.minItems);
      if (typed.maxItems) arrayFacets.maxItems = Number(typed.maxItems);
    }
    return { facets: defined(facets), arrayFacets: defined(arrayFacets) };
  };

  const api = useApiForm({
    schema: facetsSchemaFor(attribute.type),
    defaultValues: {
      ...(Object.fromEntries(numberFacets.map((facet) => [facet, typedFacet(actual[facet])])) as Record<NumberFacet, string>),
      minItems: typedFacet(actualArray.minItems),
      maxItems: typedFacet(actualArray.maxItems),
      uniqueItems: uniqueForced || actualArray.uniqueItems === true,
    },
    mode: 'onChange',
    send: async (typed) => {
      const { facets, arrayFacets } = facetsOf(typed);
      try {
        const found = await validate(facets, arrayFacets);
        setObjections(found);
        if (found.length > 0) return NOT_SAVED;
      } catch {
        setObjections([texts.invalidValue]);
        return NOT_SAVED;
      }
      onSave({ ...choice, facets: ownOf(facets, baseline), arrayFacets: ownOf(arrayFacets, baselineArray ?? {}) });
      return SAVED;
    },
    failureText: texts.invalidValue,
    onSaved: onClose,
  });

  const { watch } = api.form;
  useEffect(() => {
    const subscription = watch(() => setObjections([]));
    return () => subscription.unsubscribe();
  }, [watch]);

  return { api, objections, uniqueForced };
}
