import { AppShell } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { config } from '@/lib/config';
import { useCurrentUser } from '@/lib/session/use-session';
import { routeTitle } from '@/lib/paths';
import { FeatureFlagsFailureToast } from './feature-flags-failure-toast';
import { Footer } from './footer';
import { Header } from './header';
import { IdleSessionWatch } from './idle/idle-session-watch';
import { RoutePrefetch } from './route-prefetch';
import { SessionContent } from './session-content';
import { usePageTracking } from './use-page-tracking';

/** The frame around every screen: header with menu, main area, footer, idle watch. */
export function AppLayout() {
  const routeKey = usePageTracking();
  const user = useCurrentUser();
  const title = routeKey ? routeTitle(routeKey, user) : null;

  useEffect(() => {
    document.title = title ? `${title} | ${config.productName}` : `${config.productName} AFD Portaal`;
  }, [title]);

  // Two header rows: brand and account on top, the menu below, so the whole menu fits.
  return (
    <AppShell header={{ height: 96 }} footer={{ height: 44 }} padding="md">
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main>
        <SessionContent>
          <Outlet />
        </SessionContent>
      </AppShell.Main>
      <AppShell.Footer>
        <Footer />
      </AppShell.Footer>
      <IdleSessionWatch />
      <FeatureFlagsFailureToast />
      <RoutePrefetch />
    </AppShell>
  );
}
