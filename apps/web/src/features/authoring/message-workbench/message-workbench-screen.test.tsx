import type { MessageCheckResult } from '@afd/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// 'Bericht testen' (issue 18, point 5), the whole screen against a stubbed server: the functions
// load (the first active one chosen), a pasted or picked message is sent with the chosen function,
// the findings show as a table with their place, none as a plain success; a result goes as soon
// as the message or the function changes; a refusal and a failed load say why.

const route = '/productdefinitie/Polderzeker/Mobiliteit-Schademelding-Zakelijk%20en%20particulier/Autoschade/bericht-testen';
const functionsPath = '/api/Productdefinities/Functions/Polderzeker/Autoschade';
const checkPath = /^\/api\/Productdefinities\/Workbench\/Polderzeker\/Autoschade\/(.+)$/;
const functions = { functions: [{ name: 'aanvraag', active: false, custom: false }, { name: 'melding', active: true, custom: false }, { name: 'herstel', active: true, custom: true }], revision: 3 };

const findings: MessageCheckResult = {
  function: 'melding',
  findings: [
    { kind: 'schema', path: 'policy[0]', message: "Verplicht attribuut of entiteit 'branch' ontbreekt.", source: 'required' },
    { kind: 'verbandscontrole', path: '', message: 'Verbandscontrole BR1 is niet voldaan. Bij diefstal hoort een object.', source: 'BR1' },
  ],
};

function backend(answer: (request: StubRequest) => Response = () => json(findings)) {
  const checks: { functionName: string; message: string }[] = [];
  const server = new FetchStub()
    .on('GET', functionsPath, () => json(functions))
    .on('POST', checkPath, (request: StubRequest) => {
      checks.push({ functionName: decodeURIComponent(checkPath.exec(request.url.pathname)?.[1] ?? ''), message: (JSON.parse(String(request.body)) as { message: string }).message });
      return answer(request);
    });
  return { server, checks };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Bericht' });

describe('Bericht testen', () => {
  it('sends the message with the first active function and shows each finding with its place', async () => {
    const { server, checks } = backend();
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    expect(await screen.findByRole('heading', { name: 'Bericht testen' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Functie' })).toHaveValue('melding');
    expect(screen.getByRole('button', { name: 'Controleer' })).toBeDisabled();

    await user.click(messageBox());
    await user.paste('{"policy": [{}]}');
    await user.click(screen.getByRole('button', { name: 'Controleer' }));

    const table = await screen.findByRole('table', { name: 'Bevindingen' });
    expect(checks).toEqual([{ functionName: 'melding', message: '{"policy": [{}]}' }]);
    expect(screen.getByRole('heading', { name: "2 bevindingen voor functie 'melding'" })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Schema', 'policy[0]', "Verplicht attribuut of entiteit 'branch' ontbreekt."],
      ['Verbandscontrole', '(het hele bericht)', 'Verbandscontrole BR1 is niet voldaan. Bij diefstal hoort een object.'],
    ]);
  });

  it('drops the result when the message or the function changes, and checks the other function', async () => {
    const { server, checks } = backend();
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('textbox', { name: 'Bericht' }));
    await user.paste('{}');
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    await screen.findByRole('table', { name: 'Bevindingen' });

    await user.type(messageBox(), ' ');
    expect(screen.queryByRole('table', { name: 'Bevindingen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    await screen.findByRole('table', { name: 'Bevindingen' });

    await user.click(screen.getByRole('combobox', { name: 'Functie' }));
    await user.click(await screen.findByRole('option', { name: 'aanvraag (niet actief)' }));
    expect(screen.queryByRole('table', { name: 'Bevindingen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    await screen.findByRole('table', { name: 'Bevindingen' });
    expect(checks.map((check) => check.functionName)).toEqual(['melding', 'melding', 'aanvraag']);
  });

  it('says so plainly when the message has no finding', async () => {
    const { server } = backend(() => json({ function: 'melding', findings: [] }));
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('textbox', { name: 'Bericht' }));
    await user.paste('{}');
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    expect(await screen.findByText("Geen bevindingen: het bericht voldoet aan het schema en de verbandscontroles van functie 'melding'.")).toBeInTheDocument();
  });

  it('reads a chosen file into the message, and refuses one that is too large', async () => {
    const { server, checks } = backend();
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await screen.findByRole('textbox', { name: 'Bericht' });
    const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput(), new File(['{"party": []}'], 'bericht.json', { type: 'application/json' }));
    expect(await screen.findByDisplayValue('{"party": []}')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    await screen.findByRole('table', { name: 'Bevindingen' });
    expect(checks[0]?.message).toBe('{"party": []}');

    const large = new File(['x'], 'groot.json', { type: 'application/json' });
    Object.defineProperty(large, 'size', { value: 3_000_000 });
    await user.upload(fileInput(), large);
    expect(await screen.findByText('groot.json is te groot om te testen (meer dan 2 MB).')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('{"party": []}');
  });

  it("shows the server's reason when it cannot check the message", async () => {
    const { server } = backend(() => problem({ status: 422, title: 'Bericht niet te controleren', detail: 'Het bericht is geen geldige JSON: het bestand houdt onverwacht op (regel 1, kolom 12).' }));
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('textbox', { name: 'Bericht' }));
    await user.paste('{"policy": [');
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het bericht kon niet worden gecontroleerd');
    expect(alert).toHaveTextContent('Het bericht is geen geldige JSON: het bestand houdt onverwacht op (regel 1, kolom 12).');
  });

  it('says the functions could not be loaded, and offers no form', async () => {
    const server = new FetchStub().on('GET', functionsPath, () => problem({ status: 403, title: 'Geen toegang', detail: 'Geen toegangsrechten voor definities van Polderzeker.' }));
    renderApp(route, { user: demoUsers.validator, server });
    expect(await screen.findByText('Ophalen van de functies is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Geen toegangsrechten voor definities van Polderzeker.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Bericht' })).not.toBeInTheDocument();
  });
});

// 'Genereer voorbeeldberichten' on the same screen: one click asks the server for the definition's
// conformance kit and offers the ZIP under the server's name; while it is made the button is busy
// and a status says so; a refusal is shown with its reason and nothing is saved.
describe('Genereer voorbeeldberichten', () => {
  const kitPath = '/api/Productdefinities/Voorbeeldberichten/Polderzeker/Autoschade';
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kit'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the kit under the name the server gives, busy while it is made', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { server } = backend();
    server.on('GET', kitPath, async () => {
      await answered;
      return new Response(new Uint8Array([80, 75, 5, 6]), { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Autoschade-voorbeeldberichten.zip"' } });
    });
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Genereer voorbeeldberichten' }));
    expect(await screen.findByRole('status', { name: 'De voorbeeldberichten worden gemaakt' })).toBeInTheDocument();
    expect(saved).toEqual([]);
    release();
    expect(await screen.findByText('Autoschade-voorbeeldberichten.zip is gedownload.')).toBeInTheDocument();
    expect(saved).toEqual(['Autoschade-voorbeeldberichten.zip']);
    expect(server.requestsTo(kitPath)).toHaveLength(1);
    expect(screen.queryByRole('status', { name: 'De voorbeeldberichten worden gemaakt' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the kit cannot be made, and saves nothing", async () => {
    const { server } = backend();
    server.on('GET', kitPath, () => problem({ status: 409, title: 'Conflict', detail: 'De baseline library van deze definitie bestaat niet meer.' }));
    const { user } = renderApp(route, { user: demoUsers.validator, server });
    await user.click(await screen.findByRole('button', { name: 'Genereer voorbeeldberichten' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De voorbeeldberichten konden niet worden gemaakt');
    expect(alert).toHaveTextContent('De baseline library van deze definitie bestaat niet meer.');
    expect(saved).toEqual([]);
  });
});
