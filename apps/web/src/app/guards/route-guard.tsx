import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useSignIn } from '@/lib/auth/use-sign-in';
import { useFeatureFlagsState } from '@/lib/feature-flags/use-feature-flag';
import { useSession } from '@/lib/session/use-session';
import { showNotice } from '@/components/toasts';
import { appRoutes, homePath, routeTitle, type RouteDefinition, type RouteKey } from '@/lib/paths';
import { decideAccess } from './access';

/**
 * The guard of one route (spec 000 §2): without a session it starts sign-in and shows the
 * spinner meanwhile; a signed-in user without the route's role flags goes to the public
 * register, the one page everybody may see, instead of an error page for a link they should
 * not have been offered (the same place unknown paths lead to), with a toast that says why.
 */
export function RouteGuard({ routeKey, children }: { routeKey: RouteKey; children: ReactNode }) {
  const route: RouteDefinition = appRoutes[routeKey];
  const session = useSession();
  if (route.access.kind === 'public') return children;
  if (session.status === 'anonymous') return <StartSignIn />;
  if (session.status !== 'signed-in') return <FullScreenSpinner />;
  const title = routeTitle(routeKey, session.user);
  if (decideAccess(route.access, session.user) !== 'allowed') return <GoHome title="Geen toegang" because={accessRefusedText(title)} />;
  if (route.featureFlag) {
    return (
      <FeatureFlagGate flag={route.featureFlag} title={title}>
        {children}
      </FeatureFlagGate>
    );
  }
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

function FeatureFlagGate({ flag, title, children }: { flag: string; title: string; children: ReactNode }) {
  const flags = useFeatureFlagsState();
  if (!flags.settled) return <FullScreenSpinner />;
  return flags.enabled.includes(flag) ? children : <GoHome title="Niet beschikbaar" because={unavailableText(title)} />;
}

export const accessRefusedText = (title: string) => `U heeft geen toegang tot '${title}'.`;
export const unavailableText = (title: string) => `'${title}' is op dit moment niet beschikbaar.`;

/**
 * To the register, saying why: a user who typed or followed a link learns it was refused, under a
 * title that says so ('Geen toegang', as the server's refusals are titled) and long enough to read.
 */
function GoHome({ title, because }: { title: string; because: string }) {
  const said = useRef(false);
  useEffect(() => {
    // Effects run twice in development; one toast is enough.
    if (said.current) return;
    said.current = true;
    showNotice(title, because);
  }, [title, because]);
  return <Navigate to={homePath} replace />;
}
