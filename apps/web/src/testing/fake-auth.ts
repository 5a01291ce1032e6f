import type { CurrentUser } from '@afd/contracts';
import { User, UserManager } from 'oidc-client-ts';
import type { AuthContextProps } from 'react-oidc-context';
import { vi, type Mock } from 'vitest';

export const TEST_ACCESS_TOKEN = 'test-access-token';

/** The auth context with spies for what the shell calls (sign-in, sign-out). */
export type FakeAuth = AuthContextProps & {
  signinRedirect: Mock<AuthContextProps['signinRedirect']>;
  signoutRedirect: Mock<AuthContextProps['signoutRedirect']>;
};

function oidcUserFor(user: CurrentUser): User {
  const now = Math.floor(Date.now() / 1_000);
  return new User({
    access_token: TEST_ACCESS_TOKEN,
    token_type: 'Bearer',
    id_token: 'test-id-token',
    scope: 'openid api',
    // A day ahead: tests with fake clocks move hours forward and must stay signed in.
    expires_at: now + 86_400,
    profile: { sub: user.oid, iss: 'http://localhost:8080/oidc', aud: 'afd-portal', exp: now + 86_400, iat: now, email: user.email },
  });
}

/**
 * A react-oidc-context value without a real identity provider: signed in as `user`, or
 * anonymous for null. Redirect methods are spies that never leave the page.
 */
export function createFakeAuth(user: CurrentUser | null): FakeAuth {
  const manager = new UserManager({ authority: 'http://localhost:8080/oidc', client_id: 'afd-portal', redirect_uri: 'http://localhost:8080/auth/callback' });
  const unexpected = (name: string) => vi.fn(() => Promise.reject(new Error(`${name} is not expected in this test`)));
  return {
    settings: manager.settings,
    events: manager.events,
    user: user ? oidcUserFor(user) : null,
    isLoading: false,
    isAuthenticated: user !== null,
    activeNavigator: undefined,
    error: undefined,
    signinRedirect: vi.fn<AuthContextProps['signinRedirect']>(() => Promise.resolve()),
    signoutRedirect: vi.fn<AuthContextProps['signoutRedirect']>(() => Promise.resolve()),
    clearStaleState: vi.fn(() => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
    signinPopup: unexpected('signinPopup'),
    signinSilent: vi.fn(() => Promise.resolve(null)),
    signinResourceOwnerCredentials: unexpected('signinResourceOwnerCredentials'),
    signoutPopup: unexpected('signoutPopup'),
    signoutSilent: unexpected('signoutSilent'),
    querySessionStatus: vi.fn(() => Promise.resolve(null)),
    revokeTokens: vi.fn(() => Promise.resolve()),
    startSilentRenew: vi.fn(),
    stopSilentRenew: vi.fn(),
  };
}
