import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { listedDefinition, listOrganisation, listRoute } from './definition-list.fixture';

// 'Exporteer CSV' from the definition list (001 §2, §7 `GET /Generate/{org}/{name}`, §8 'Downloaden is mislukt').

const organisation = listOrganisation;
const route = listRoute;
const csvPath = `/api/Productdefinities/Generate/${encodeURIComponent(organisation)}/Reis%20Compleet`;

const definition = listedDefinition({ taskIds: ['newer-baseline-library'] });

function backend(answer: () => Response) {
  const server = new FetchStub().on('GET', '/api/Productdefinities/Schade/Contractbericht/Particulier', () => json([definition])).on('GET', csvPath, answer);
  return renderApp(route, { user: demoUsers.validator, server });
}

async function exportCsv(user: ReturnType<typeof backend>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Exporteer CSV' }));
}

describe("'Exporteer CSV'", () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  });

  it('downloads the file under the name the server gives', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = backend(() => new Response('\uFEFFPad;Entiteit\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="Reis Compleet.csv"` } }));
    await exportCsv(user);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(click.mock.contexts[0]).toHaveProperty('download', 'Reis Compleet.csv');
  });

  it("says 'Downloaden is mislukt' with the server's reason", async () => {
    const { user } = backend(() => problem({ status: 409, title: 'Geen baseline library', detail: 'De baseline library van deze definitie bestaat niet meer.' }));
    await exportCsv(user);
    expect(await screen.findByText('Downloaden is mislukt')).toBeInTheDocument();
    expect(screen.getByText('De baseline library van deze definitie bestaat niet meer.')).toBeInTheDocument();
  });
});
