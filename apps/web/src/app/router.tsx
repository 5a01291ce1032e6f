import { Navigate, type RouteObject } from 'react-router';
import { RouteGuard } from './guards/route-guard';
import { appRoutes, homePath, routeKeys, type RouteKey } from '@/lib/paths';
import type { RouteHandle } from './route-handle';
import AuthCallback from './routes/auth-callback';
import { RouteError } from './routes/route-error';
import { RoutedScreen } from './routes/routed-screen';
import type { ScreenKey } from './routes/screens';
import { AppLayout } from './shell/app-layout';

function GuardedScreen({ routeKey }: { routeKey: ScreenKey }) {
  // Keyed: two routes at the same place in the tree are two screens, not one with new props.
  return (
    <RouteGuard routeKey={routeKey}>
      <RoutedScreen key={routeKey} routeKey={routeKey} />
    </RouteGuard>
  );
}

const handle = (routeKey: RouteKey): RouteHandle => ({ routeKey });

/**
 * The route objects of the app, built from the route table. The guard sits in the element
 * (not in a loader) because it needs the auth context; screens load their data through the
 * query cache once the guard lets them render.
 */
export function createAppRoutes(): RouteObject[] {
  const screenKeys = routeKeys.filter((key): key is ScreenKey => key !== 'authCallback');
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={homePath} replace /> },
        { path: appRoutes.authCallback.path, handle: handle('authCallback'), element: <AuthCallback /> },
        ...screenKeys.map((key) => ({ path: appRoutes[key].path, handle: handle(key), element: <GuardedScreen routeKey={key} /> })),
        // 'Terug' on a definition page leads here when the baseline name does not split into
        // three parts (spec 001 §2); the baseline list is where a user picks one.
        { path: '/productdefinities', element: <Navigate to={appRoutes.baselineList.path} replace /> },
        { path: '*', element: <Navigate to={homePath} replace /> },
      ],
    },
  ];
}
