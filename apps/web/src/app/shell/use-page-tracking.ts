import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTracker } from '@/lib/tracking/tracker-context';
import { appRoutes, type RouteKey } from '@/lib/paths';
import { routeKeyOf } from '../route-handle';

/** Tracks each page view with screen name, route template and URL (spec 000 §2). */
export function usePageTracking(): RouteKey | null {
  const tracker = useTracker();
  const location = useLocation();
  const matches = useMatches();
  const routeKey = routeKeyOf(matches);

  const url = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin).href;

  useEffect(() => {
    if (!routeKey) return;
    tracker.trackPageView({ screenName: routeKey, routeTemplate: appRoutes[routeKey].path, url });
    // One view per location change, also between two URLs of the same route.
  }, [tracker, routeKey, url, location.key]);

  return routeKey;
}
