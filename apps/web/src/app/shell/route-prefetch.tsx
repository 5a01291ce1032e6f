import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useMatches } from 'react-router';
import { routeKeyOf } from '../route-handle';
import { prefetches } from '../routes/prefetches';
import { preloadScreen } from '../routes/screens';

/**
 * Once the visitor is signed in: starts the current route's prefetch (routes/prefetches.ts) and
 * its screen's chunk, beside the guard's call for the user's record instead of after it.
 */
export function RoutePrefetch() {
  const { isAuthenticated } = useAuth();
  const matches = useMatches();
  const routeKey = routeKeyOf(matches);
  // The layout sits above the screen's route: the deepest match holds the screen's parameters.
  const params = matches[matches.length - 1]?.params ?? {};
  const queryClient = useQueryClient();
  const prefetch = routeKey ? prefetches[routeKey] : undefined;
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (isAuthenticated && routeKey) preloadScreen(routeKey);
  }, [isAuthenticated, routeKey]);

  useEffect(() => {
    if (!isAuthenticated || !prefetch) return;
    void prefetch(JSON.parse(paramsKey) as Record<string, string>, queryClient);
  }, [isAuthenticated, prefetch, paramsKey, queryClient]);

  return null;
}
