import type { JobRunStatus, RevalidationResult, RevalidationStatus } from '@afd/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/dates';
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

const runOf = (runtimeStatus: JobRunStatus['runtimeStatus'], progress: JobRunStatus['progress'] = null, error: string | null = null, interrupted = false): JobRunStatus => ({
  instanceId: 'run-2',
  createdTime: '2026-07-01T12:30:00Z',
  lastUpdatedTime: '2026-07-01T12:30:05Z',
  runtimeStatus,
  progress,
  error,
  interrupted,
});
const completedTime = '2026-07-01T12:31:00Z';
const never: RevalidationStatus = { run: null, lastResult: null };
const completed = (invalidSchemas: RevalidationResult[]): RevalidationStatus => ({ run: runOf('Completed'), lastResult: { instanceId: 'run-2', completedTime, invalidSchemas } });

const statusPath = '/api/OrganisationSchemas/Revalidate/status';
const startPath = '/api/OrganisationSchemas/Revalidate/start';
const button = () => screen.findByRole('button', { name: 'Hervalideer' });
/** The screen asks the status again every 2 s while a run is Running. */
const afterNextPoll = { timeout: 4_000 };

describe('Hervalideer', () => {
  it('starts a run that shows a spinner and its progress, then lists the schemas it found no longer valid, collapsed, each with its messages', async () => {
    const server = new FetchStub().on('GET', statusPath, never).on('POST', startPath, () => json({ run: runOf('Running', { done: 1, total: 3 }), lastResult: null }, 202));
    const { user } = renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    expect(await screen.findByRole('heading', { name: "Hervalideer schema's", level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Laatste hervalidatie/)).not.toBeInTheDocument();
    await user.click(await button());

    expect(await screen.findByLabelText('Hervalidatie loopt')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang: 1 van 3' })).toBeInTheDocument();
    expect(await button()).toBeDisabled();
    expect(server.requestsTo(startPath)).toHaveLength(1);

    server.on('GET', statusPath, completed([motor, woning]));
    const results = await screen.findByRole('table', { name: "Niet meer valide schema's" }, afterNextPoll);
    expect(screen.getByText(`Laatste hervalidatie: ${formatDateTime(completedTime)}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Hervalidatie loopt')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await button()).toBeEnabled();
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
  });

  it("toasts 'Hervalidatie gaf geen ongeldige schemas.' when the run it started completes with every schema still valid", async () => {
    const server = new FetchStub().on('GET', statusPath, never).on('POST', startPath, () => json({ run: runOf('Running', { done: 0, total: 2 }), lastResult: null }, 202));
    const { user } = renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    await user.click(await button());
    expect(await screen.findByRole('progressbar', { name: 'Voortgang: 0 van 2' })).toBeInTheDocument();
    server.on('GET', statusPath, completed([]));
    expect(await screen.findByText('Hervalidatie gaf geen ongeldige schemas.', {}, afterNextPoll)).toBeInTheDocument();
    expect(screen.getByText(`Laatste hervalidatie: ${formatDateTime(completedTime)}. Hervalidatie gaf geen ongeldige schemas.`)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: "Niet meer valide schema's" })).not.toBeInTheDocument();
  });

  it('shows the result of the last run on opening, and a run still going with its progress and the start disabled, without a toast', async () => {
    const server = new FetchStub().on('GET', statusPath, { run: runOf('Running', { done: 2, total: 5 }), lastResult: { instanceId: 'run-1', completedTime, invalidSchemas: [woning] } });
    renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    expect(await screen.findByRole('progressbar', { name: 'Voortgang: 2 van 5' })).toBeInTheDocument();
    expect(screen.getByLabelText('Hervalidatie loopt')).toBeInTheDocument();
    expect(await button()).toBeDisabled();
    const results = screen.getByRole('table', { name: "Niet meer valide schema's" });
    expect(within(results).getByRole('button', { name: 'Meldingen van Zuiderlicht Woning' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a run whose server stopped is interrupted and resumes by itself, until it runs again (issue 28)', async () => {
    const interruptedText = 'De verwerking is onderbroken en wordt automatisch hervat.';
    const server = new FetchStub().on('GET', statusPath, { run: runOf('Running', { done: 2, total: 5 }, null, true), lastResult: null });
    renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    expect(await screen.findByText(interruptedText)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang: 2 van 5' })).toBeInTheDocument();
    expect(screen.getByLabelText('Hervalidatie loopt')).toBeInTheDocument();
    expect(await button()).toBeDisabled();

    server.on('GET', statusPath, { run: runOf('Running', { done: 3, total: 5 }), lastResult: null });
    expect(await screen.findByRole('progressbar', { name: 'Voortgang: 3 van 5' }, afterNextPoll)).toBeInTheDocument();
    expect(screen.queryByText(interruptedText)).not.toBeInTheDocument();
  });

  it("says 'Hervalidatie is mislukt.' with the server's reason when the start is refused, and the button can be used again", async () => {
    const server = new FetchStub()
      .on('GET', statusPath, never)
      .on('POST', startPath, () => problem({ status: 409, title: 'Hervalidatie loopt al', detail: 'De hervalidatie loopt al. Wacht tot deze klaar is.' }));
    const { user } = renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    await user.click(await button());
    expect(await screen.findByText('Hervalidatie is mislukt.')).toBeInTheDocument();
    expect(screen.getByText('De hervalidatie loopt al. Wacht tot deze klaar is.')).toBeInTheDocument();
    expect(await button()).toBeEnabled();
  });

  it("says 'Hervalidatie is mislukt.' with the run's reason when the run it follows fails, keeping the previous result", async () => {
    const reason = 'De taak is afgebroken: de server die haar uitvoerde is gestopt.';
    const previous = { instanceId: 'run-1', completedTime, invalidSchemas: [motor] };
    const server = new FetchStub().on('GET', statusPath, { run: runOf('Running', { done: 1, total: 4 }), lastResult: previous });
    renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    expect(await screen.findByRole('progressbar', { name: 'Voortgang: 1 van 4' })).toBeInTheDocument();
    server.on('GET', statusPath, { run: runOf('Failed', null, reason), lastResult: previous });
    const toast = await screen.findByRole('alert', {}, afterNextPoll);
    expect(within(toast).getByText('Hervalidatie is mislukt.')).toBeInTheDocument();
    expect(within(toast).getByText(reason)).toBeInTheDocument();
    expect(await button()).toBeEnabled();
    expect(screen.getByRole('table', { name: "Niet meer valide schema's" })).toBeInTheDocument();
  });

  it("filters a long list by a typed text and pages to its last schema, whose messages still open under it (issue 16)", async () => {
    const many = Array.from({ length: 60 }, (_, index): RevalidationResult => ({ ...motor, name: `Schema ${String(index + 1).padStart(3, '0')}` }));
    const server = new FetchStub().on('GET', statusPath, completed(many));
    const { user } = renderApp('/revalidateschemas', { user: demoUsers.administrator, server });
    const results = await screen.findByRole('table', { name: "Niet meer valide schema's" });
    const toggles = () => within(results).getAllByRole('button', { name: /^Meldingen van Polderzeker/ }).map((toggle) => toggle.getAttribute('aria-label'));
    expect(toggles()).toHaveLength(50);

    await user.type(screen.getByRole('searchbox', { name: "Zoeken in niet meer valide schema's" }), 'schema 05');
    expect(toggles()).toEqual(Array.from({ length: 10 }, (_, index) => `Meldingen van Polderzeker Schema 0${50 + index}`));

    await user.clear(screen.getByRole('searchbox', { name: "Zoeken in niet meer valide schema's" }));
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(toggles()).toEqual(Array.from({ length: 10 }, (_, index) => `Meldingen van Polderzeker Schema 0${51 + index}`));
    await user.click(within(results).getByRole('button', { name: 'Meldingen van Polderzeker Schema 060' }));
    expect(within(await screen.findByRole('table', { name: 'Meldingen' })).getByText('Element PP_XYZ bestaat niet in de baseline')).toBeInTheDocument();
  });
});
