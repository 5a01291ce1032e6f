import type { Certificate } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';

// The certificate's public page (issue 18, point 1): signed out, the facts and status; a dropped
// file is sent for comparison and the verdict shown; unknown kenmerk, failures and files that are
// too large or unreadable get a Dutch text.

const kenmerk = 'K7Q2-9XZM-3B4T-HP6R';
const certificate: Certificate = {
  kenmerk,
  organisation: 'Polderzeker',
  schemaName: 'Autopolis',
  schemaVersion: 2,
  afdVersion: 1,
  origin: 'upload',
  key: { certificationArea: 'Schade', messageType: 'Contractbericht', applicationArea: 'Particulier' },
  baselineLibrary: { createdAt: '2026-11-01T09:30:00.000Z', sha256: 'b'.repeat(64) },
  catalogueVersion: '20260201',
  rules: [{ name: 'BR-PP-VP', sha256: 'c'.repeat(64) }],
  checkerVersion: '1.0.0',
  certifiedAt: '2026-11-28T10:00:00.000Z',
  originalSha256: 'd'.repeat(64),
  enrichedSha256: 'e'.repeat(64),
  status: 'geldig',
  statusReason: null,
  statusChangedAt: null,
  supersededBy: null,
  issuedAtUpgrade: null,
};

const fileInput = () => screen.getByLabelText('Bestand kiezen');
const dropper = () => userEvent.setup({ applyAccept: false });

function renderPage(answer: Certificate | (() => Response) = certificate) {
  const context = renderApp(`/certificaat/${kenmerk}`, { user: null });
  context.server.on('GET', `/api/Certificaten/${kenmerk}`, answer);
  return context;
}

describe('certificate page', () => {
  it('shows the facts and the status of a certificate to a visitor who is not signed in', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: `Certificaat ${kenmerk}` })).toBeInTheDocument();
    expect(await screen.findByTestId('certificate-status')).toHaveTextContent('Geldig');
    const facts = screen.getByRole('table', { name: 'Gegevens van het certificaat' });
    const row = (label: string) => within(facts).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Organisatie')).toHaveTextContent('Polderzeker');
    expect(row('Schema')).toHaveTextContent('Autopolis');
    expect(row('Versie')).toHaveTextContent('2');
    expect(row('Baseline')).toHaveTextContent('Schade / Contractbericht / Particulier (AFD 1.0)');
    expect(row('Catalogusversie')).toHaveTextContent('20260201');
    expect(row('Toegepaste regels')).toHaveTextContent(`BR-PP-VP: ${'c'.repeat(64)}`);
    expect(row('Versie van de controle')).toHaveTextContent('1.0.0');
    expect(row('SHA-256 van de verrijkte kopie')).toHaveTextContent('e'.repeat(64));
  });

  it('says why and since when a certificate is withdrawn, and links to the one that replaced another', async () => {
    renderPage({ ...certificate, status: 'vervangen', statusReason: 'Vervangen door een nieuwere certificering van dit schema.', statusChangedAt: '2026-11-29T08:00:00.000Z', supersededBy: 'AAAA-BBBB-CCCC-DDDD' });
    expect(await screen.findByTestId('certificate-status')).toHaveTextContent('Vervangen');
    expect(screen.getByText('Sinds 29-11-2026: Vervangen door een nieuwere certificering van dit schema.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AAAA-BBBB-CCCC-DDDD' })).toHaveAttribute('href', '/certificaat/AAAA-BBBB-CCCC-DDDD');
  });

  // Issue 33: a schema certified before certificates existed got its certificate at an upgrade,
  // from its stored files; the page says so and when, and a certificate written at certification
  // says nothing of the kind.
  it('says a certificate was issued at the upgrade of the portal, from the stored files, and when', async () => {
    renderPage({ ...certificate, checkerVersion: 'onbekend', issuedAtUpgrade: '2026-11-29T10:30:00.000Z' });
    expect(await screen.findByTestId('certificate-status')).toHaveTextContent('Geldig');
    expect(screen.getByText(/^Uitgegeven bij de upgrade van de portal op 29-11-2026, op grond van de opgeslagen bestanden\./)).toBeInTheDocument();
    expect(screen.getByText(/de verrijkte kopie van toen noemt dit kenmerk daarom niet\.$/)).toBeInTheDocument();
    const facts = screen.getByRole('table', { name: 'Gegevens van het certificaat' });
    expect(within(facts).getByRole('rowheader', { name: 'Versie van de controle' }).closest('tr')).toHaveTextContent('onbekend');
  });

  it('says nothing of an upgrade on a certificate written at certification', async () => {
    renderPage();
    await screen.findByTestId('certificate-status');
    expect(screen.queryByText(/upgrade/)).not.toBeInTheDocument();
  });

  it('says in Dutch that no certificate has an unknown kenmerk', async () => {
    renderPage(() => problem({ status: 404, title: 'Certificaat niet gevonden', detail: `Er is geen certificaat met kenmerk ${kenmerk}.` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Er is geen certificaat met kenmerk ${kenmerk}. Controleer het kenmerk.`);
    expect(screen.queryByLabelText('Bestand kiezen')).not.toBeInTheDocument();
  });

  it('shows the reason when the certificate cannot be loaded', async () => {
    renderPage(() => problem({ status: 500, title: 'Serverfout', detail: 'Er ging iets mis.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het certificaat kan niet worden geladen: Er ging iets mis.');
  });

  it('sends a dropped file and shows whether it matches, then a tampered file that does not', async () => {
    const { server } = renderPage();
    let answer = { outcome: 'verrijkt', sha256: 'e'.repeat(64), message: 'Het bestand komt overeen met de verrijkte kopie.' };
    server.on('POST', `/api/Certificaten/${kenmerk}/Verificatie`, () => json(answer));
    await screen.findByTestId('certificate-status');
    const user = dropper();
    await user.upload(fileInput(), new File(['<xs:schema/>'], 'Autopolis.xsd'));
    const result = await screen.findByTestId('verification-result');
    expect(result).toHaveTextContent('Het bestand komt overeen met de verrijkte kopie.');
    expect(result).toHaveTextContent(`SHA-256 van het bestand: ${'e'.repeat(64)}`);
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent?.body as FormData).get('file') as File).name).toBe('Autopolis.xsd');

    answer = { outcome: 'geen', sha256: 'f'.repeat(64), message: 'Het bestand komt NIET overeen met het gecertificeerde schema of de verrijkte kopie.' };
    await user.upload(fileInput(), new File(['<xs:schema />'], 'Autopolis-gewijzigd.xsd'));
    await waitFor(() => expect(screen.getByTestId('verification-result')).toHaveTextContent('Het bestand komt NIET overeen'));
  });

  it("clears the previous file's verdict when the next file has a wrong type (issue 30)", async () => {
    const { server } = renderPage();
    server.on('POST', `/api/Certificaten/${kenmerk}/Verificatie`, () => json({ outcome: 'origineel', sha256: 'd'.repeat(64), message: 'Het bestand komt overeen met het gecertificeerde schema.' }));
    await screen.findByTestId('certificate-status');
    const user = dropper();
    await user.upload(fileInput(), new File(['<xs:schema/>'], 'Autopolis.xsd'));
    expect(await screen.findByTestId('verification-result')).toHaveTextContent('Het bestand komt overeen met het gecertificeerde schema.');

    await user.upload(fileInput(), new File(['%PDF'], 'Autopolis.pdf'));
    expect(await screen.findByText('Autopolis.pdf heeft een ongeldig bestandstype.')).toBeInTheDocument();
    expect(screen.queryByTestId('verification-result')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    // A good file again clears the type error.
    await user.upload(fileInput(), new File(['<xs:schema/>'], 'Autopolis.xsd'));
    expect(await screen.findByTestId('verification-result')).toBeInTheDocument();
    expect(screen.queryByText('Autopolis.pdf heeft een ongeldig bestandstype.')).not.toBeInTheDocument();
  });

  it('refuses a file that is too large before sending it, and one the browser cannot read', async () => {
    const { server } = renderPage();
    await screen.findByTestId('certificate-status');
    const user = dropper();
    const large = new File(['x'], 'groot.xsd');
    Object.defineProperty(large, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), large);
    expect(await screen.findByRole('alert')).toHaveTextContent('groot.xsd is te groot om te controleren (meer dan 50 MB).');

    const unreadable = new File(['x'], 'kapot.xsd');
    Object.defineProperty(unreadable, 'arrayBuffer', { value: () => Promise.reject(new Error('NotReadableError')) });
    await user.upload(fileInput(), unreadable);
    expect(await screen.findByRole('alert')).toHaveTextContent('kapot.xsd kan niet worden gelezen.');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("shows the server's reason when the check fails", async () => {
    const { server } = renderPage();
    server.on('POST', `/api/Certificaten/${kenmerk}/Verificatie`, () => problem({ status: 500, title: 'Serverfout', detail: 'Er ging iets mis.' }));
    await screen.findByTestId('certificate-status');
    await dropper().upload(fileInput(), new File(['x'], 'schema.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het bestand kan niet worden gecontroleerd: Er ging iets mis.');
  });

  // Issue 28: the server refuses a file larger than the certified ones (413) and an address that
  // checks too often (429); the page shows its sentence as it is, and a later check goes through.
  it.each([
    [413, 'Bestand te groot', 'Het bestand is groter dan het gecertificeerde schema en de verrijkte kopie (ten hoogste 12.345 bytes), dus het is geen van beide.'],
    [429, 'Te veel controles', 'Vanaf uw adres zijn in korte tijd te veel bestanden gecontroleerd. Probeer het over 42 seconden opnieuw.'],
  ])('shows the refusal %i in its own words, and the verdict of a later check', async (status, title, detail) => {
    const { server } = renderPage();
    let refuse = true;
    server.on('POST', `/api/Certificaten/${kenmerk}/Verificatie`, () =>
      refuse ? problem({ status, title, detail }) : json({ outcome: 'origineel', sha256: 'd'.repeat(64), message: 'Het bestand komt overeen met het gecertificeerde origineel.' }),
    );
    await screen.findByTestId('certificate-status');
    const user = dropper();
    await user.upload(fileInput(), new File(['<xs:schema/>'], 'Autopolis.xsd'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(alert).not.toHaveTextContent('kan niet worden gecontroleerd');
    expect(screen.queryByTestId('verification-result')).not.toBeInTheDocument();

    refuse = false;
    await user.upload(fileInput(), new File(['<xs:schema />'], 'Autopolis-2.xsd'));
    expect(await screen.findByTestId('verification-result')).toHaveTextContent('Het bestand komt overeen met het gecertificeerde origineel.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
