import { baselineLibrarySummarySchema, definitionSavedSchema, type DefinitionSaved, type DefinitionWithTree, type UpdateDefinitionBody } from '@afd/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiJson, apiJsonHeldByServerTests, encodePath } from '@/lib/api-client';
import { apiQueryKey } from '@/lib/api/query-keys';
import type { Facets, ArrayFacets } from './facet-types';

// The calls of the definition page 'AFD Online Samenstellen' (001 §7): the definition with its
// merged tree, the code lists of its own baseline library, the update, and the facets check.

const definitionKey = (organisation: string, name: string) => apiQueryKey('Productdefinities', 'Definition', organisation, name);

/** `GET /api/Productdefinities/Definition/{organisation}/{name}`: the query, shared by the page and its prefetch. */
function definitionQuery(organisation: string, name: string) {
  return {
    queryKey: definitionKey(organisation, name),
    // Megabytes for a large library: its contract is held by the server's tests, not parsed here.
    queryFn: () => apiJsonHeldByServerTests<DefinitionWithTree>(`/api/Productdefinities/Definition/${encodePath(organisation, name)}`),
    // The page keeps its own draft; a refetch in the background must not replace it under the user.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  } as const;
}

/** `GET /api/Productdefinities/Definition/{organisation}/{name}`. */
export function useDefinitionWithTree(organisation: string, name: string) {
  return useQuery(definitionQuery(organisation, name));
}

/**
 * Starts reading the definition while the app still checks the visitor and loads the page's code
 * (app/routes/prefetches.ts): for a large tree that answer is the longest wait of the opening.
 */
export function prefetchDefinitionWithTree(queryClient: QueryClient, organisation: string, name: string): Promise<void> {
  return queryClient.prefetchQuery(definitionQuery(organisation, name));
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
 * stored now, so the cached tree is only marked stale (read again when the page opens next time).
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
