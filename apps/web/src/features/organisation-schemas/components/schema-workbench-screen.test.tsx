import type { SchemaMessageCheckResult } from '@afd/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// 'Bericht testen' on a certified organisation schema (issue 18, point 5), the whole screen
// against a stubbed server: a pasted or picked message is sent for the schema in the address, the
// findings show as a table with their place, none as a plain success; changing the message drops
// the result; a refusal shows the server's reason; 'Terug' leads to 'Beheer schema's'.

const route = '/organisationschemas/Polderzeker/Polderzeker-Autoverzekering/bericht-testen';
const checkPath = '/api/OrganisationSchemas/Workbench/Polderzeker/Polderzeker-Autoverzekering';
const result: SchemaMessageCheckResult = {
  schema: 'Polderzeker-Autoverzekering',
  findings: [{ kind: 'schema', path: 'Contractbericht/PP/PP_BRANCHE', message: "De waarde '020' komt niet voor in de toegestane waarden.", source: 'xsd' }],
};

function backend(answer: () => Response = () => json(result)) {
  const messages: string[] = [];
  const server = new FetchStub().on('POST', checkPath, (request: StubRequest) => {
    messages.push((JSON.parse(String(request.body)) as { message: string }).message);
    return answer();
  });
  return { server, messages };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Bericht' });

describe('Bericht testen on a certified schema', () => {
  it('sends the message for the schema and shows each finding with its place, and drops it when the message changes', async () => {
    const { server, messages } = backend();
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    expect(await screen.findByRole('heading', { name: 'Bericht testen' })).toBeInTheDocument();
    expect(screen.getByText('Polderzeker-Autoverzekering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Controleer' })).toBeDisabled();

    await user.click(messageBox());
    await user.paste('<Contractbericht/>');
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    const table = await screen.findByRole('table', { name: 'Bevindingen' });
    expect(messages).toEqual(['<Contractbericht/>']);
    expect(screen.getByRole('heading', { name: "1 bevinding voor schema 'Polderzeker-Autoverzekering'" })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Schema', 'Contractbericht/PP/PP_BRANCHE', "De waarde '020' komt niet voor in de toegestane waarden."],
    ]);

    await user.type(messageBox(), ' ');
    expect(screen.queryByRole('table', { name: 'Bevindingen' })).not.toBeInTheDocument();
  });

  it('says so plainly when the message has no finding, and reads a chosen file', async () => {
    const { server, messages } = backend(() => json({ schema: 'Polderzeker-Autoverzekering', findings: [] }));
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await screen.findByRole('textbox', { name: 'Bericht' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['<Contractbericht/>'], 'bericht.xml', { type: 'application/xml' }));
    expect(await screen.findByDisplayValue('<Contractbericht/>')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    expect(await screen.findByText("Geen bevindingen: het bericht voldoet aan schema 'Polderzeker-Autoverzekering'.")).toBeInTheDocument();
    expect(messages).toEqual(['<Contractbericht/>']);
  });

  it("shows the server's reason when it cannot check the message", async () => {
    const { server } = backend(() => problem({ status: 422, title: 'Bericht niet te controleren', detail: 'Het bericht is geen bruikbare XML: het bestand bevat een DOCTYPE.' }));
    const { user } = renderApp(route, { user: demoUsers.certifier, server });
    await user.click(await screen.findByRole('textbox', { name: 'Bericht' }));
    await user.paste('<!DOCTYPE a>');
    await user.click(screen.getByRole('button', { name: 'Controleer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Het bericht kon niet worden gecontroleerd');
    expect(alert).toHaveTextContent('Het bericht is geen bruikbare XML: het bestand bevat een DOCTYPE.');
  });

  it("leads back to 'Beheer schema's'", async () => {
    const { server } = backend();
    renderApp(route, { user: demoUsers.certifier, server });
    expect(await screen.findByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/organisationschemas');
  });
});
