import type { UIMatch } from 'react-router';
import type { RouteKey } from '@/lib/paths';

/** What every route of the table carries in react-router's `handle`. */
export interface RouteHandle {
  routeKey: RouteKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'routeKey' in handle;
}

/** The route-table key of the deepest matched route, if any. */
export function routeKeyOf(matches: UIMatch[]): RouteKey | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.routeKey;
  }
  return null;
}
