import type { RevalidationResult } from '@afd/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FetchStub, json, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const motor: RevalidationResult = {
  certificationArea: 'Schade',
  messageType: 'Contractbericht',
  applicationArea: 'Particulier',
  organisation: 'Polderzeker',
  name: 'Motor',
  messageList: [{ severity: 1, message: 'Element PP_XYZ bestaat niet in de baseline', description: 'afdSchema.xsd, regel 12' }],
};
const woning: RevalidationResult = { ...motor, organisation: 'Zuiderlicht', name: 'Woning', messageList: [{ severity: 1, message: 'maxOccurs te groot', description: 'regel 4' }] };

const button = () => screen.findByRole('button', { name: 'Hervalideer' });

describe('Hervalideer', () => {
  it('lists the schemas that no longer validate, collapsed, each with its messages', async () => {
    let answer: (response: Response) => void = () => {};
    const server = new FetchStub().on('POST', '/api/OrganisationSchemas/Revalidate', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    expect(await screen.findByRole('heading', { name: "Hervalideer schema's", level: 1 })).toBeInTheDocument();
    await user.click(await button());
    expect(await screen.findByLabelText('Hervalidatie loopt')).toBeInTheDocument();
    expect(await button()).toBeDisabled();
    answer(json([motor, woning]));

    const results = await screen.findByRole('table', { name: "Niet meer valide schema's" });
    expect(within(results).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Meldingen',
      'SIVI Community',
      'Berichtsoort',
      'Domein',
      'Organisatie',
      'Naam schema',
    ]);
    const motorToggle = within(results).getByRole('button', { name: 'Meldingen van Polderzeker Motor' });
    expect(within(results).getByRole('button', { name: 'Meldingen van Zuiderlicht Woning' })).toHaveAttribute('aria-expanded', 'false');
    expect(motorToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Meldingen' })).not.toBeInTheDocument();
    await user.click(motorToggle);
    expect(motorToggle).toHaveAttribute('aria-expanded', 'true');
    const messages = await screen.findByRole('table', { name: 'Meldingen' });
    expect(within(messages).getByText('Element PP_XYZ bestaat niet in de baseline')).toBeInTheDocument();
    await user.click(motorToggle);
    expect(screen.queryByRole('table', { name: 'Meldingen' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hervalidatie loopt')).not.toBeInTheDocument();
  });

  it("says 'Hervalidatie gaf geen ongeldige schemas.' when every schema still validates", async () => {
    const server = new FetchStub().on('POST', '/api/OrganisationSchemas/Revalidate', []);
    const { user } = renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    await user.click(await button());
    expect(await screen.findByText('Hervalidatie gaf geen ongeldige schemas.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: "Niet meer valide schema's" })).not.toBeInTheDocument();
  });

  it("says 'Hervalidatie is mislukt.' when the server fails, and the button can be used again", async () => {
    const server = new FetchStub().on('POST', '/api/OrganisationSchemas/Revalidate', () => problem({ status: 403, title: 'Geen toegang', detail: 'U heeft geen toegang tot deze functie.' }));
    const { user } = renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    await user.click(await button());
    expect(await screen.findByText('Hervalidatie is mislukt.')).toBeInTheDocument();
    expect(screen.getByText('U heeft geen toegang tot deze functie.')).toBeInTheDocument();
    expect(await button()).toBeEnabled();
  });
});
