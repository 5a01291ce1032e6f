import { openApiDescriptionSchema, type OpenApiDescriptionInput, type DefinitionSummary } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { listedDefinition, listOrganisation, listRoute } from './definition-list.fixture';

// 'Certificeer en publiceer' as OpenAPI description (001 §2 'Publish modal', §8 'Publish'): the
// choice is offered for an AFD 2.0 definition with a description (flag AosOpenApi), preselected
// when the last publication was one; the stored description is validated before it is registered.

const organisation = listOrganisation;
const route = listRoute;

const definition = listedDefinition({ certificationAreaVersion: '2', hasOpenApiDescription: true });

const description: OpenApiDescriptionInput = {
  info: { title: 'Reis API', version: '001.00' },
  paths: [{ path: '/offertes', pathItem: { post: { isActive: true, requestBody: { afdFunctionName: 'offerte' } } } }],
};

const metadataPath = /^\/api\/OrganisationSchemas\/MetaData\/Voorbeeld Verzekeringen\/Reis Compleet$/;
const storedPath = /^\/api\/OpenApi\/openApiDescriptions\/Voorbeeld Verzekeringen\/Reis Compleet$/;
const registerPath = /^\/api\/OpenApi\/openApiDescriptions\/register\/Voorbeeld Verzekeringen\/Reis Compleet$/;
const publishPath = /^\/api\/Productdefinities\/GenerateCertifiyPublish\/Voorbeeld Verzekeringen\/Reis Compleet$/;

function server(listed: DefinitionSummary, { lastWasOpenApi }: { lastWasOpenApi: boolean | null }) {
  return new FetchStub()
    .on('GET', '/api/Productdefinities/Schade/Contractbericht/Particulier', () => json([listed]))
    .on('GET', metadataPath, () =>
      lastWasOpenApi === null
        ? problem({ status: 404, title: 'Niet gevonden', detail: 'Schema bestaat niet.' })
        : json({ isPublished: true, isDownloadable: false, isOpenApiDescription: lastWasOpenApi }),
    )
    .on('GET', storedPath, () => json({ description, functions: ['offerte'], revision: 3 }));
}

async function openPublish(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Acties voor Reis Compleet' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Certificeer en publiceer' }));
  return screen.findByRole('dialog', { name: 'Certificeer en publiceer: Reis Compleet' });
}

describe('publishing an OpenAPI description from the publish modal', () => {
  it('preselects the OpenAPI choice after an OpenAPI publication, validates the stored description, then registers it with the choices', async () => {
    const validated: unknown[] = [];
    const registered: unknown[] = [];
    const stub = server(definition, { lastWasOpenApi: true })
      .on('POST', '/api/openapi/openapidescriptions/validator', (request: StubRequest) => {
        validated.push(JSON.parse(String(request.body)));
        return json([]);
      })
      .on('POST', registerPath, (request: StubRequest) => {
        registered.push(JSON.parse(String(request.body)));
        return json({ schemaName: 'Reis Compleet', version: 2, kenmerk: 'AFD-2026-0003', organisation: 'Voorbeeld Verzekeringen', baselineId: '22222222-2222-4222-8222-222222222222', isPublished: true, isDownloadable: true });
      });
    const { user } = renderApp(route, { user: demoUsers.certifier, server: stub, featureFlags: ['AosOpenApi'] });
    const dialog = await openPublish(user);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'OpenAPI Description' })).toBeChecked());
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ook aanbieden als download' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));

    expect(await screen.findAllByText('Publiceren is gelukt')).not.toHaveLength(0);
    expect(within(dialog).getByText('Reis Compleet (versie 2)')).toBeInTheDocument();
    // The stored description as the server answered it (with its defaults), unchanged.
    expect(validated).toEqual([{ organization: organisation, afdDefinitionName: 'Reis Compleet', description: openApiDescriptionSchema.parse(description) }]);
    expect(registered).toEqual([{ isPublished: true, isDownloadable: true }]);
    expect(within(dialog).getByRole('radio', { name: 'AFD-definitie' })).toBeDisabled();
  });

  it('shows the validator’s errors with the spec’s text and registers nothing', async () => {
    let registers = 0;
    const stub = server(definition, { lastWasOpenApi: true })
      .on('POST', '/api/openapi/openapidescriptions/validator', () => json(["Path '/offertes': operation POST heeft geen responses"]))
      .on('POST', registerPath, () => {
        registers += 1;
        return json({});
      });
    const { user } = renderApp(route, { user: demoUsers.certifier, server: stub, featureFlags: ['AosOpenApi'] });
    const dialog = await openPublish(user);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'OpenAPI Description' })).toBeChecked());
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));

    expect(await within(dialog).findByText('OpenAPI Description is ongeldig, pas deze aan en probeer opnieuw.')).toBeInTheDocument();
    expect(within(dialog).getByText("Path '/offertes': operation POST heeft geen responses")).toBeInTheDocument();
    expect(screen.getAllByText('Publiceren is mislukt.')).not.toHaveLength(0);
    expect(registers).toBe(0);
  });

  it('says the validation failed when the validator cannot be asked, and registers nothing', async () => {
    let registers = 0;
    const stub = server(definition, { lastWasOpenApi: true })
      .on('POST', '/api/openapi/openapidescriptions/validator', () => problem({ status: 500, title: 'Serverfout', detail: 'Er ging iets mis.' }))
      .on('POST', registerPath, () => {
        registers += 1;
        return json({});
      });
    const { user } = renderApp(route, { user: demoUsers.certifier, server: stub, featureFlags: ['AosOpenApi'] });
    const dialog = await openPublish(user);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'OpenAPI Description' })).toBeChecked());
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));

    expect(await screen.findAllByText('OpenAPI Description validatie is mislukt')).toHaveLength(2);
    expect(registers).toBe(0);
  });

  it('shows the register’s refusal with its errors when the server finds the description invalid after all', async () => {
    const stub = server(definition, { lastWasOpenApi: false })
      .on('POST', '/api/openapi/openapidescriptions/validator', () => json([]))
      .on('POST', registerPath, () =>
        problem({
          status: 422,
          title: 'Ongeldige OpenAPI Description',
          detail: 'OpenAPI Description is ongeldig, pas deze aan en probeer opnieuw.',
          errors: { openApiDescription: ["Functie 'offerte' is niet meer actief."] },
        }),
      );
    const { user } = renderApp(route, { user: demoUsers.certifier, server: stub, featureFlags: ['AosOpenApi'] });
    const dialog = await openPublish(user);
    // The last publication was the AFD definition: that stays the default until the user chooses.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'AFD-definitie' })).toBeChecked());
    await user.click(within(dialog).getByRole('radio', { name: 'OpenAPI Description' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await within(dialog).findByText("Functie 'offerte' is niet meer actief.")).toBeInTheDocument();
    expect(within(dialog).getByText('OpenAPI Description is ongeldig, pas deze aan en probeer opnieuw.')).toBeInTheDocument();
  });

  it('publishes the AFD definition when the user changes their mind back from OpenAPI', async () => {
    const published: unknown[] = [];
    let validations = 0;
    const stub = server(definition, { lastWasOpenApi: true })
      .on('POST', '/api/openapi/openapidescriptions/validator', () => {
        validations += 1;
        return json([]);
      })
      .on('POST', publishPath, (request: StubRequest) => {
        published.push(JSON.parse(String(request.body)));
        return json({ schemas: [{ function: 'offerte', schemaName: 'Reis Compleet-offerte', version: 1, kenmerk: 'AFD-2026-0004' }], organisation: 'Voorbeeld Verzekeringen', baselineId: '22222222-2222-4222-8222-222222222222', isPublished: true, isDownloadable: false });
      });
    const { user } = renderApp(route, { user: demoUsers.certifier, server: stub, featureFlags: ['AosOpenApi'] });
    const dialog = await openPublish(user);
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'OpenAPI Description' })).toBeChecked());
    await user.click(within(dialog).getByRole('radio', { name: 'AFD-definitie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publiceren' }));
    expect(await within(dialog).findByText('Reis Compleet-offerte (versie 1)')).toBeInTheDocument();
    expect(published).toEqual([{ isPublished: true, isDownloadable: false, certificationAreaVersion: '2', jsonSchemaVersion: '201909' }]);
    expect(validations).toBe(0);
  });

  it("says 'Fout opgetreden' when the last publication cannot be read, and starts at the AFD definition", async () => {
    const stub = server(definition, { lastWasOpenApi: true }).on('GET', metadataPath, () => problem({ status: 500, title: 'Serverfout', detail: 'Database niet bereikbaar.' }));
    const { user } = renderApp(route, { user: demoUsers.certifier, server: stub, featureFlags: ['AosOpenApi'] });
    const dialog = await openPublish(user);
    expect(await screen.findByText('Fout opgetreden')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'AFD-definitie' })).toBeChecked();
  });

  it('offers no choice without the flag, for AFD 1.0, or without a stored description', async () => {
    for (const [listed, flags] of [
      [definition, []],
      [{ ...definition, certificationAreaVersion: '1' }, ['AosOpenApi']],
      [{ ...definition, hasOpenApiDescription: false }, ['AosOpenApi']],
    ] as const) {
      const { user, unmount } = renderApp(route, { user: demoUsers.certifier, server: server(listed, { lastWasOpenApi: true }), featureFlags: [...flags] });
      const dialog = await openPublish(user);
      expect(within(dialog).getByRole('checkbox', { name: 'Zichtbaar in register' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('radio', { name: 'OpenAPI Description' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
