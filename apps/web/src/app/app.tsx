import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { TrackerProvider } from '@/lib/tracking/tracker-provider';
import { AuthBootstrap } from './auth/auth-bootstrap';
import { createAppRoutes } from './router';
import { UiProvider } from './ui-provider';

function AppRouter() {
  // Created once authentication is settled, so the router starts at the page sign-in returned to.
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <TrackerProvider>
          <AuthBootstrap>
            <AppRouter />
          </AuthBootstrap>
        </TrackerProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}
