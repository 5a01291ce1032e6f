import { useEffect, useState, type ComponentType } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { loadedScreen, loadScreen, type ScreenKey } from './screens';

type Loading = { component: ComponentType | undefined; error: unknown };

/**
 * The route's screen: at once when its chunk is already here (preloaded at the start, or visited
 * before), else the spinner until it arrives — without Suspense, whose reveal React delays (ADR 0072).
 * A chunk that fails to load goes to the route's error element, as a lazy component's would.
 */
export function RoutedScreen({ routeKey }: { routeKey: ScreenKey }) {
  const [state, setState] = useState<Loading>(() => ({ component: loadedScreen(routeKey), error: undefined }));
  const missing = state.component === undefined && state.error === undefined;

  useEffect(() => {
    if (!missing) return;
    let current = true;
    loadScreen(routeKey).then(
      (component) => current && setState({ component, error: undefined }),
      (error: unknown) => current && setState({ component: undefined, error: error ?? new Error('screen chunk failed to load') }),
    );
    return () => {
      current = false;
    };
  }, [missing, routeKey]);

  if (state.error !== undefined) throw state.error;
  const Screen = state.component;
  return Screen ? <Screen /> : <FullScreenSpinner />;
}
