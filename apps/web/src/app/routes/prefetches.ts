import type { QueryClient } from '@tanstack/react-query';
import type { RouteKey } from '@/lib/paths';

// What a screen reads first, started as soon as the visitor's token is there: before the guard
// has the user's record and before the screen's own code has loaded (both take a few hundred ms
// on a cold start). The server decides access as for any call; a refused prefetch is asked again
// by the screen. Each loads its feature's query lazily, as screens.ts loads the screens.

type Prefetch = (params: Readonly<Record<string, string | undefined>>, queryClient: QueryClient) => Promise<void>;

export const prefetches: Partial<Record<RouteKey, Prefetch>> = {
  productDefinition: async ({ organisation = '', productname = '' }, queryClient) => {
    const { prefetchDefinitionOutline } = await import('@/features/authoring/api/definition-page');
    await prefetchDefinitionOutline(queryClient, organisation, productname);
  },
};
