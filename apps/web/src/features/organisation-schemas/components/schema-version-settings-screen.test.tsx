import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// A schema's versions for its owner (issue 32), the whole screen against a stubbed server: the
// switch 'Vergelijk met alle eerdere versies' shows the stored choice and saves a change; a refusal
// or a failed network puts the server's reason (or the failure) on screen in Dutch.

const route = '/organisationschemas/Polderzeker/Polderzeker-Autoverzekering/versies';
const settingsPath = '/api/OrganisationSchemas/Polderzeker/Polderzeker-Autoverzekering/VersionSettings';

function backend(put: (request: StubRequest) => Response | Promise<Response> = (request) => json(JSON.parse(String(request.body)))) {
  const saved: unknown[] = [];
  const server = new FetchStub()
    .on('GET', settingsPath, { checkAllVersions: false })
    .on('PUT', settingsPath, (request: StubRequest) => {
      saved.push(JSON.parse(String(request.body)));
      return put(request);
    });
  return { server, saved };
}

const checkAll = () => screen.getByRole('switch', { name: /Vergelijk met alle eerdere versies/ });

describe("a schema's versions for its owner", () => {
  beforeAll(async () => {
    await import('./schema-version-settings-screen');
  }, 60_000);

  it('shows the stored choice and saves the switch', async () => {
    const { server, saved } = backend();
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Versies en compatibiliteit' })).toBeInTheDocument();
    await waitFor(() => expect(checkAll()).not.toBeChecked());
    await user.click(checkAll());
    expect(await screen.findByRole('status')).toHaveTextContent('Instelling opgeslagen.');
    expect(saved).toEqual([{ checkAllVersions: true }]);
    expect(checkAll()).toBeChecked();
    expect(screen.getByRole('link', { name: 'Gepubliceerde versies in het register' })).toHaveAttribute('href', '/register/Polderzeker/Polderzeker-Autoverzekering/versies');
  });

  it("shows the server's refusal and keeps the stored choice", async () => {
    const { server } = backend(() => problem({ status: 403, title: 'Geen toegang', detail: "U mag alleen de schema's van uw eigen organisatie beheren." }));
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await waitFor(() => expect(checkAll()).not.toBeChecked());
    await user.click(checkAll());
    expect(await screen.findByRole('alert')).toHaveTextContent("Opslaan is mislukt: U mag alleen de schema's van uw eigen organisatie beheren.");
    expect(checkAll()).not.toBeChecked();
  });

  it('says the choice could not be loaded when the schema is unknown or the network fails', async () => {
    const unknown = new FetchStub().on('GET', settingsPath, () => problem({ status: 404, title: 'Niet gevonden', detail: "Organisatie 'Polderzeker' heeft geen schema 'Polderzeker-Autoverzekering'." }));
    const first = renderApp(route, { user: demoUsers.certifier, server: unknown });
    expect(await screen.findByRole('alert')).toHaveTextContent("De instelling kon niet worden geladen: Organisatie 'Polderzeker' heeft geen schema 'Polderzeker-Autoverzekering'.");
    first.unmount();
    const offline = new FetchStub().on('GET', settingsPath, () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(route, { user: demoUsers.certifier, server: offline });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^De instelling kon niet worden geladen: /);
  });
});
