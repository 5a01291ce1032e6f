import type { QueryClient } from '@tanstack/react-query';
import { definitionOutlinePath } from '@/features/authoring/api/definition-paths';
import type { RouteKey } from '@/lib/paths';

// What a screen reads first, started as soon as the visitor's token is there: before the guard
// has the user's record and before the screen's own code has loaded (both take a few hundred ms
// on a cold start). The server decides access as for any call; a refused prefetch is asked again
// by the screen. Each loads its feature's query lazily, as screens.ts loads the screens.

type Params = Readonly<Record<string, string | undefined>>;
type Prefetch = (params: Params, queryClient: QueryClient) => Promise<void>;

export const prefetches: Partial<Record<RouteKey, Prefetch>> = {
  definitionPage: async ({ organisation = '', productname = '' }, queryClient) => {
    const { prefetchDefinitionOutline } = await import('@/features/authoring/api/definition-page');
    await prefetchDefinitionOutline(queryClient, organisation, productname);
  },
};

/**
 * The GETs a screen's prefetch makes, by path: started at boot with the stored session's token
 * (app/boot/start-early.ts), before sign-in and the router are set up; the prefetch then finds them
 * answered or under way (lib/early-responses.ts).
 */
export const earlyCalls: Partial<Record<RouteKey, (params: Params) => string[]>> = {
  definitionPage: ({ organisation = '', productname = '' }) => [definitionOutlinePath(organisation, productname)],
};
