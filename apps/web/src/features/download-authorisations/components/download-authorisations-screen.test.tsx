import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const organisations = [
  { id: '1', name: 'SIVI' },
  { id: '2', name: 'Voorbeeld Verzekeringen' },
  { id: '3', name: 'zuiderlicht' },
  { id: '4', name: 'Polderzeker' },
  { id: '5', name: 'assurantiekantoor-Dijkstra' },
];

const enabledPath = (organisation: string) => `/api/Authorizations/organization/${encodeURIComponent(organisation)}/download-enabled-organizations`;
const authorizingPath = '/api/Authorizations/afd-definition-download-authorizing-organizations';

interface Setup {
  route?: string;
  user?: (typeof demoUsers)[keyof typeof demoUsers];
  /** Stored choice per organisation; missing means never restricted (null). */
  stored?: Record<string, string[]>;
}

function renderScreen({ route = '/organisationsafddownloadgrant', user = demoUsers.administrator, stored = {} }: Setup = {}) {
  const context = renderApp(route, { user });
  const puts: { organisation: string; body: string[] }[] = [];
  context.server.on('GET', '/api/Organisation', organisations).on('GET', authorizingPath, Object.keys(stored));
  for (const { name } of organisations) {
    context.server
      .on('GET', enabledPath(name), stored[name] ?? null)
      .on('PUT', enabledPath(name), (request: StubRequest) => {
        const body = JSON.parse(String(request.body)) as string[];
        puts.push({ organisation: name, body });
        return json(body);
      });
  }
  return { ...context, puts };
}

const switchFor = (name: string) => screen.getByRole('switch', { name });

describe('Beheer downloadmachtigingen', () => {
  it("lets an administrator choose the organisation, starting with their own, and lists every other organisation with a switch", async () => {
    renderScreen({ stored: { 'Voorbeeld Verzekeringen': ['SIVI', 'Polderzeker'] } });
    expect(await screen.findByRole('heading', { name: 'Beheer downloadmachtigingen' })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Organisatie' });
    expect(picker).toHaveValue('Voorbeeld Verzekeringen');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'assurantiekantoor-Dijkstra',
      'Polderzeker',
      'SIVI',
      'Voorbeeld Verzekeringen',
      'zuiderlicht',
    ]);
    const group = await screen.findByRole('group', { name: 'Organisaties die AFD-definities van Voorbeeld Verzekeringen mogen downloaden' });
    expect(within(group).getAllByRole('switch')).toHaveLength(4);
    expect(switchFor('Polderzeker')).toBeChecked();
    expect(switchFor('zuiderlicht')).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Voorbeeld Verzekeringen' })).not.toBeInTheDocument();
  });

  it('keeps the standards organisation switched on and locked', async () => {
    renderScreen();
    const sivi = await screen.findByRole('switch', { name: 'SIVI' });
    expect(sivi).toBeChecked();
    expect(sivi).toBeDisabled();
  });

  it('says the authorisation applies only to SUIV-tagged definitions', async () => {
    renderScreen();
    expect(await screen.findByText('Deze machtiging geldt alleen voor AFD-definities met de tag SUIV, SUIV-COMBI, SUIV-EP of SUIV-BIJ.')).toBeInTheDocument();
  });

  it("warns with 'Let op' before the first restriction, saves on OK, says 'Opgeslagen' and goes to the schema list", async () => {
    const { user, puts, router } = renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Polderzeker' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const warning = screen.getByRole('dialog', { name: 'Let op' });
    expect(warning).toHaveTextContent('Na het opslaan kunnen alleen de geselecteerde organisaties de AFD-definities van Voorbeeld Verzekeringen met de tag SUIV');
    expect(puts).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(puts).toEqual([{ organisation: 'Voorbeeld Verzekeringen', body: ['Polderzeker', 'SIVI'] }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisationschemas'));
  });

  it("saves nothing when the 'Let op' warning is answered with Annuleren", async () => {
    const { user, puts } = renderScreen();
    await user.click(await screen.findByRole('switch', { name: 'Polderzeker' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Let op' })).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toHaveLength(0);
    expect(switchFor('Polderzeker')).toBeChecked();
  });

  it('saves at once, without the warning, for an organisation that restricted downloads before', async () => {
    const { user, puts } = renderScreen({ stored: { 'Voorbeeld Verzekeringen': ['SIVI', 'Polderzeker'] } });
    await user.click(await screen.findByRole('switch', { name: 'Polderzeker' }));
    await user.click(screen.getByRole('switch', { name: 'zuiderlicht' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.queryByRole('dialog', { name: 'Let op' })).not.toBeInTheDocument();
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(puts).toEqual([{ organisation: 'Voorbeeld Verzekeringen', body: ['SIVI', 'zuiderlicht'] }]);
  });

  it("shows another organisation's choice when the administrator picks it", async () => {
    const { user, server } = renderScreen({ stored: { Polderzeker: ['SIVI', 'zuiderlicht'] } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Organisatie' }), 'Polderzeker');
    expect(await screen.findByRole('group', { name: 'Organisaties die AFD-definities van Polderzeker mogen downloaden' })).toBeInTheDocument();
    await waitFor(() => expect(switchFor('zuiderlicht')).toBeChecked());
    expect(switchFor('Voorbeeld Verzekeringen')).not.toBeChecked();
    expect(server.requestsTo(enabledPath('Polderzeker'))).toHaveLength(1);
  });

  it('opens with the organisation of the route preselected', async () => {
    renderScreen({ route: '/organisationschema-download-authorization/Polderzeker' });
    expect(await screen.findByRole('combobox', { name: 'Organisatie' })).toHaveValue('Polderzeker');
  });

  it('shows a certifier their own organisation as text, without a choice', async () => {
    renderScreen({ route: `/organisationschema-download-authorization/${encodeURIComponent('Voorbeeld Verzekeringen')}`, user: demoUsers.certifier });
    expect(await screen.findByText('Voorbeeld Verzekeringen', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organisatie' })).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Polderzeker' })).toBeInTheDocument();
  });

  it("tells a certifier they are not authorised for another organisation's page, and loads nothing for it", async () => {
    const { server } = renderScreen({ route: '/organisationschema-download-authorization/Polderzeker', user: demoUsers.certifier });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gebruiker is niet gemachtigd voor organisatie: Polderzeker');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(server.requestsTo(enabledPath('Polderzeker'))).toHaveLength(0);
  });

  it("says 'Ophalen van lijst van organisaties is mislukt' on the administrator's own screen when the organisations to choose from cannot be loaded", async () => {
    const { server } = renderScreen();
    server.on('GET', '/api/Organisation', () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van lijst van organisaties is mislukt')).toBeInTheDocument();
    expect(screen.queryByText('Ophalen van organisaties is mislukt')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it("says 'Ophalen van organisaties is mislukt' on one organisation's page (from 'Beheer schema's') when the organisations to switch cannot be loaded", async () => {
    const { server } = renderScreen({ route: `/organisationschema-download-authorization/${encodeURIComponent('Voorbeeld Verzekeringen')}`, user: demoUsers.certifier });
    server.on('GET', '/api/Organisation', () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van organisaties is mislukt')).toBeInTheDocument();
    expect(screen.queryByText('Ophalen van lijst van organisaties is mislukt')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it("shows 'Ophalen van machtigingen is mislukt' when the organisation's choice cannot be loaded", async () => {
    const { server } = renderScreen();
    server.on('GET', enabledPath('Voorbeeld Verzekeringen'), () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van machtigingen is mislukt')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('reports a failure to load the restricting organisations, and still warns when no choice was stored', async () => {
    const { server, user } = renderScreen();
    server.on('GET', authorizingPath, () => problem({ status: 500, title: 'Interne serverfout' }));
    expect(await screen.findByText('Ophalen van lijst organisatie-authorisaties voor downloaden van AFD-definities is mislukt')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('dialog', { name: 'Let op' })).toBeInTheDocument();
  });

  it("shows 'Opslaan is mislukt' with the server's detail and stays on the screen when saving fails", async () => {
    const { user, server, router } = renderScreen({ stored: { 'Voorbeeld Verzekeringen': ['SIVI'] } });
    server.on('PUT', enabledPath('Voorbeeld Verzekeringen'), () =>
      problem({ status: 403, title: 'Geen toegang', detail: 'U mag alleen de downloadmachtigingen van uw eigen organisatie beheren.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opslaan is mislukt')).toBeInTheDocument();
    expect(screen.getByText('U mag alleen de downloadmachtigingen van uw eigen organisatie beheren.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisationsafddownloadgrant');
  });
});
