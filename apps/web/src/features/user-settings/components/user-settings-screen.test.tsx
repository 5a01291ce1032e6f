import type { NotificationSettings } from '@afd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const saved: NotificationSettings = {
  notifyOnAfdDefinitionsChange: true,
  notifyOnAfdDefinitionsMeldingen: false,
  schemaChangeNotices: [
    { organisation: 'Polderzeker', enabled: true },
    { organisation: 'Zeeuwse Schade', enabled: false },
  ],
};

function serverWithSettings(settings: NotificationSettings = saved) {
  const puts: NotificationSettings[] = [];
  const server = new FetchStub()
    .on('GET', '/api/users/me/settings', settings)
    .on('PUT', '/api/users/me/settings', ({ body }: StubRequest) => {
      const next = JSON.parse(String(body)) as NotificationSettings;
      puts.push(next);
      return json(next);
    });
  return { server, puts };
}

const changeBox = () => screen.getByRole('checkbox', { name: 'Notificatie bij wijziging van AFD-definities' });
const reportsBox = () => screen.getByRole('checkbox', { name: 'Notificatie bij meldingen over AFD-definities' });

describe('Instellingen', () => {
  it("shows the user's own two notification choices", async () => {
    renderApp('/usersettings', { user: demoUsers.validator, server: serverWithSettings().server });
    expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Notificaties' })).toBeInTheDocument();
    expect(changeBox()).toBeChecked();
    expect(reportsBox()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it("saves a changed choice and says 'Wijzigen van gegevens is gelukt'", async () => {
    const { server, puts } = serverWithSettings();
    const { user } = renderApp('/usersettings', { user: demoUsers.certifier, server });
    await user.click(await screen.findByRole('checkbox', { name: 'Notificatie bij meldingen over AFD-definities' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wijzigen van gegevens is gelukt')).toBeInTheDocument();
    expect(puts).toEqual([{ ...saved, notifyOnAfdDefinitionsMeldingen: true }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled());
  });

  it('offers the e-mail about changed downloaded schemas per organisation, and saves turning one off', async () => {
    const { server, puts } = serverWithSettings();
    const { user } = renderApp('/usersettings', { user: demoUsers.validator, server });
    const group = await screen.findByRole('group', { name: "E-mail bij wijzigingen in gedownloade schema's" });
    expect(group).toHaveTextContent('wordt ingetrokken of zijn certificaat verliest');
    const polderzeker = screen.getByRole('checkbox', { name: "Wijzigingen in schema's van Polderzeker" });
    expect(polderzeker).toBeChecked();
    expect(screen.getByRole('checkbox', { name: "Wijzigingen in schema's van Zeeuwse Schade" })).not.toBeChecked();
    await user.click(polderzeker);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wijzigen van gegevens is gelukt')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        notifyOnAfdDefinitionsChange: true,
        notifyOnAfdDefinitionsMeldingen: false,
        schemaChangeNotices: [
          { organisation: 'Polderzeker', enabled: false },
          { organisation: 'Zeeuwse Schade', enabled: false },
        ],
      },
    ]);
    expect(screen.getByRole('checkbox', { name: "Wijzigingen in schema's van Polderzeker" })).not.toBeChecked();
  });

  it("says so when the user's organisation downloaded no schema yet", async () => {
    renderApp('/usersettings', { user: demoUsers.validator, server: serverWithSettings({ ...saved, schemaChangeNotices: [] }).server });
    expect(await screen.findByText("Uw organisatie heeft nog geen schema's uit het register gedownload.")).toBeInTheDocument();
  });

  it("says 'Wijzigen van gegevens is mislukt' when saving fails, keeping the choice", async () => {
    const { server } = serverWithSettings();
    server.on('PUT', '/api/users/me/settings', () => problem({ status: 500, title: 'Interne serverfout' }));
    const { user } = renderApp('/usersettings', { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('checkbox', { name: 'Notificatie bij wijziging van AFD-definities' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wijzigen van gegevens is mislukt')).toBeInTheDocument();
    expect(changeBox()).not.toBeChecked();
  });

  it("says 'Ophalen van gegevens is mislukt' when the settings cannot be loaded", async () => {
    const server = new FetchStub().on('GET', '/api/users/me/settings', () => problem({ status: 500, title: 'Interne serverfout' }));
    renderApp('/usersettings', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Ophalen van gegevens is mislukt')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
