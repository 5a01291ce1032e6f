import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { problem } from '@/testing/fetch-stub';
import { embeddedAuthConfig, renderApp } from '@/testing/test-utils';
import { demoUsers, withoutAuthorisedOrganisations } from '@/testing/users';

const mainMenu = () => screen.getByRole('navigation', { name: 'Hoofdmenu' });
const topLevelLabels = () =>
  Array.from(mainMenu().children).map((element) => element.textContent);

describe('the shell for each role', () => {
  it('shows an administrator the full top menu and all Beheer items when Beheer is opened', async () => {
    const { user } = renderApp('/published-schema-overview', { user: demoUsers.administrator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(topLevelLabels()).toEqual(['Beheer', 'Certificeer schema', "Beheer schema's", 'Register', 'Meldingen', 'AFD Online Samenstellen']);

    const beheer = within(mainMenu()).getByRole('button', { name: 'Beheer' });
    expect(beheer).toHaveAttribute('aria-expanded', 'false');
    await user.click(beheer);
    expect(beheer).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('list', { name: 'Beheer' });
    for (const item of [
      'Beheer organisaties',
      'Beheer gebruikers',
      'Beheer downloadmachtigingen',
      'Datacatalogus',
      'Voorgedefinieerde entiteiten',
      'Baseline libraries',
      'Validatie baseline upload',
      'Validatie baseline beheer',
      'Certificeer handmatig',
      'Hervalideer',
      'Definities',
      'Combinaties',
      'Gecertificeerde AFD-definities',
      'NVGA-2.0 wasactie status',
      'Studio AFD-elementen gebruik',
      'XPath regels',
    ]) {
      expect(within(menu).getByRole('link', { name: item })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'NVGA-2.0 wasactie status' })).toHaveAttribute('href', '/nvga-20-wasactie-status');
    expect(within(menu).getByRole('list', { name: 'Gebruikers' })).toBeInTheDocument();
    // Spec 000 §9: dropdowns are at most 250 px high.
    expect(menu.parentElement).toHaveStyle({ maxHeight: '250px', overflowY: 'auto' });
  });

  it('opens Meldingen with Ontvangen and Verzonden for a certifier with authorised organisations', async () => {
    const { user } = renderApp('/published-schema-overview', { user: demoUsers.certifier });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(topLevelLabels()).toEqual(['Certificeer schema', "Beheer schema's", 'Register', 'Meldingen', 'AFD Online Samenstellen']);
    await user.click(within(mainMenu()).getByRole('button', { name: 'Meldingen' }));
    const menu = await screen.findByRole('list', { name: 'Meldingen' });
    expect(within(menu).getByRole('link', { name: 'Ontvangen' })).toHaveAttribute('href', '/schema-issues-received-overview');
    expect(within(menu).getByRole('link', { name: 'Verzonden' })).toHaveAttribute('href', '/schema-issues-reported-overview');
  });

  it('shows a validator only Valideer schema, Register and AFD Online Samenstellen', async () => {
    renderApp('/published-schema-overview', { user: demoUsers.validator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(topLevelLabels()).toEqual(['Valideer schema', 'Register', 'AFD Online Samenstellen']);
    expect(within(mainMenu()).getByRole('link', { name: 'Valideer schema' })).toHaveAttribute('href', '/uploadvalidationxsd');
    expect(within(mainMenu()).getByRole('link', { name: 'AFD Online Samenstellen' })).toHaveAttribute('href', '/berichtdefinities');
  });

  it('hides AFD Online Samenstellen from a validator without authorised organisations', async () => {
    renderApp('/published-schema-overview', { user: withoutAuthorisedOrganisations(demoUsers.validator) });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(topLevelLabels()).toEqual(['Valideer schema', 'Register']);
  });

  it('shows an anonymous visitor the register, Contact and Inloggen, and no user menu', async () => {
    const { user, auth } = renderApp('/published-schema-overview', { user: null });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(topLevelLabels()).toEqual(['Register']);
    expect(screen.getAllByRole('link', { name: 'Contact' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Gebruikersmenu/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(auth.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/published-schema-overview' } });
  });

  it('names the signed-in user in the user menu, which offers Instellingen and Log uit', async () => {
    const { user, auth } = renderApp('/published-schema-overview', { user: demoUsers.administrator });
    const userMenu = await screen.findByRole('button', {
      name: /J\. de Beheer \(beheerder@example\.nl, Voorbeeld Verzekeringen\)/,
    });
    await user.click(userMenu);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Instellingen' })).toHaveAttribute('href', '/usersettings');
    // The embedded provider has no profile journey (no B2C policy): the item is hidden.
    expect(within(menu).queryByRole('menuitem', { name: 'Persoonlijke gegevens' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log uit' }));
    expect(auth.signoutRedirect).toHaveBeenCalled();
  });

  it('offers Persoonlijke gegevens when the provider is B2C', async () => {
    const authConfig = {
      ...embeddedAuthConfig,
      authority: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signupsignin/v2.0',
      b2cPolicy: 'B2C_1_signupsignin',
    };
    const { user } = renderApp('/published-schema-overview', { user: demoUsers.validator, authConfig });
    await user.click(await screen.findByRole('button', { name: /Gebruikersmenu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Persoonlijke gegevens' })).toBeInTheDocument();
  });

  it('shows the footer with address, phone and contact links', async () => {
    renderApp('/published-schema-overview');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /070/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(footer).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(footer).getByRole('link', { name: 'Contact' })).toBeInTheDocument();
  });
});

describe('Account niet actief', () => {
  it.each([
    ['an inactive user', demoUsers.inactive],
    ['a new user', demoUsers.new],
  ])('is the only page %s sees, whatever the route', async (_label, user) => {
    renderApp('/userlist', { user });
    expect(await screen.findByRole('heading', { name: 'Account niet actief' })).toBeInTheDocument();
    expect(screen.getByText(/Uw account is niet actief/)).toBeInTheDocument();
    expect(screen.getByText(/binnen uiterlijk twee werkdagen/)).toBeInTheDocument();
    expect(screen.getByText(/Neem dan contact op met support/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Beheer gebruikers' })).not.toBeInTheDocument();
    // They can still sign out.
    expect(screen.getByRole('button', { name: /Gebruikersmenu/ })).toBeInTheDocument();
  });

  it('also replaces the public register for an inactive user', async () => {
    renderApp('/published-schema-overview', { user: demoUsers.inactive });
    expect(await screen.findByRole('heading', { name: 'Account niet actief' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gecertificeerde AFD-definities' })).not.toBeInTheDocument();
  });
});

describe('loading the current user', () => {
  it('shows the spinner text until GET /api/users/me answers', async () => {
    renderApp('/published-schema-overview', { user: demoUsers.validator });
    expect(screen.getByText('Even geduld alstublieft ...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(screen.queryByText('Even geduld alstublieft ...')).not.toBeInTheDocument();
  });

  it('sends the bearer token to GET /api/users/me', async () => {
    const { server } = renderApp('/published-schema-overview', { user: demoUsers.validator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(server.requestsTo('/api/users/me')[0]?.headers.get('Authorization')).toBe('Bearer test-access-token');
  });

  it('says so when the user record cannot be read', async () => {
    const context = renderApp('/published-schema-overview', { user: demoUsers.validator });
    context.server.on('GET', '/api/users/me', () => problem({ status: 500, title: 'Interne fout', detail: 'Database niet bereikbaar' }));
    await context.queryClient.resetQueries();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ophalen gebruikerinformatie is mislukt'));
    expect(screen.getByRole('alert')).toHaveTextContent('Database niet bereikbaar');
    expect(screen.queryByRole('button', { name: 'Opnieuw inloggen' })).not.toBeInTheDocument();
  });

  it('offers a fresh sign-in when the server refuses the token', async () => {
    const context = renderApp('/userlist', { user: demoUsers.administrator });
    context.server.on('GET', '/api/users/me', () => problem({ status: 401, title: 'Niet aangemeld', detail: 'Het token is ongeldig.' }));
    await context.queryClient.resetQueries();
    await context.user.click(await screen.findByRole('button', { name: 'Opnieuw inloggen' }));
    expect(context.auth.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/userlist' } });
  });
});

describe("the menu marks 'AFD Online Samenstellen' on every authoring page (issue 30)", () => {
  it.each([
    '/berichtdefinities',
    '/productdefinities/Schade/Contractbericht/Particulier',
    '/productdefinitie/Voorbeeld%20Verzekeringen/A-B-C/Product',
    '/productdefinitie/Voorbeeld%20Verzekeringen/A-B-C/Product/verbandscontroles-afd2',
    '/variants/Voorbeeld%20Verzekeringen/A-B-C/Product',
    '/predefinedentities/Voorbeeld%20Verzekeringen/A-B-C/Product',
  ])('on %s', async (path) => {
    renderApp(path, { user: demoUsers.validator });
    const authoring = await within(await screen.findByRole('navigation', { name: 'Hoofdmenu' })).findByRole('link', { name: 'AFD Online Samenstellen' });
    await waitFor(() => expect(authoring).toHaveAttribute('aria-current', 'page'));
    expect(within(mainMenu()).getByRole('link', { name: 'Register' })).not.toHaveAttribute('aria-current');
  });

  it('not on the register', async () => {
    renderApp('/published-schema-overview', { user: demoUsers.validator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(within(mainMenu()).getByRole('link', { name: 'AFD Online Samenstellen' })).not.toHaveAttribute('aria-current');
  });
});
