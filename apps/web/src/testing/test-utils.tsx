import type { AuthenticationConfiguration, CurrentUser, ProblemDetails } from '@afd/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AuthContext } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { UiProvider } from '@/app/ui-provider';
import { setAccessTokenSource } from '@/lib/auth/access-token';
import { AuthConfigContext } from '@/lib/auth/auth-config-context';
import { TrackerContext } from '@/lib/tracking/tracker-context';
import type { PageView, Tracker } from '@/lib/tracking/tracker';
import { createFakeAuth, TEST_ACCESS_TOKEN, type FakeAuth } from './fake-auth';
import { FetchStub, problem } from './fetch-stub';

/** The app's UI provider (Mantine, notifications, modals), for tests that build their own tree. */
export { UiProvider };

export const embeddedAuthConfig: AuthenticationConfiguration = {
  authority: 'http://localhost:8080/oidc',
  redirectUri: 'http://localhost:8080/auth/callback',
  clientID: 'afd-portal',
  apiScope: 'api://afd-portal/{env}/user_impersonation',
  b2cPolicy: null,
};

export interface TestContextOptions {
  /** The signed-in user's record; null (the default) is an anonymous visitor. */
  user?: CurrentUser | null;
  /** Enabled flags, or the problem the flags call fails with. */
  featureFlags?: string[] | (Omit<ProblemDetails, 'type'> & { type?: string });
  authConfig?: AuthenticationConfiguration;
  /** Use an existing stub (e.g. to register handlers first); a fresh one otherwise. */
  server?: FetchStub;
  /** Fake timers need user-event to advance them. */
  advanceTimers?: (ms: number) => unknown;
}

export interface TestContext {
  auth: FakeAuth;
  server: FetchStub;
  pageViews: PageView[];
  user: UserEvent;
  queryClient: QueryClient;
  wrap: (children: ReactNode) => ReactNode;
}

/**
 * Everything a screen needs around it: Mantine, a fresh query client without retries, a fake
 * auth context, the sign-in configuration, a recording tracker and a stubbed server that knows
 * `GET /api/users/me` and `GET /api/featureflags/enabled`.
 */
export function createTestContext(options: TestContextOptions = {}): TestContext {
  const currentUser = options.user ?? null;
  const auth = createFakeAuth(currentUser);
  const server = options.server ?? new FetchStub();
  if (currentUser) server.on('GET', '/api/users/me', currentUser);
  const flags = options.featureFlags ?? [];
  server.on('GET', '/api/featureflags/enabled', () => (Array.isArray(flags) ? Response.json(flags) : problem(flags)));
  setAccessTokenSource(() => Promise.resolve(currentUser ? TEST_ACCESS_TOKEN : null));

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pageViews: PageView[] = [];
  const tracker: Tracker = { trackPageView: (view) => pageViews.push(view) };
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});

  const wrap = (children: ReactNode) => (
    <UiProvider env="test">
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <AuthConfigContext.Provider value={options.authConfig ?? embeddedAuthConfig}>
            <TrackerContext.Provider value={tracker}>{children}</TrackerContext.Provider>
          </AuthConfigContext.Provider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </UiProvider>
  );
  return { auth, server, pageViews, user, queryClient, wrap };
}

/** Renders the whole app (shell, guards, routes) at `route`, as a user would open it. */
export function renderApp(route: string, options: TestContextOptions = {}): TestContext & RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const context = createTestContext(options);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [route] });
  const result = render(context.wrap(<RouterProvider router={router} />));
  return { ...context, ...result, router };
}

/** Renders one component inside the providers (and a router, for components that link or block). */
export function renderWithProviders(ui: ReactNode, options: TestContextOptions & { route?: string } = {}): TestContext & RenderResult {
  const context = createTestContext(options);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.route ?? '/'] });
  const result = render(context.wrap(<RouterProvider router={router} />));
  return { ...context, ...result };
}

/** Fake timers that still let Testing Library's polling and promises run. */
export function installFakeTimers(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}
