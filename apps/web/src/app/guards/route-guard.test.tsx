import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

describe('route guards', () => {
  it('starts sign-in for an anonymous visitor on a guarded route, remembering the URL, and shows the spinner', async () => {
    const { auth } = renderApp('/userlist?filter=Nieuw', { user: null });
    await waitFor(() => expect(auth.signinRedirect).toHaveBeenCalledTimes(1));
    expect(auth.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/userlist?filter=Nieuw' } });
    expect(screen.getByText('Even geduld alstublieft ...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Beheer gebruikers' })).not.toBeInTheDocument();
  });

  it('lets an anonymous visitor open the public register without signing in', async () => {
    const { auth } = renderApp('/published-schema-overview', { user: null });
    expect(await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' })).toBeInTheDocument();
    expect(auth.signinRedirect).not.toHaveBeenCalled();
  });

  it('opens an administrator route for an administrator', async () => {
    renderApp('/userlist', { user: demoUsers.administrator });
    expect(await screen.findByRole('heading', { name: 'Beheer gebruikers' })).toBeInTheDocument();
  });

  it('sends a validator on an administrator route to the published schema overview', async () => {
    const { router } = renderApp('/userlist', { user: demoUsers.validator });
    expect(await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/published-schema-overview');
  });

  it("says why a refused route led to the register: 'U heeft geen toegang tot 'Beheer gebruikers'.'", async () => {
    renderApp('/userlist', { user: demoUsers.validator });
    expect(await screen.findByText("U heeft geen toegang tot 'Beheer gebruikers'.")).toBeInTheDocument();
  });

  it.each([
    ['/userlist', demoUsers.certifier, 'Beheer gebruikers'],
    ['/validationbaselines', demoUsers.validator, 'Validatie baseline beheer'],
    ['/studio-afd-element-usage-report', demoUsers.certifier, 'Studio AFD-elementen gebruik'],
  ])("says 'Geen toegang' on the register when %s is refused (issue 30)", async (path, user, title) => {
    const { router } = renderApp(path, { user });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Geen toegang');
    expect(notice).toHaveTextContent(`U heeft geen toegang tot '${title}'.`);
    expect(router.state.location.pathname).toBe('/published-schema-overview');
  });

  it('opens certifier routes to a certifier but not to a validator', async () => {
    const certifier = renderApp('/organisationschemas', { user: demoUsers.certifier });
    expect(await screen.findByRole('heading', { name: "Beheer schema's" })).toBeInTheDocument();
    certifier.unmount();
    const validator = renderApp('/organisationschemas', { user: demoUsers.validator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(validator.router.state.location.pathname).toBe('/published-schema-overview');
  });

  it("titles the validation screen 'Valideer schema' for a validator", async () => {
    renderApp('/uploadvalidationxsd', { user: demoUsers.validator });
    expect(await screen.findByRole('heading', { name: 'Valideer schema' })).toBeInTheDocument();
  });

  it('opens a product-definition subroute with parameters for every role', async () => {
    renderApp('/productdefinitie/Voorbeeld%20Verzekeringen/A-B-C/Product/verbandscontroles-afd2', { user: demoUsers.validator });
    expect(await screen.findByRole('heading', { name: 'Verbandscontroles' })).toBeInTheDocument();
  });

  it('redirects unknown paths and the root to the published schema overview', async () => {
    const unknown = renderApp('/bestaat-niet/echt-niet', { user: demoUsers.administrator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(unknown.router.state.location.pathname).toBe('/published-schema-overview');
    unknown.unmount();
    const root = renderApp('/', { user: null });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(root.router.state.location.pathname).toBe('/published-schema-overview');
  });

  it('opens the OpenAPI editor only while the AosOpenApi flag is on', async () => {
    const path = '/productdefinitie/Org/A-B-C/Product/openapi';
    const off = renderApp(path, { user: demoUsers.validator, featureFlags: ['AosCsvImport'] });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(off.router.state.location.pathname).toBe('/published-schema-overview');
    expect(await screen.findByText("'OpenAPI Description' is op dit moment niet beschikbaar.")).toBeInTheDocument();
    off.unmount();
    renderApp(path, { user: demoUsers.validator, featureFlags: ['AosOpenApi'] });
    expect(await screen.findByRole('heading', { name: 'OpenAPI Description' })).toBeInTheDocument();
  });
});
