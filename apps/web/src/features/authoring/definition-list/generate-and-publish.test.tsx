import type { DefinitionSummary, PublishDefinitionResult } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { definitionListTexts as texts } from './definition-list-texts';

// 'Exporteer ... per functie' and 'Certificeer en publiceer' from the definition list (001 §2
// 'Modals of the list', §4 'Publish', §8): the choices sent, the warnings shown, the locks, and
// the failure toasts with the server's findings.

const organisation = 'Voorbeeld Verzekeringen';
const route = `/productdefinities/Schade/Contractbericht/Particulier?organizationName=${encodeURIComponent(organisation)}`;

const definition: DefinitionSummary = {
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
  functions: [
    { name: 'offerte', active: true, custom: false },
    { name: 'mutatie', active: true, custom: false },
    { name: 'royement', active: false, custom: false },
  ],
  hasPredefinedEntities: false,
  variants: [],
  hasOpenApiDescription: false,
  baselineLibraryId: '11111111-1111-4111-8111-111111111111',
  baselineLibraryCreationTime: '2026-11-01T09:00:00.000Z',
  taskIds: [],
  certificationAreaVersion: '1',
};
const afd2: DefinitionSummary = { ...definition, certificationAreaVersion: '2' };

const published: PublishDefinitionResult = {
  schemas: [
    { function: 'offerte', schemaName: 'Reis Compleet-offerte', version: 1, kenmerk: 'AFD-2026-0001' },
    { function: 'mutatie', schemaName: 'Reis Compleet-mutatie', version: 1, kenmerk: 'AFD-2026-0002' },
  ],
  organisation,
  baselineId: '22222222-2222-4222-8222-222222222222',
  isPublished: true,
  isDownloadable: true,
};

const functionsPath = `/api/Productdefinities/Functions/${encodeURIComponent(organisation)}/Reis%20Compleet`;

function listed(server: FetchStub, listedDefinition: DefinitionSummary) {
  return server
    .on('GET', '/api/Productdefinities/Schade/Contractbericht/Particulier', () => json([listedDefinition]))
    .on('GET', functionsPath, () => json({ functions: listedDefinition.functions, revision: 1 }));
}

async function openMenuItem(user: ReturnType<typeof renderApp>['user'], item: string | RegExp) {
  // The first test of the file renders the list's lazy chunks first: slow on a loaded machine.
  await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('download a function’s schema', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
  });

  it('offers the active functions only, shows the multiple-instances warnings of the chosen one and saves {product}-{function}.zip', async () => {
    const downloads: string[] = [];
    const server = listed(new FetchStub(), definition)
      .on('GET', /^\/api\/Productdefinities\/VerifyMultipleInstancesSchema\/Voorbeeld Verzekeringen\/Reis Compleet\/(offerte|mutatie)$/, (request: StubRequest) =>
        json(request.url.pathname.endsWith('mutatie') ? ["Entiteit 'PP/VP' mag in functie 'mutatie' 5 keer voorkomen, maar heeft daar geen attributen."] : []),
      )
      .on('GET', /^\/api\/Productdefinities\/Generate\/Voorbeeld Verzekeringen\/Reis Compleet\/mutatie$/, (request: StubRequest) => {
        downloads.push(request.url.search);
        return new Response('PK', { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Reis Compleet-mutatie.zip"' } });
      });
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await openMenuItem(user, 'Exporteer XSD per functie');
    const dialog = await screen.findByRole('dialog', { name: 'Exporteer XSD per functie: Reis Compleet' });
    expect(await within(dialog).findByText('Geen bijzonderheden bij meervoudige voorkomens.')).toBeInTheDocument();

    const functionSelect = within(dialog).getByRole('combobox', { name: 'Functie' });
    expect(within(functionSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['offerte', 'mutatie']);
    await user.selectOptions(functionSelect, 'mutatie');
    expect(await within(dialog).findByText(/mag in functie 'mutatie' 5 keer voorkomen/)).toBeInTheDocument();
    // An AFD 1.0 definition has no JSON Schema version to choose.
    expect(within(dialog).queryByRole('combobox', { name: 'JSON Schema-versie' })).not.toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Reis Compleet-mutatie.zip');
    expect(downloads).toEqual(['?certificationAreaVersion=1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    click.mockRestore();
  });

  it('sends the chosen JSON Schema draft for AFD 2.0 when the flag allows 2020-12, and says why when generation fails', async () => {
    const queries: string[] = [];
    const server = listed(new FetchStub(), afd2)
      .on('GET', /VerifyMultipleInstancesSchema/, () => json([]))
      .on('GET', /^\/api\/Productdefinities\/Generate\/Voorbeeld Verzekeringen\/Reis Compleet\/offerte$/, (request: StubRequest) => {
        queries.push(request.url.search);
        return problem({ status: 409, title: 'Geen baseline library', detail: 'De baseline library van deze definitie bestaat niet meer.' });
      });
    const { user } = renderApp(route, { user: demoUsers.validator, server, featureFlags: ['JsonSchema202012'] });
    await openMenuItem(user, 'Exporteer JSON schema per functie');
    const dialog = await screen.findByRole('dialog', { name: 'Exporteer JSON schema per functie: Reis Compleet' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'JSON Schema-versie' }), 'draft 2020-12');
    await user.click(within(dialog).getByRole('button', { name: 'Downloaden' }));
    expect(await screen.findByText('Genereren is mislukt.')).toBeInTheDocument();
    expect(screen.getByText('De baseline library van deze definitie bestaat niet meer.')).toBeInTheDocument();
    expect(queries).toEqual(['?certificationAreaVersion=2&jsonSchemaVersion=202012']);
    // The modal stays, so the user can choose again.
    expect(screen.getByRole('dialog', { name: 'Exporteer JSON schema per functie: Reis Compleet' })).toBeInTheDocument();
  });

  it('Annuleren generates nothing, and a failed download can be tried again with the same choices', async () => {
    const queries: string[] = [];
    let answer = () => problem({ status: 500, title: 'Interne fout', detail: 'De generator is niet beschikbaar.' });
    const server = listed(new FetchStub(), afd2)
      .on('GET', /VerifyMultipleInstancesSchema/, () => json([]))
      .on('GET', /^\/api\/Productdefinities\/Generate\/Voorbeeld Verzekeringen\/Reis Compleet\/offerte$/, (request: StubRequest) => {
        queries.push(request.url.search);
        return answer();
      });
    const { user } = renderApp(route, { user: demoUsers.validator, server, featureFlags: ['JsonSchema202012'] });
    await openMenuItem(user, 'Exporteer JSON schema per functie');
    let dialog = await screen.findByRole('dialog', { name: 'Exporteer JSON schema per functie: Reis Compleet' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'JSON Schema-versie' }), 'draft 2020-12');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queries).toEqual([]);

    await openMenuItem(user, 'Exporteer JSON schema per functie');
    dialog = await screen.findByRole('dialog', { name: 'Exporteer JSON schema per functie: Reis Compleet' });
    // A new modal starts from draft 2019-09 again.
    expect(within(dialog).getByRole('combobox', { name: 'JSON Schema-versie' })).toHaveValue('201909');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'JSON Schema-versie' }), 'draft 2020-12');
    await user.click(within(dialog).getByRole('button', { name: 'Downloaden' }));
    expect(await screen.findByText('Genereren is mislukt.')).toBeInTheDocument();
    expect(screen.getByText('De generator is niet beschikbaar.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'JSON Schema-versie' })).toHaveValue('202012');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Downloaden' })).toBeEnabled());

    answer = () => new Response('PK', { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Reis Compleet-offerte.zip"' } });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Downloaden' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(queries).toEqual(['?certificationAreaVersion=2&jsonSchemaVersion=202012', '?certificationAreaVersion=2&jsonSchemaVersion=202012']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    click.mockRestore();
  });

  it('offers the functions active now, not those the list was loaded with', async () => {
    const server = listed(new FetchStub(), definition)
      .on('GET', /VerifyMultipleInstancesSchema/, () => json([]))
      .on('GET', functionsPath, () => json({ functions: [{ name: 'royement', active: true, custom: false }, { name: 'offerte', active: false, custom: false }], revision: 2 }));
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await openMenuItem(user, 'Exporteer XSD per functie');
    const dialog = await screen.findByRole('dialog', { name: 'Exporteer XSD per functie: Reis Compleet' });
    const functionSelect = await within(dialog).findByRole('combobox', { name: 'Functie' });
    expect(within(functionSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['royement']);
  });

  it("says 'Actieve functies kunnen niet worden bepaald.' when the functions cannot be read, and then offers none", async () => {
    const server = listed(new FetchStub(), definition)
      .on('GET', /VerifyMultipleInstancesSchema/, () => json([]))
      .on('GET', functionsPath, () => problem({ status: 500, title: 'Interne serverfout' }));
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await openMenuItem(user, 'Exporteer XSD per functie');
    const dialog = await screen.findByRole('dialog', { name: 'Exporteer XSD per functie: Reis Compleet' });
    expect(await within(dialog).findByText('Actieve functies kunnen niet worden bepaald.')).toBeInTheDocument();
    // The toast says it too (001 §8), and the list is treated as empty: nothing to choose or download.
    await waitFor(() => expect(screen.getAllByText('Actieve functies kunnen niet worden bepaald.')).toHaveLength(2));
    expect(within(dialog).queryByRole('combobox', { name: 'Functie' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(texts.noActiveFunctionsToExport)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Downloaden' })).toBeDisabled();
    expect(server.requests.filter((request) => request.url.pathname.includes('VerifyMultipleInstancesSchema'))).toHaveLength(0);
  });

  it('hides the 2020-12 choice without the flag', async () => {
    const server = listed(new FetchStub(), afd2).on('GET', /VerifyMultipleInstancesSchema/, () => json([]));
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await openMenuItem(user, 'Exporteer JSON schema per functie');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'JSON Schema-versie' })).not.toBeInTheDocument();
  });
});

describe('certify and publish a definition', () => {
  it('is not offered to a valideerder', async () => {
    const { user } = renderApp(route, { user: demoUsers.validator, server: listed(new FetchStub(), definition) });
    await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
    expect(await screen.findByRole('menuitem', { name: 'Exporteer CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Certificeer en publiceer' })).not.toBeInTheDocument();
  });

  it('keeps download tied to the register, sends the choices, then locks the form and lists what was stored', async () => {
    const bodies: unknown[] = [];
    const server = listed(new FetchStub(), definition).on('POST', /^\/api\/Productdefinities\/GenerateCertifiyPublish\/Voorbeeld Verzekeringen\/Reis Compleet$/, (request: StubRequest) => {
      bodies.push(JSON.parse(String(request.body)));
      return json(published);
    });
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await openMenuItem(user, 'Certificeer en publiceer');
    const dialog = await screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
    const certify = within(dialog).getByRole('checkbox', { name: /Certificeren/ });
    const register = within(dialog).getByRole('checkbox', { name: 'Zichtbaar in register' });
    const download = within(dialog).getByRole('checkbox', { name: 'Ook aanbieden als download' });
    expect(certify).toBeChecked();
    expect(certify).toBeDisabled();
    await user.click(download);
    expect(download).toBeChecked();
    // Changing one's mind: out of the register clears and locks download; back in leaves it off.
    await user.click(register);
    expect(download).not.toBeChecked();
    expect(download).toBeDisabled();
    await user.click(register);
    expect(download).not.toBeChecked();
    await user.click(download);

    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findAllByText('Publiceren is gelukt')).not.toHaveLength(0);
    expect(bodies).toEqual([{ isPublished: true, isDownloadable: true, certificationAreaVersion: '1' }]);
    expect(within(dialog).getByText('Reis Compleet-offerte (versie 1)')).toBeInTheDocument();
    expect(register).toBeDisabled();
    expect(download).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Publiceren' })).not.toBeInTheDocument();
    // The modal's own close (×) and the form's 'Sluiten' both close it.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Sluiten' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links each published schema to its certificate page and its column in the register', async () => {
    const server = listed(new FetchStub(), definition).on('POST', /GenerateCertifiyPublish/, () => json(published));
    const { user, router } = renderApp(route, { user: demoUsers.certifier, server });
    await openMenuItem(user, 'Certificeer en publiceer');
    const dialog = await screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    const register = `/published-schema-overview?organization=Voorbeeld+Verzekeringen&baselineid=${published.baselineId}`;
    for (const schema of published.schemas) {
      expect(await within(dialog).findByRole('link', { name: `Certificaat van ${schema.schemaName}` })).toHaveAttribute('href', `/certificaat/${schema.kenmerk}`);
      expect(within(dialog).getByRole('link', { name: `${schema.schemaName} in het register` })).toHaveAttribute('href', register);
    }
    // Following a link leaves the list for that page.
    await user.click(within(dialog).getByRole('link', { name: 'Certificaat van Reis Compleet-offerte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificaat/AFD-2026-0001'));
  });

  it('shows for a version 2 what it breaks in version 1, with the counterexample message (issue 32)', async () => {
    const counterexample = '<Offerte><PP_BRANCHE>021</PP_BRANCHE></Offerte>';
    const second: PublishDefinitionResult = {
      ...published,
      schemas: [
        {
          function: 'offerte',
          schemaName: 'Reis Compleet-offerte',
          version: 2,
          kenmerk: 'AFD-2026-0003',
          compatibility: {
            version: 2,
            transitive: false,
            against: [
              {
                version: 1,
                newAcceptedByOld: { verdict: 'niet-compatibel', counterexample: { message: counterexample, validUnder: 'nieuw' }, reasons: ['PP_BRANCHE staat 021 toe.'] },
                oldAcceptedByNew: { verdict: 'compatibel' },
              },
            ],
            breaks: [1],
          },
        },
        {
          function: 'mutatie',
          schemaName: 'Reis Compleet-mutatie',
          version: 2,
          kenmerk: 'AFD-2026-0004',
          compatibility: { version: 2, transitive: false, against: [{ version: 1, newAcceptedByOld: { verdict: 'compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } }], breaks: [] },
        },
      ],
    };
    const server = listed(new FetchStub(), definition).on('POST', /GenerateCertifiyPublish/, () => json(second));
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await openMenuItem(user, 'Certificeer en publiceer');
    const dialog = await screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await within(dialog).findByText('niet compatibel met versie 1')).toBeInTheDocument();
    expect(within(dialog).getByText('compatibel met vorige versie')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tegenvoorbeeld: geldig onder de nieuwe versie, geweigerd door de oude').textContent).toBe(counterexample);
  });

  it('links the certificate only, and says so, when the schemas stay out of the register', async () => {
    const server = listed(new FetchStub(), definition).on('POST', /GenerateCertifiyPublish/, () => json({ ...published, isPublished: false, isDownloadable: false }));
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await openMenuItem(user, 'Certificeer en publiceer');
    const dialog = await screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Zichtbaar in register' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await within(dialog).findByRole('link', { name: 'Certificaat van Reis Compleet-mutatie' })).toHaveAttribute('href', '/certificaat/AFD-2026-0002');
    expect(within(dialog).queryByRole('link', { name: /in het register/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(texts.notInRegister)).toBeInTheDocument();
  });

  it('shows the refusal with the findings per function and publishes nothing more', async () => {
    let calls = 0;
    const server = listed(new FetchStub(), definition).on('POST', /GenerateCertifiyPublish/, () => {
      calls += 1;
      return problem({
        status: 422,
        title: 'Niet gecertificeerd',
        detail: "Het gegenereerde schema voor functie 'offerte' certificeert niet tegen de baseline; er is niets gepubliceerd.",
        errors: { offerte: ['Attribuut PP@PP_NAAM is ruimer dan de baseline.'] },
      });
    });
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await openMenuItem(user, 'Certificeer en publiceer');
    const dialog = await screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findAllByText('Publiceren is mislukt.')).not.toHaveLength(0);
    expect(within(dialog).getByText('Attribuut PP@PP_NAAM is ruimer dan de baseline.')).toBeInTheDocument();
    expect(within(dialog).getByText('offerte')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Zichtbaar in register' })).toBeDisabled();
    expect(calls).toBe(1);
  });

  it('Annuleren publishes nothing; what was published stays on screen as it was chosen', async () => {
    const bodies: unknown[] = [];
    const server = listed(new FetchStub(), definition).on('POST', /GenerateCertifiyPublish/, (request: StubRequest) => {
      bodies.push(JSON.parse(String(request.body)));
      return json(published);
    });
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await openMenuItem(user, 'Certificeer en publiceer');
    let dialog = await screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ook aanbieden als download' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);

    await openMenuItem(user, 'Certificeer en publiceer');
    dialog = await screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
    // A new modal starts from the defaults again.
    expect(within(dialog).getByRole('checkbox', { name: 'Ook aanbieden als download' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Zichtbaar in register' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await screen.findAllByText('Publiceren is gelukt')).not.toHaveLength(0);
    expect(bodies).toEqual([{ isPublished: false, isDownloadable: false, certificationAreaVersion: '1' }]);
    expect(within(dialog).getByRole('checkbox', { name: 'Zichtbaar in register' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Zichtbaar in register' })).toBeDisabled();
  });

  it('refuses up front when the definition has no active function (001 §8)', async () => {
    const inactive = { ...definition, functions: definition.functions.map((fn) => ({ ...fn, active: false })) };
    const { user } = renderApp(route, { user: demoUsers.administrator, server: listed(new FetchStub(), inactive) });
    await openMenuItem(user, 'Certificeer en publiceer');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deze AFD-definitie heeft geen actieve functies en kan daarom niet worden gepubliceerd.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publiceren' })).toBeDisabled();
  });
});

describe('test a message', () => {
  it.each([
    ['AFD 1.0', definition],
    ['AFD 2.0', afd2],
  ])("leads an %s definition to 'Bericht testen'", async (_version, listedDefinition) => {
    const { user } = renderApp(route, { user: demoUsers.validator, server: listed(new FetchStub(), listedDefinition) });
    await openMenuItem(user, 'Bericht testen');
    expect(await screen.findByRole('heading', { name: 'Bericht testen' })).toBeInTheDocument();
  });

  it('keeps the item off for a definition whose library is gone', async () => {
    const { user } = renderApp(route, { user: demoUsers.validator, server: listed(new FetchStub(), { ...definition, baselineLibraryId: null }) });
    await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
    expect(await screen.findByRole('menuitem', { name: 'Bericht testen' })).toBeDisabled();
  });
});
