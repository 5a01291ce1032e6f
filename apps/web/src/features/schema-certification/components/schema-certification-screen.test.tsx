import { createHash } from 'node:crypto';
import type { CurrentUser, UploadResult } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCombinations, testDimensionIds, testDimensionLists } from '@/components/baseline-key-selects/baseline-key-fixtures';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { XhrThroughFetch } from '@/testing/xhr-through-fetch';

const tempFileId = '11111111-1111-4111-8111-111111111111';
const validResult: UploadResult = {
  messages: [{ severity: 0, message: 'Let op', description: 'Een waarschuwing, regel 3' }],
  xsdSchema: '<xs:schema/>',
  tempFileId,
  manualvalidation: false,
  fileName: 'afdSchema.xsd',
};
const invalidResult: UploadResult = {
  ...validResult,
  tempFileId: null,
  messages: [{ severity: 1, message: 'Element PP_XYZ bestaat niet in de baseline', description: 'afdSchema.xsd, regel 12' }],
};
const manualResult: UploadResult = {
  ...validResult,
  manualvalidation: true,
  messages: [{ severity: 0, message: 'xs:any kan niet automatisch beoordeeld worden', description: 'regel 20' }],
};
// Version 2 adds a code: receivers on version 1 refuse its messages (issue 32).
const secondVersionCompatibility = {
  version: 2,
  transitive: false,
  against: [
    {
      version: 1,
      newAcceptedByOld: { verdict: 'niet-compatibel', counterexample: { message: '<PP><PP_BRANCHE>021</PP_BRANCHE></PP>', validUnder: 'nieuw' }, reasons: ['PP_BRANCHE staat 021 toe.'] },
      oldAcceptedByNew: { verdict: 'compatibel' },
    },
  ],
  breaks: [1],
};
const certified = { organisation: 'Voorbeeld Verzekeringen', name: 'Mijn schema', version: 1, fileName: 'Mijn schema.xsd', enrichedXsd: '<xs:schema><!-- verrijkt --></xs:schema>', kenmerk: 'K7Q2-9XZM-3B4T-HP6R' };

const createObjectUrl = vi.fn((_blob: Blob) => 'blob:verrijkt');
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', XhrThroughFetch);
  // jsdom has no object URLs; the enriched XSD is offered through one.
  createObjectUrl.mockClear();
  Object.assign(URL, { createObjectURL: createObjectUrl, revokeObjectURL: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

function serverAnswering(validation: Response | (() => Response | Promise<Response>)) {
  const uploads: FormData[] = [];
  const server = new FetchStub()
    .on('GET', '/api/dimensions', testDimensionLists)
    .on('GET', '/api/DimensionCombinations', testCombinations)
    .on('POST', '/api/OrganisationSchemas', ({ body }: StubRequest) => {
      uploads.push(body as FormData);
      return typeof validation === 'function' ? validation() : validation.clone();
    });
  return { server, uploads };
}

const xsdFile = (name = 'afdSchema.xsd') => new File(['<xs:schema/>'], name, { type: 'application/xml' });
const validateButton = () => screen.getByRole('button', { name: 'Valideer' });

async function chooseFileAndKey(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('Bestand kiezen'), xsdFile());
  await waitFor(() => expect(screen.getByRole('option', { name: 'Schade' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('SIVI Community'), 'Schade');
  await user.selectOptions(screen.getByLabelText('Berichtsoort'), 'Contractbericht');
  await user.selectOptions(screen.getByLabelText('Domein'), 'Particulier');
}

async function validateAs(user: CurrentUser, server: FetchStub) {
  const context = renderApp('/uploadvalidationxsd', { user, server });
  await chooseFileAndKey(context.user);
  await context.user.click(validateButton());
  return context;
}

describe('Certificeer schema / Valideer schema', () => {
  it("is titled 'Certificeer schema' for certifiers and administrators, 'Valideer schema' for validators", async () => {
    const { unmount } = renderApp('/uploadvalidationxsd', { user: demoUsers.certifier, server: serverAnswering(json(validResult)).server });
    expect(await screen.findByRole('heading', { name: 'Certificeer schema', level: 1 })).toBeInTheDocument();
    unmount();
    const second = renderApp('/uploadvalidationxsd', { user: demoUsers.administrator, server: serverAnswering(json(validResult)).server });
    expect(await screen.findByRole('heading', { name: 'Certificeer schema', level: 1 })).toBeInTheDocument();
    second.unmount();
    renderApp('/uploadvalidationxsd', { user: demoUsers.validator, server: serverAnswering(json(validResult)).server });
    expect(await screen.findByRole('heading', { name: 'Valideer schema', level: 1 })).toBeInTheDocument();
  });

  it('offers only version-1 certification areas and enables Valideer once a file and the whole key are chosen', async () => {
    const { user } = renderApp('/uploadvalidationxsd', { user: demoUsers.certifier, server: serverAnswering(json(validResult)).server });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Schade' })).toBeInTheDocument());
    const certificationAreas = Array.from((screen.getByLabelText('SIVI Community') as HTMLSelectElement).options).map((option) => option.text);
    expect(certificationAreas).toEqual(['', 'Schade']);
    expect(validateButton()).toBeDisabled();
    await chooseFileAndKey(user);
    expect(validateButton()).toBeEnabled();
  });

  it("validates, says 'Schema is valide.', and lets a certifier certify under a trimmed name and download the enriched XSD", async () => {
    const { server, uploads } = serverAnswering(json(validResult));
    const certifyCalls: URL[] = [];
    server.on('POST', '/api/OrganisationSchemas/Certify', ({ url }: StubRequest) => {
      certifyCalls.push(url);
      return json(certified);
    });
    const { user } = await validateAs(demoUsers.certifier, server);

    expect(await screen.findByText('Schema is valide.')).toBeInTheDocument();
    const upload = uploads[0];
    expect(upload?.get('certificationArea')).toBe(testDimensionIds.schade);
    expect(upload?.get('messageType')).toBe(testDimensionIds.contractbericht);
    expect(upload?.get('applicationArea')).toBe(testDimensionIds.particulier);
    expect((upload?.get('file') as File).name).toBe('afdSchema.xsd');
    const table = screen.getByRole('table', { name: 'Meldingen' });
    expect(within(table).getByText('Let op')).toBeInTheDocument();

    const certifyButton = screen.getByRole('button', { name: 'Certificeren' });
    expect(certifyButton).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), '  Mijn schema  ');
    await user.click(certifyButton);
    expect(await screen.findByText('Certificering is succesvol zonder fouten.')).toBeInTheDocument();
    expect(screen.getByText("Het schema is opgeslagen als 'Mijn schema'")).toBeInTheDocument();
    // Issue 18: the certificate's public page, by its kenmerk.
    expect(screen.getByRole('link', { name: 'K7Q2-9XZM-3B4T-HP6R' })).toHaveAttribute('href', '/certificaat/K7Q2-9XZM-3B4T-HP6R');
    expect(certifyCalls[0]?.searchParams.get('name')).toBe('Mijn schema');
    expect(certifyCalls[0]?.searchParams.get('tempFileId')).toBe(tempFileId);
    expect(certifyCalls[0]?.searchParams.get('overwrite')).toBe('false');
    // The server certifies the upload only as the file on screen.
    expect(certifyCalls[0]?.searchParams.get('fileSha256')).toBe(createHash('sha256').update('<xs:schema/>').digest('hex'));
    const link = screen.getByRole('link', { name: 'Verrijkte XSD downloaden' });
    expect(link).toHaveAttribute('href', 'blob:verrijkt');
    expect(link).toHaveAttribute('download', 'Mijn schema.xsd');
    expect(createObjectUrl).toHaveBeenCalled();
    expect(await createObjectUrl.mock.calls[0]?.[0].text()).toBe(certified.enrichedXsd);
  });

  it('forgets the validation when the user drops another file, so the earlier file can never be certified under the new one', async () => {
    const { server, uploads } = serverAnswering(json(validResult));
    const { user } = await validateAs(demoUsers.certifier, server);
    expect(await screen.findByRole('button', { name: 'Certificeren' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Bestand kiezen'), xsdFile('ander-schema.xsd'));
    expect(screen.queryByRole('button', { name: 'Certificeren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Meldingen' })).not.toBeInTheDocument();

    await user.click(validateButton());
    expect(await screen.findByRole('button', { name: 'Certificeren' })).toBeInTheDocument();
    expect((uploads[1]?.get('file') as File).name).toBe('ander-schema.xsd');
  });

  it("asks 'Weet u dit zeker? De opgegeven naam is al in gebruik' and certifies again once confirmed", async () => {
    const { server } = serverAnswering(json(validResult));
    const overwrites: (string | null)[] = [];
    server.on('POST', '/api/OrganisationSchemas/Certify', ({ url }: StubRequest) => {
      overwrites.push(url.searchParams.get('overwrite'));
      return url.searchParams.get('overwrite') === 'true'
        ? json({ ...certified, version: 2, compatibility: secondVersionCompatibility })
        : problem({ status: 409, title: 'Naam in gebruik', detail: 'Weet u dit zeker? De opgegeven naam is al in gebruik' });
    });
    const { user } = await validateAs(demoUsers.certifier, server);
    await user.type(await screen.findByRole('textbox', { name: 'Naam' }), 'Mijn schema');
    await user.click(screen.getByRole('button', { name: 'Certificeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestiging' });
    expect(within(dialog).getByText('Weet u dit zeker? De opgegeven naam is al in gebruik')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Certificering is succesvol zonder fouten.')).toBeInTheDocument();
    expect(overwrites).toEqual(['false', 'true']);
    // Issue 32: version 2 compared with the published version 1: what breaks, with its counterexample.
    const compatibility = screen.getByTestId('compatibility-2');
    expect(within(compatibility).getByText('niet compatibel met versie 1')).toBeInTheDocument();
    expect(within(compatibility).getByLabelText('Tegenvoorbeeld: geldig onder de nieuwe versie, geweigerd door de oude').textContent).toBe('<PP><PP_BRANCHE>021</PP_BRANCHE></PP>');
  });

  it("says 'Certificering mislukt.' with the server's reason", async () => {
    const { server } = serverAnswering(json(validResult));
    server.on('POST', '/api/OrganisationSchemas/Certify', () => problem({ status: 404, title: 'Upload niet gevonden', detail: 'Het geüploade schema is niet (meer) gevonden.' }));
    const { user } = await validateAs(demoUsers.certifier, server);
    await user.type(await screen.findByRole('textbox', { name: 'Naam' }), 'Mijn schema');
    await user.click(screen.getByRole('button', { name: 'Certificeren' }));
    expect(await screen.findByText('Certificering mislukt.')).toBeInTheDocument();
    expect(screen.getByText('Het geüploade schema is niet (meer) gevonden.')).toBeInTheDocument();
    expect(screen.queryByText(/Het schema is opgeslagen als/)).not.toBeInTheDocument();
  });

  it('shows the errors of an invalid schema and offers no certification', async () => {
    await validateAs(demoUsers.certifier, serverAnswering(json(invalidResult)).server);
    const table = await screen.findByRole('table', { name: 'Meldingen' });
    expect(within(table).getByText('Element PP_XYZ bestaat niet in de baseline').closest('tr')).toHaveAttribute('data-severity', 'error');
    expect(screen.queryByText('Schema is valide.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Certificeren' })).not.toBeInTheDocument();
  });

  it("offers a refusal's example message as 'Voorbeeldbericht' and says so where there is none (issue 18)", async () => {
    const content = '<?xml version="1.0" encoding="UTF-8"?>\n<Contractbericht xmlns="urn:org"/>\n';
    const withExamples: UploadResult = {
      ...invalidResult,
      messages: [
        { severity: 1, message: 'Een verplichte entiteit ontbreekt.', description: 'afdSchema.xsd, regel 11', example: { kind: 'built', fileName: 'voorbeeldbericht.xml', mediaType: 'application/xml', content } },
        { severity: 1, message: 'De inhoud staat een volgorde toe die de baseline niet toestaat.', description: 'afdSchema.xsd, regel 20', example: { kind: 'none', reason: 'Er kon geen voorbeeldbericht worden gemaakt dat dit schema goedkeurt en de baseline afkeurt.' } },
        { severity: 0, message: 'Let op', description: 'regel 3' },
      ],
    };
    const { user } = await validateAs(demoUsers.certifier, serverAnswering(json(withExamples)).server);
    const rows = within(await screen.findByRole('table', { name: 'Meldingen' })).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('Er kon geen voorbeeldbericht worden gemaakt dat dit schema goedkeurt en de baseline afkeurt.')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Voorbeeldbericht downloaden: Een verplichte entiteit ontbreekt.' }));
    const blob = createObjectUrl.mock.calls.at(-1)?.[0];
    expect(blob?.type).toBe('application/xml');
    expect(await blob?.text()).toBe(content);
  });

  it('gives a validator the contact notice when manual validation is needed, and a validator never a Certificeren button', async () => {
    await validateAs(demoUsers.validator, serverAnswering(json({ ...manualResult, tempFileId: null })).server);
    const notice = (await screen.findByText('Dit schema kan (nog) niet automatisch gevalideerd worden')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'support@example.nl' })).toHaveAttribute('href', 'mailto:support@example.nl');
    expect(screen.queryByRole('button', { name: 'Aanvraag versturen' })).not.toBeInTheDocument();
  });

  it("lets a certifier ask for manual certification: 'Aanvraag is succesvol verzonden.'", async () => {
    const { server } = serverAnswering(json(manualResult));
    const bodies: unknown[] = [];
    server.on('POST', '/api/ManualCertifiedSchemas/CreateRequest', async ({ body }: StubRequest) => {
      bodies.push(JSON.parse(String(body)));
      return json({ id: '22222222-2222-4222-8222-222222222222' }, 201);
    });
    const { user } = await validateAs(demoUsers.certifier, server);
    expect(await screen.findByText('Na uw aanvraag nemen wij binnen 5 werkdagen contact met u op.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), ' Handmatig ');
    await user.type(screen.getByRole('textbox', { name: 'Omschrijving' }), 'Gebruikt xs:any');
    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
    expect(await screen.findByText('Aanvraag is succesvol verzonden.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Handmatig',
        description: 'Gebruikt xs:any',
        tempFileId,
        fileName: 'afdSchema.xsd',
        certificationAreaId: testDimensionIds.schade,
        messageTypeId: testDimensionIds.contractbericht,
        applicationAreaId: testDimensionIds.particulier,
      },
    ]);
  });

  it("says 'Aanvraag is mislukt.' when the request fails", async () => {
    const { server } = serverAnswering(json(manualResult));
    server.on('POST', '/api/ManualCertifiedSchemas/CreateRequest', () => problem({ status: 409, title: 'Geen organisatie', detail: 'Organisatie van de gebruiker is onbekend' }));
    const { user } = await validateAs(demoUsers.certifier, server);
    await user.type(await screen.findByRole('textbox', { name: 'Naam' }), 'Handmatig');
    await user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
    expect(await screen.findByText('Aanvraag is mislukt.')).toBeInTheDocument();
  });

  it("shows the server's message and clears the file when validation is refused, and 'Upload mislukt: oorzaak onbekend' without an answer", async () => {
    const refused = serverAnswering(() => problem({ status: 400, title: 'Onbekende sleutel', detail: 'Deze combinatie van community, berichtsoort en domein bestaat niet of is niet toegestaan.' }));
    const { unmount } = await validateAs(demoUsers.certifier, refused.server);
    expect(await screen.findByText('Deze combinatie van community, berichtsoort en domein bestaat niet of is niet toegestaan.')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    unmount();
    await validateAs(demoUsers.certifier, serverAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).server);
    expect(await screen.findByText('Upload mislukt: oorzaak onbekend')).toBeInTheDocument();
  });

  it('refuses a file of another type before uploading', async () => {
    const { server, uploads } = serverAnswering(json(validResult));
    renderApp('/uploadvalidationxsd', { user: demoUsers.certifier, server });
    const dropper = userEvent.setup({ applyAccept: false });
    await dropper.upload(await screen.findByLabelText('Bestand kiezen'), new File(['{}'], 'schema.json', { type: 'application/json' }));
    expect(await screen.findByText('schema.json heeft een ongeldig bestandstype.')).toBeInTheDocument();
    expect(validateButton()).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  it("says 'Ophalen dimensies is mislukt' when the selects cannot be loaded", async () => {
    const server = new FetchStub()
      .on('GET', '/api/dimensions', () => problem({ status: 500, title: 'Interne serverfout' }))
      .on('GET', '/api/DimensionCombinations', testCombinations);
    renderApp('/uploadvalidationxsd', { user: demoUsers.certifier, server });
    expect(await screen.findByText('Ophalen dimensies is mislukt')).toBeInTheDocument();
  });
});
