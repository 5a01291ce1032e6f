import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useSignIn } from '@/lib/auth/use-sign-in';
import { useFeatureFlagsState } from '@/lib/feature-flags/use-feature-flag';
import { useSession } from '@/lib/session/use-session';
import { appRoutes, homePath, type RouteDefinition, type RouteKey } from '@/lib/paths';
import { decideAccess } from './access';

/**
 * The guard of one route (spec 000 §2): without a session it starts sign-in and shows the
 * spinner meanwhile; a signed-in user without the route's role flags goes to the public
 * register, the one page everybody may see, instead of an error page for a link they should
 * not have been offered (the same place unknown paths lead to).
 */
export function RouteGuard({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const route: RouteDefinition = appRoutes[routeKey];
  const session = useSession();
  if (route.access.kind === 'public') return children;
  if (session.status === 'anonymous') return <StartSignIn />;
  if (session.status !== 'signed-in') return <FullScreenSpinner />;
  if (decideAccess(route.access, session.user) !== 'allowed') return <Navigate to={homePath} replace />;
  if (route.featureFlag) return <FeatureFlagGate flag={route.featureFlag}>{children}</FeatureFlagGate>;
  return children;
}

function StartSignIn() {
  const signIn = useSignIn();
  const started = useRef(false);
  useEffect(() => {
    // Effects run twice in development; one redirect is enough.
    if (started.current) return;
    started.current = true;
    void signIn();
  }, [signIn]);
  return <FullScreenSpinner />;
}

function FeatureFlagGate({ flag, children }: { flag: string; children: ReactNode }) {
  const flags = useFeatureFlagsState();
  if (!flags.settled) return <FullScreenSpinner />;
  return flags.enabled.includes(flag) ? children : <Navigate to={homePath} replace />;
}
