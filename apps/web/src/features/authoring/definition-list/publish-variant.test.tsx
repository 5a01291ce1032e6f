import type { DefinitionSummary } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { listedDefinition, listPath, listRoute } from './definition-list.fixture';

// The list's variant items (001 §2 'Definition list', §6): 'Variant aanmaken' and 'Variant
// configureren' for administrators, 'Variant tonen' for others once a variant places a snippet, and
// 'Certificeer en publiceer variant' for certifiers and administrators (AFD 1.0 only, 001 §5): the
// variant choice ('Selecteer variant.' until chosen) and the variant form of GenerateCertifiyPublish.

const withVariants = listedDefinition({
  hasPredefinedEntities: true,
  variants: [
    { name: 'Basis', version: '001.00', isActive: true },
    { name: 'Oud', version: '000.01', isActive: false },
  ],
});
const variantPublishPath = /^\/api\/Productdefinities\/GenerateCertifiyPublish\/Voorbeeld Verzekeringen\/Reis Compleet\/Basis\/001\.00$/;

const listing = (definition: DefinitionSummary) => new FetchStub().on('GET', listPath, () => json([definition]));

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
  return screen.findByRole('menu');
}

async function openVariantPublish(user: ReturnType<typeof renderApp>['user']) {
  await openMenu(user);
  await user.click(screen.getByRole('menuitem', { name: 'Certificeer en publiceer variant' }));
  return screen.findByRole('dialog', { name: 'Certificeer en publiceer variant: Reis Compleet' });
}

describe('the variant items of the definition list', () => {
  it("offers an administrator 'Variant aanmaken' (/variants/...) and 'Variant configureren' (/predefinedentities/...)", async () => {
    const { user } = renderApp(listRoute, { user: demoUsers.administrator, server: listing(listedDefinition()) });
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Variant aanmaken' })).toHaveAttribute('href', '/variants/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet');
    expect(within(menu).getByRole('menuitem', { name: 'Variant configureren' })).toHaveAttribute('href', '/predefinedentities/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet');
    expect(within(menu).queryByRole('menuitem', { name: 'Variant tonen' })).not.toBeInTheDocument();
  }, 30_000);

  it("offers others 'Variant tonen' only when a variant places a snippet, and never the administrator's items", async () => {
    const first = renderApp(listRoute, { user: demoUsers.validator, server: listing(listedDefinition()) });
    let menu = await openMenu(first.user);
    expect(within(menu).queryByRole('menuitem', { name: /Variant/ })).not.toBeInTheDocument();
    first.unmount();

    const second = renderApp(listRoute, { user: demoUsers.certifier, server: listing(withVariants) });
    menu = await openMenu(second.user);
    expect(within(menu).getByRole('menuitem', { name: 'Variant tonen' })).toHaveAttribute('href', '/variants/Voorbeeld%20Verzekeringen/Schade-Contractbericht-Particulier/Reis%20Compleet');
    expect(within(menu).queryByRole('menuitem', { name: 'Variant aanmaken' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Variant configureren' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Certificeer en publiceer variant' })).toBeEnabled();
  }, 30_000);

  it("keeps 'Certificeer en publiceer variant' from a valideerder, and disabled for AFD 2.0", async () => {
    const first = renderApp(listRoute, { user: demoUsers.validator, server: listing(withVariants) });
    let menu = await openMenu(first.user);
    expect(within(menu).queryByRole('menuitem', { name: 'Certificeer en publiceer variant' })).not.toBeInTheDocument();
    first.unmount();

    const second = renderApp(listRoute, { user: demoUsers.administrator, server: listing({ ...withVariants, certificationAreaVersion: '2' }) });
    menu = await openMenu(second.user);
    expect(within(menu).getByRole('menuitem', { name: 'Certificeer en publiceer variant' })).toBeDisabled();
  }, 30_000);
});

describe('certify and publish a variant', () => {
  it("asks 'Selecteer variant.' until an active variant is chosen, then publishes it with the choices and lists what was stored", async () => {
    const bodies: unknown[] = [];
    const server = listing(withVariants).on('POST', variantPublishPath, (request: StubRequest) => {
      bodies.push(JSON.parse(String(request.body)));
      return json({ schemas: [{ function: 'offerte', schemaName: 'Reis Compleet-offerte-Basis-001.00', version: 1, kenmerk: 'AFD-2026-0005' }], organisation: 'Voorbeeld Verzekeringen', baselineId: '22222222-2222-4222-8222-222222222222', isPublished: true, isDownloadable: true });
    });
    const { user } = renderApp(listRoute, { user: demoUsers.certifier, server });
    const dialog = await openVariantPublish(user);
    const choice = within(dialog).getByRole('combobox', { name: /Variant/ });
    expect(within(choice).queryByRole('option', { name: 'Oud 000.01' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Selecteer variant.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publiceren' })).toBeDisabled();

    await user.selectOptions(choice, 'Basis 001.00');
    expect(within(dialog).queryByText('Selecteer variant.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ook aanbieden als download' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await within(dialog).findByText('Reis Compleet-offerte-Basis-001.00 (versie 1)')).toBeInTheDocument();
    expect(bodies).toEqual([{ isPublished: true, isDownloadable: true, certificationAreaVersion: '1' }]);
    expect(screen.getAllByText('Publiceren is gelukt').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('combobox', { name: /Variant/ })).toBeDisabled();
  }, 30_000);

  it("says 'Publiceren is mislukt.' with the server's findings per function", async () => {
    const server = listing(withVariants).on('POST', variantPublishPath, () =>
      problem({ status: 422, title: 'Niet te certificeren', detail: 'Een snippet past niet.', errors: { offerte: ["Snippet 's1' past niet in het schema: entiteit 'PP/XX' bestaat niet in de baseline library."] } }),
    );
    const { user } = renderApp(listRoute, { user: demoUsers.administrator, server });
    const dialog = await openVariantPublish(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Variant/ }), 'Basis 001.00');
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await within(dialog).findByText("Snippet 's1' past niet in het schema: entiteit 'PP/XX' bestaat niet in de baseline library.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Publiceren is mislukt.').length).toBeGreaterThan(0));
  }, 30_000);

  it("says '...geen actieve functies en/of varianten...' when no variant is active", async () => {
    const server = listing(listedDefinition({ variants: [{ name: 'Oud', version: '000.01', isActive: false }] }));
    const { user } = renderApp(listRoute, { user: demoUsers.administrator, server });
    const dialog = await openVariantPublish(user);
    expect(within(dialog).getByText('Deze AFD-definitie heeft geen actieve functies en/of varianten en kan daarom niet worden gepubliceerd.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publiceren' })).toBeDisabled();
  }, 30_000);
});
