import type { ProductDefinition } from '@afd/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// 'Exporteer CSV' from the definition list (001 §2, §7 `GET /Generate/{org}/{name}`, §8 'Downloaden is mislukt').

const organisation = 'Voorbeeld Verzekeringen';
const route = `/productdefinities/Schade/Contractbericht/Particulier?organizationName=${encodeURIComponent(organisation)}`;
const csvPath = `/api/Productdefinities/Generate/${encodeURIComponent(organisation)}/Reis%20Compleet`;

const definition: ProductDefinition = {
  name: 'Reis Compleet',
  definitionVersion: '001.00',
  brancheCode: '',
  porCode: '',
  datacatVersion: '20260201',
  ingangsdatum: '',
  einddatum: '',
  riskCarrier: '',
  productSegment: 0,
  tag: '',
  encodedChangelog: '',
  revision: 1,
  organisation,
  basedOn: 'Schade-Contractbericht-Particulier',
  lastModified: '2026-11-20T09:30:00.000Z',
  lastModifiedBy: 'C. de Vries',
  functions: [{ name: 'offerte', active: true, custom: false }],
  hasPredefinedEntities: false,
  variants: [],
  hasOpenApiDescription: false,
  baselineLibraryId: '11111111-1111-4111-8111-111111111111',
  baselineLibraryCreationTime: '2026-11-01T09:00:00.000Z',
  taskIds: ['newer-baseline-library'],
  certificationAreaVersion: '1',
};

function backend(answer: () => Response) {
  const server = new FetchStub().on('GET', '/api/Productdefinities/Schade/Contractbericht/Particulier', () => json([definition])).on('GET', csvPath, answer);
  return renderApp(route, { user: demoUsers.validator, server });
}

async function exportCsv(user: ReturnType<typeof backend>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }, { timeout: 5_000 }));
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
