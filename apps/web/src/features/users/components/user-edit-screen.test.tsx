import type { UserDetails, UserUpdate } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const organisations = ['Assurantiekantoor-Dijkstra', 'Polderzeker', 'Zuiderlicht-Verzekeringen'];

const certifier: UserDetails = {
  oid: 'oid-jansen',
  email: 'jansen@polderzeker.nl',
  initials: 'P.',
  prefix: 'van',
  surname: 'Jansen',
  telephoneNumber: '010-1234567',
  organization: 'Polderzeker',
  claimedOrganisation: null,
  role: 'C',
  isAdministrator: false,
  isCertifier: true,
  isValidator: true,
  actief: true,
  koatActief: false,
  status: 'actief',
  isKoatGebruiker: false,
  notifyOnAfdDefinitionsChange: true,
  notifyOnAfdDefinitionsMeldingen: false,
  isAfdDefinitionDownloader: false,
  isAfsMappingServiceGebruiker: false,
};

const newUser: UserDetails = {
  ...certifier,
  oid: 'oid-nieuw',
  email: 'nieuw@noorderzon.nl',
  initials: null,
  prefix: null,
  surname: null,
  telephoneNumber: null,
  organization: null,
  claimedOrganisation: 'Noorderzon',
  role: null,
  isCertifier: false,
  isValidator: false,
  actief: null,
  koatActief: null,
  status: 'nieuw',
  notifyOnAfdDefinitionsChange: false,
};

const administrator: UserDetails = { ...certifier, oid: 'oid-bakker', email: 'bakker@zuiderlicht.nl', role: 'B', isAdministrator: true };

interface Setup {
  user?: UserDetails;
  authorisations?: string[];
  server?: FetchStub;
}

/** A server that knows one user, the organisations and that user's authorisations; PATCH answers the body back. */
function serverFor({ user = certifier, authorisations = ['Polderzeker'], server = new FetchStub() }: Setup = {}) {
  const patches: UserUpdate[] = [];
  server
    .on('GET', `/api/users/${user.oid}`, user)
    .on('GET', '/api/Organisation', organisations.map((name, index) => ({ id: `org-${index}`, name })))
    .on('GET', `/api/Authorizations/user/${user.oid}/aos-organisations`, authorisations)
    .on('GET', '/api/users', [])
    .on('PATCH', '/api/users', (request: StubRequest) => {
      const body = JSON.parse(String(request.body)) as UserUpdate;
      patches.push(body);
      return json({ ...user, ...body, status: 'actief' });
    });
  return { server, patches };
}

async function openEditScreen(setup: Setup = {}) {
  const { server, patches } = serverFor(setup);
  const oid = (setup.user ?? certifier).oid;
  const context = renderApp(`/user/${oid}`, { user: demoUsers.administrator, server });
  await screen.findByRole('form', { name: 'Gebruiker bewerken' });
  return { ...context, patches };
}

const radioGroup = (name: string) => screen.getByRole('radiogroup', { name });
const authorisationBoxes = () =>
  within(screen.getByRole('group', { name: 'Machtigingen AFD Online Samenstellen' })).getAllByRole('checkbox') as HTMLInputElement[];
const saveButton = () => screen.getByRole('button', { name: 'Opslaan' });

describe('Gebruiker bewerken', () => {
  it("shows the user's record as a form, with the spec's fields and choices", async () => {
    await openEditScreen();
    expect(screen.getByRole('heading', { name: 'Gebruiker bewerken' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('jansen@polderzeker.nl');
    expect(screen.getByRole('textbox', { name: /Voorletters/ })).toHaveValue('P.');
    expect(screen.getByRole('textbox', { name: 'Tussenvoegsel' })).toHaveValue('van');
    expect(screen.getByRole('textbox', { name: /Achternaam/ })).toHaveValue('Jansen');
    expect(screen.getByRole('combobox', { name: /Organisatie/ })).toHaveValue('Polderzeker');
    expect(within(radioGroup('Rol')).getByRole('radio', { name: 'Certificeerder (C)' })).toBeChecked();
    expect(within(radioGroup('Actief')).getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(within(radioGroup('KOAT actief')).getByRole('radio', { name: 'Nee' })).toBeChecked();
    expect(within(radioGroup('Notificatie bij wijziging van AFD-definities')).getByRole('radio', { name: 'Ja' })).toBeChecked();
    for (const name of ['KOAT-gebruiker', 'Notificatie bij meldingen over AFD-definities', 'Systeemaccount voor downloaden van AFD-definities', 'Systeemaccount voor AFS mapping service']) {
      expect(within(radioGroup(name)).getByRole('radio', { name: 'Nee' })).toBeChecked();
    }
    expect(authorisationBoxes().map((box) => [box.value, box.checked, box.disabled])).toEqual([
      ['Assurantiekantoor-Dijkstra', false, false],
      ['Polderzeker', true, false],
      ['Zuiderlicht-Verzekeringen', false, false],
    ]);
    expect(screen.getByText('Let op: Bij wijziging van Organisatie vervallen alle machtigingen.')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('saves the edited copy and returns to the user list', async () => {
    const { user, router, patches } = await openEditScreen();
    const surname = screen.getByRole('textbox', { name: /Achternaam/ });
    await user.clear(surname);
    await user.type(surname, 'Jansen-de Boer');
    await user.click(within(radioGroup('KOAT actief')).getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('checkbox', { name: 'Assurantiekantoor-Dijkstra' }));
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/userlist'));
    expect(patches).toEqual([
      {
        oid: 'oid-jansen',
        initials: 'P.',
        prefix: 'van',
        surname: 'Jansen-de Boer',
        telephoneNumber: '010-1234567',
        organization: 'Polderzeker',
        role: 'C',
        actief: true,
        koatActief: true,
        isKoatGebruiker: false,
        notifyOnAfdDefinitionsChange: true,
        notifyOnAfdDefinitionsMeldingen: false,
        isAfdDefinitionDownloader: false,
        isAfsMappingServiceGebruiker: false,
        authorizationsForAfdOnlineSamenstellen: ['Polderzeker', 'Assurantiekantoor-Dijkstra'],
      },
    ]);
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bevestiging' })).not.toBeInTheDocument();
  });

  it("shows the spec's messages for empty required fields and disables Opslaan while invalid", async () => {
    const { user } = await openEditScreen();
    await user.clear(screen.getByRole('textbox', { name: /Voorletters/ }));
    await user.clear(screen.getByRole('textbox', { name: /Achternaam/ }));
    expect(await screen.findByText('Voorletters zijn verplicht')).toBeInTheDocument();
    expect(screen.getByText('Achternaam is verplicht')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Voorletters/ }), 'Q.');
    await user.type(screen.getByRole('textbox', { name: /Achternaam/ }), 'Quint');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('asks a new user’s organisation, role and every choice before it can be saved, and shows the organisation they asked for', async () => {
    const { user, patches } = await openEditScreen({ user: newUser, authorisations: [] });
    expect(screen.getByRole('combobox', { name: /Organisatie/ })).toHaveValue('');
    expect(screen.getByText('Noorderzon')).toBeInTheDocument();
    expect(screen.getByText(/Gewenste organisatie:/)).toBeInTheDocument();
    expect(screen.getByText('Voorletters zijn verplicht')).toBeInTheDocument();
    expect(screen.getByText('Achternaam is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Organisatie is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Rol is verplicht')).toBeInTheDocument();
    expect(screen.getAllByText('Maak een keuze')).toHaveLength(2);
    expect(saveButton()).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Voorletters/ }), 'N.');
    await user.type(screen.getByRole('textbox', { name: /Achternaam/ }), 'Noord');
    await user.click(screen.getByRole('combobox', { name: /Organisatie/ }));
    await user.click(await screen.findByRole('option', { name: 'Polderzeker' }));
    await user.click(within(radioGroup('Rol')).getByRole('radio', { name: 'Valideerder (V)' }));
    await user.click(within(radioGroup('Actief')).getByRole('radio', { name: 'Ja' }));
    expect(saveButton()).toBeDisabled();
    await user.click(within(radioGroup('KOAT actief')).getByRole('radio', { name: 'Nee' }));
    // A first organisation is no change of organisation: authorisations can be granted at once.
    await user.click(screen.getByRole('checkbox', { name: 'Polderzeker' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ organization: 'Polderzeker', role: 'V', actief: true, koatActief: false, authorizationsForAfdOnlineSamenstellen: ['Polderzeker'] });
  });

  it('shows an administrator with every organisation selected and locked, without the notice', async () => {
    await openEditScreen({ user: administrator, authorisations: ['Polderzeker'] });
    expect(authorisationBoxes().every((box) => box.checked && box.disabled)).toBe(true);
    expect(screen.getByText('Een beheerder is gemachtigd voor alle organisaties.')).toBeInTheDocument();
    expect(screen.queryByText('Let op: Bij wijziging van Organisatie vervallen alle machtigingen.')).not.toBeInTheDocument();
  });

  it('selects and locks every organisation when the role becomes administrator', async () => {
    const { user } = await openEditScreen();
    await user.click(within(radioGroup('Rol')).getByRole('radio', { name: 'Beheerder (B)' }));
    expect(authorisationBoxes().every((box) => box.checked && box.disabled)).toBe(true);
  });

  it('resets and locks the authorisations when the organisation changes', async () => {
    const { user, patches } = await openEditScreen();
    await user.click(screen.getByRole('combobox', { name: /Organisatie/ }));
    await user.click(await screen.findByRole('option', { name: 'Zuiderlicht-Verzekeringen' }));
    expect(authorisationBoxes().map((box) => [box.checked, box.disabled])).toEqual([
      [false, true],
      [false, true],
      [false, true],
    ]);
    expect(screen.getByText('Machtigingen voor de nieuwe organisatie kunt u toekennen nadat de wijziging is opgeslagen.')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ organization: 'Zuiderlicht-Verzekeringen', authorizationsForAfdOnlineSamenstellen: [] });
  });

  it('asks before leaving with unsaved changes, stays on Nee and leaves on Ja', async () => {
    const { user, router } = await openEditScreen();
    await user.type(screen.getByRole('textbox', { name: 'Telefoonnummer' }), '8');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(dialog).toHaveTextContent('De gemaakte wijzigingen zijn nog niet opgeslagen. Weet u zeker dat u dit scherm wilt verlaten?');
    await user.click(within(dialog).getByRole('button', { name: 'Nee' }));
    expect(router.state.location.pathname).toBe('/user/oid-jansen');
    expect(screen.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveValue('010-12345678');

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bevestiging' })).getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userlist'));
  });

  it('returns to the list on Annuleren without asking when nothing changed', async () => {
    const { user, router } = await openEditScreen();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userlist'));
    expect(screen.queryByRole('dialog', { name: 'Bevestiging' })).not.toBeInTheDocument();
  });

  it("reports 'Opslaan gebruikerinformatie is mislukt' and puts the server's field messages on their fields", async () => {
    const server = new FetchStub();
    serverFor({ server });
    server.on('PATCH', '/api/users', () =>
      problem({
        status: 400,
        title: 'Ongeldige invoer',
        detail: 'De invoer is ongeldig.',
        errors: { role: ['U kunt uw eigen beheerdersrol niet intrekken; laat dit een andere beheerder doen.'] },
      }),
    );
    const context = renderApp('/user/oid-jansen', { user: demoUsers.administrator, server });
    await screen.findByRole('form', { name: 'Gebruiker bewerken' });
    await context.user.click(saveButton());
    expect(await screen.findByText('Opslaan gebruikerinformatie is mislukt')).toBeInTheDocument();
    expect(screen.getByText('U kunt uw eigen beheerdersrol niet intrekken; laat dit een andere beheerder doen.')).toBeInTheDocument();
    expect(context.router.state.location.pathname).toBe('/user/oid-jansen');
  });

  it.each([
    ['/api/users/oid-jansen', 'Ophalen gebruikerinformatie is mislukt'],
    ['/api/Organisation', 'Ophalen van organisaties is mislukt'],
    ['/api/Authorizations/user/oid-jansen/aos-organisations', 'Laden van de lijst van gemachtigde organisaties is mislukt.'],
  ])('reports a failure of %s as %j and offers the way back', async (path, text) => {
    const { server } = serverFor();
    server.on('GET', path, () => problem({ status: 500, title: 'Interne serverfout' }));
    const { user, router } = renderApp('/user/oid-jansen', { user: demoUsers.administrator, server });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Gebruiker bewerken' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userlist'));
  });
});
