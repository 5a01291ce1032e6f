import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as oidcSettings from '@/lib/auth/oidc-settings';
import { userManagerFor } from '@/lib/auth/oidc-settings';
import { FetchStub, problem } from '@/testing/fetch-stub';
import { embeddedAuthConfig } from '@/testing/test-utils';
import { UiProvider } from '../ui-provider';
import { AuthBootstrap } from './auth-bootstrap';

vi.mock('@/lib/auth/oidc-settings', async (importOriginal) => {
  const original = await importOriginal<typeof oidcSettings>();
  return { ...original, userManagerFor: vi.fn(original.userManagerFor) };
});

const b2cConfig = {
  ...embeddedAuthConfig,
  authority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signupsignin/v2.0',
  b2cPolicy: 'B2C_1_signupsignin',
};

/** A UserManager stand-in per authority, recording what the bootstrap asks of it. */
function fakeManagers(behaviour: { signinCallback?: () => Promise<unknown> }) {
  type FakeManager = Record<'signinRedirect' | 'signinCallback' | 'removeUser' | 'getUser', ReturnType<typeof vi.fn>> & { settings: object; events: object };
  const managers = new Map<string, FakeManager>();
  vi.mocked(userManagerFor).mockImplementation((_config, authority = _config.authority) => {
    let manager = managers.get(authority);
    if (!manager) {
      const events = Object.fromEntries(
        ['UserLoaded', 'UserUnloaded', 'UserSignedOut', 'SilentRenewError'].flatMap((name) => [[`add${name}`, vi.fn()], [`remove${name}`, vi.fn()]]),
      );
      manager = {
        settings: { authority },
        events,
        getUser: vi.fn(() => Promise.resolve(null)),
        signinRedirect: vi.fn(() => Promise.resolve()),
        signinCallback: vi.fn(behaviour.signinCallback ?? (() => Promise.resolve(undefined))),
        removeUser: vi.fn(() => Promise.resolve()),
      };
      managers.set(authority, manager);
    }
    return manager as unknown as UserManager;
  });
  return (authority: string) => managers.get(authority);
}

function renderBootstrap() {
  render(
    <UiProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthBootstrap>
          <p>de app</p>
        </AuthBootstrap>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState({}, '', '/');
});

describe('AuthBootstrap', () => {
  it('reads GET /AuthenticationConfiguration, shows the spinner meanwhile, then starts the app', async () => {
    const server = new FetchStub().on('GET', '/AuthenticationConfiguration', embeddedAuthConfig);
    renderBootstrap();
    expect(screen.getByText('Even geduld alstublieft ...')).toBeInTheDocument();
    expect(await screen.findByText('de app')).toBeInTheDocument();
    expect(server.requestsTo('/AuthenticationConfiguration')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('says the portal cannot start when the configuration is unavailable', async () => {
    new FetchStub().on('GET', '/AuthenticationConfiguration', () => problem({ status: 503, title: 'Service Unavailable' }));
    renderBootstrap();
    expect(await screen.findByRole('alert')).toHaveTextContent('Het portaal kan niet starten');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.queryByText('de app')).not.toBeInTheDocument();
  });

  it('starts the password-reset policy when B2C answers sign-in with AADB2C90118, keeping the return path', async () => {
    new FetchStub().on('GET', '/AuthenticationConfiguration', b2cConfig);
    const managerFor = fakeManagers({
      signinCallback: () =>
        Promise.reject(new ErrorResponse({ error: 'access_denied', error_description: 'AADB2C90118: forgot', userState: { returnTo: '/userlist' } })),
    });
    window.history.replaceState({}, '', `/auth/callback?error=access_denied&error_description=${encodeURIComponent('AADB2C90118: forgot')}&state=abc`);
    renderBootstrap();
    const reset = 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_passwordreset/v2.0';
    await waitFor(() => expect(managerFor(reset)?.signinRedirect).toHaveBeenCalledWith({ url_state: 'password-reset', state: { returnTo: '/userlist' } }));
    expect(screen.queryByText('de app')).not.toBeInTheDocument();
  });

  it('redeems a profile-edit answer with the profile policy, drops its tokens and returns to the page', async () => {
    new FetchStub().on('GET', '/AuthenticationConfiguration', b2cConfig);
    const managerFor = fakeManagers({ signinCallback: () => Promise.resolve({ state: { returnTo: '/usersettings' } }) });
    window.history.replaceState({}, '', '/auth/callback?code=x&state=abc;profile-edit');
    renderBootstrap();
    const profile = 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_profileediting/v2.0';
    expect(await screen.findByText('de app')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/usersettings');
    expect(managerFor(profile)?.signinCallback).toHaveBeenCalled();
    expect(managerFor(profile)?.removeUser).toHaveBeenCalled();
  });
});
