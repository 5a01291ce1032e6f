import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { listedDefinition, listPath, listRoute } from './definition-list.fixture';

// The list's OpenAPI items (001 §2, flag AosOpenApi): 'OpenAPI Description specificeren' opens the
// editor of an AFD 2.0 definition; 'Exporteer OpenAPI' downloads a saved description (§7), and
// says 'Downloaden is mislukt' when it cannot (§8).

const exportPath = '/api/OpenApi/openApiDescription';

function open(definitions: ReturnType<typeof listedDefinition>[], flags: string[], exportAnswer?: () => Response) {
  const server = new FetchStub().on('GET', listPath, () => json(definitions));
  if (exportAnswer) server.on('GET', exportPath, exportAnswer);
  return renderApp(listRoute, { user: demoUsers.validator, server, featureFlags: flags });
}

async function openMenu(user: ReturnType<typeof open>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Acties voor ${name}` }));
}

describe("the definition list's OpenAPI items", () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:openapi'), revokeObjectURL: vi.fn() }));
  });

  it('lists them only with the flag AosOpenApi', async () => {
    const { user } = open([listedDefinition({ certificationAreaVersion: '2' })], []);
    await openMenu(user, 'Reis Compleet');
    expect(await screen.findByRole('menuitem', { name: 'Exporteer CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'OpenAPI Description specificeren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Exporteer OpenAPI' })).not.toBeInTheDocument();
  });

  it("opens the editor of an AFD 2.0 definition, and offers neither for an AFD 1.0 definition without a description", async () => {
    const { user, router } = open([listedDefinition({ name: 'Reis Compleet', certificationAreaVersion: '2' }), listedDefinition({ name: 'Reis Basis', certificationAreaVersion: '1' })], ['AosOpenApi']);
    await openMenu(user, 'Reis Basis');
    expect(await screen.findByRole('menuitem', { name: 'OpenAPI Description specificeren' })).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Exporteer OpenAPI' })).toHaveAttribute('data-disabled', 'true');
    await user.keyboard('{Escape}');
    await openMenu(user, 'Reis Compleet');
    await user.click(await screen.findByRole('menuitem', { name: 'OpenAPI Description specificeren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/productdefinitie/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet/openapi'));
  });

  it('a link item that is off is disabled for the keyboard and screen readers too: no link to follow', async () => {
    const { user, router } = open([listedDefinition({ name: 'Reis Basis', certificationAreaVersion: '1' })], ['AosOpenApi']);
    await openMenu(user, 'Reis Basis');
    const item = await screen.findByRole('menuitem', { name: 'OpenAPI Description specificeren' });
    expect(item).toBeDisabled();
    expect(item).not.toHaveAttribute('href');
    item.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(listRoute.split('?')[0]);
  });

  it("downloads a saved description as YAML under the server's name, and says 'Downloaden is mislukt' when it cannot", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let fail = false;
    const { user, server } = open([listedDefinition({ certificationAreaVersion: '2', hasOpenApiDescription: true })], ['AosOpenApi'], () =>
      fail ? problem({ status: 404, title: 'Not Found', detail: 'Er is nog geen OpenAPI Description.' }) : new Response('openapi: 3.1.0\n', { headers: { 'content-disposition': 'attachment; filename="Reis Compleet.yaml"' } }),
    );
    await openMenu(user, 'Reis Compleet');
    await user.click(await screen.findByRole('menuitem', { name: 'Exporteer OpenAPI' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(click.mock.contexts[0]).toHaveProperty('download', 'Reis Compleet.yaml');
    expect(Object.fromEntries(server.requestsTo(exportPath)[0]?.url.searchParams ?? [])).toEqual({ organization: 'Voorbeeld Verzekeringen', afdDefinitionName: 'Reis Compleet', format: 'yaml' });

    fail = true;
    await openMenu(user, 'Reis Compleet');
    await user.click(await screen.findByRole('menuitem', { name: 'Exporteer OpenAPI' }));
    expect(await screen.findByText('Downloaden is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er is nog geen OpenAPI Description.')).toBeInTheDocument();
  });
});
