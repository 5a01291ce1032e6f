import { baselineLibrarySummarySchema, definitionSavedSchema, entityAttributesSchema, type DefinitionOutline, type DefinitionSaved, type UpdateDefinitionBody } from '@afd/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiJson, apiJsonHeldByServerTests, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';
import { definitionOutlinePath } from './definition-paths';
import type { Facets, ArrayFacets } from './facet-types';

// The calls of the definition page 'AFD Online Samenstellen' (001 §7): the definition's outline
// (its entities and choices) and one entity's attributes at a time (ADR 0065), the code lists of
// its own baseline library, the update, and the facets check.

const outlineKey = (organisation: string, name: string) => apiQueryKey('Productdefinities', 'DefinitionOutline', organisation, name);

/** `GET /api/Productdefinities/DefinitionOutline/{organisation}/{name}`: the query, shared by the page and its prefetch. */
function outlineQuery(organisation: string, name: string) {
  return {
    queryKey: outlineKey(organisation, name),
    // Hundreds of kilobytes for a large library: its contract is held by the server's tests, not parsed here.
    queryFn: () => apiJsonHeldByServerTests<DefinitionOutline>(definitionOutlinePath(organisation, name)),
    // The page keeps its own draft; a refetch in the background must not replace it under the user.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  } as const;
}

/** `GET /api/Productdefinities/DefinitionOutline/{organisation}/{name}`. */
export function useDefinitionOutline(organisation: string, name: string) {
  return useQuery(outlineQuery(organisation, name));
}

/**
 * Starts reading the definition while the app still checks the visitor and loads the page's code
 * (app/routes/prefetches.ts): the outline is the first thing the page draws.
 */
export function prefetchDefinitionOutline(queryClient: QueryClient, organisation: string, name: string): Promise<void> {
  return queryClient.prefetchQuery(outlineQuery(organisation, name));
}

/** Which definition, on which library, an entity's attributes are read for. */
export interface AttributesSource {
  organisation: string;
  name: string;
  baselineLibraryId: string | null;
}

/**
 * `GET /api/Productdefinities/DefinitionAttributes/{organisation}/{name}?entityPath=`: one entity's
 * attributes. The page reads only what they have from the library (name, format, facets...); the
 * choices come from its draft, so a cached answer stays good until the library changes.
 */
function attributesQuery(source: AttributesSource, entityPath: string) {
  return {
    queryKey: apiQueryKey('Productdefinities', 'DefinitionAttributes', source.organisation, source.name, { library: source.baselineLibraryId, entityPath }),
    queryFn: () => apiJson(`/api/Productdefinities/DefinitionAttributes/${encodePath(source.organisation, source.name)}`, entityAttributesSchema, { query: { entityPath } }),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  } as const;
}

/** The attributes of the entity the page shows; nothing while no entity is chosen. */
export function useEntityAttributes(source: AttributesSource, entityPath: string | null) {
  return useQuery({ ...attributesQuery(source, entityPath ?? ''), enabled: entityPath !== null && source.baselineLibraryId !== null });
}

/** Reads an entity's attributes ahead, for a row the user is on or has just unfolded. */
export function usePrefetchEntityAttributes(source: AttributesSource) {
  const queryClient = useQueryClient();
  const { organisation, name, baselineLibraryId } = source;
  return useCallback(
    (entityPath: string) => {
      if (baselineLibraryId !== null) void queryClient.prefetchQuery(attributesQuery({ organisation, name, baselineLibraryId }, entityPath));
    },
    [queryClient, organisation, name, baselineLibraryId],
  );
}

/** `GET /api/BaselineLibraries/baselineLibrary?baselineName&creationTime`: the code lists of the definition's own library. */
export function useLibraryCodelists(basedOn: string, creationTime: string | null) {
  return useQuery({
    queryKey: apiQueryKey('BaselineLibraries', 'baselineLibrary', { baselineName: basedOn, creationTime }),
    queryFn: () => apiJson('/api/BaselineLibraries/baselineLibrary', baselineLibrarySummarySchema, { query: { baselineName: basedOn, creationTime: creationTime ?? '' } }),
    enabled: creationTime !== null,
    select: (library) => library.codelists,
    staleTime: Infinity,
  });
}

/**
 * `PUT /api/Productdefinities/{organisation}/{name}/{userDisplayName}/{dateTime}`: the choices with
 * the revision they were based on; the answer is the new revision. The page's draft is what is
 * stored now, so the cached outline is only marked stale (read again when the page opens next time).
 */
export function useSendDefinition(organisation: string, name: string, userDisplayName: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: UpdateDefinitionBody): Promise<DefinitionSaved> => {
      const dateTime = new Date().toLocaleString('nl-NL');
      const saved = await apiJson(`/api/Productdefinities/${encodePath(organisation, name, userDisplayName || '-', dateTime)}`, definitionSavedSchema, { method: 'PUT', body });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('Productdefinities'), refetchType: 'none' });
      return saved;
    },
    [organisation, name, userDisplayName, queryClient],
  );
}

/** The attribute whose facets are checked, so the server compares them with the baseline's. */
export interface FacetsTarget {
  organisation: string;
  productName: string;
  attributePath: string;
}

/** `POST /api/FacetsValidator`: the server's Dutch objections; an empty list means the facets are fine. */
export function validateFacets(facets: Facets, arrayFacets: ArrayFacets, target: FacetsTarget): Promise<string[]> {
  return apiJson('/api/FacetsValidator', z.array(z.string()), { method: 'POST', body: { facets, arrayFacets, ...target } });
}
