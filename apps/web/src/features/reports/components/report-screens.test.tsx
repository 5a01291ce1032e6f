import type { ReportFileInfo, ReportStatus } from '@afd/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { FetchStub, json, problem, type StubRequest } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const file: ReportFileInfo = { fileName: 'NvgaWasactieStatusReport-20260701-143005.xlsx', fileSize: 12_800, creationTime: '2026-07-01T12:30:05Z', schemaCount: 4, failureCount: 1 };
const statusOf = (name: ReportStatus['name'], runtimeStatus: ReportStatus['runtimeStatus'], progress: ReportStatus['progress'] = null, interrupted = false): ReportStatus => ({
  name,
  instanceId: 'run-1',
  createdTime: '2026-07-01T12:30:00Z',
  lastUpdatedTime: '2026-07-01T12:30:05Z',
  runtimeStatus,
  progress,
  error: null,
  interrupted,
});
const interruptedText = 'De verwerking is onderbroken en wordt automatisch hervat.';

describe('Rapportage: gecertificeerde AFD-definities', () => {
  it('says the status is unknown before a first run, and starts the report with the path filter, following its progress', async () => {
    const server = new FetchStub()
      .on('GET', '/api/afdreports/status', null)
      .on('GET', '/api/afdreports/reportfiles-info', [])
      .on('POST', '/api/afdreports/httptrigger', () => json(statusOf('CertifiedAfdDefinitionsReport', 'Running', { done: 1, total: 4 }), 202));
    const { user } = renderApp('/certified-schemas-report', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Status is (nog) onbekend.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Bestand', 'Download', 'Grootte', 'Aanmaakdatum', '#Schemas', '#Fouten']);

    await user.type(screen.getByLabelText('AFD-definitie padfilter (leeg filter voor alle definities)'), 'Polderzeker/');
    await user.click(screen.getByRole('button', { name: 'Genereer rapportage' }));
    expect(await screen.findByText('Rapportage generatie is gestart')).toBeInTheDocument();
    expect(await screen.findByText('Runtime status: Running')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang: 1 van 4' })).toBeInTheDocument();
    const [trigger] = server.requestsTo('/api/afdreports/httptrigger');
    expect(JSON.parse(String(trigger?.body))).toEqual({ reportName: 'CertifiedAfdDefinitionsReport', afdDefinitionsFilter: { pathFilter: 'Polderzeker/' } });
  });

  it("shows the server's reason when the report already runs", async () => {
    const server = new FetchStub()
      .on('GET', '/api/afdreports/status', null)
      .on('GET', '/api/afdreports/reportfiles-info', [])
      .on('POST', '/api/afdreports/httptrigger', () =>
        problem({ status: 409, title: 'Rapportage loopt al', detail: 'De rapportage CertifiedAfdDefinitionsReport wordt al gegenereerd.' }),
      );
    const { user } = renderApp('/certified-schemas-report', { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Genereer rapportage' }));
    expect(await screen.findByText('Rapportage generatie trigger is mislukt')).toBeInTheDocument();
    expect(screen.getByText('De rapportage CertifiedAfdDefinitionsReport wordt al gegenereerd.')).toBeInTheDocument();
  });
});

describe('Rapportage: NVGA-2.0 wasactie status', () => {
  it('lists the generated files and downloads one with the success toast, a failed one with the failure toast', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...file, fileName: 'NvgaWasactieStatusReport-20260630-090000.xlsx' };
    const server = new FetchStub()
      .on('GET', '/api/afdreports/status', statusOf('NvgaWasactieStatusReport', 'Completed'))
      .on('GET', '/api/afdreports/reportfiles-info', [file, broken])
      .on('GET', '/api/afdreports/reportfile', (request: StubRequest) =>
        request.url.searchParams.get('fileName') === file.fileName ? new Response('xlsx', { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }) : problem({ status: 404, title: 'Rapportage-bestand bestaat niet' }),
      );
    const { user } = renderApp('/nvga-20-wasactie-status', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Runtime status: Completed')).toBeInTheDocument();
    expect(screen.queryByLabelText('AFD-definitie padfilter (leeg filter voor alle definities)')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rapportage-bestanden' });
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    expect(within(firstRow as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([file.fileName, 'Download', '12,5 kB', formatDateTime(file.creationTime), '4', '1']);

    await user.click(screen.getByRole('button', { name: `Download ${file.fileName}` }));
    expect(await screen.findByText(`Download rapportage-bestand '${file.fileName}' is gelukt`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Download ${broken.fileName}` }));
    expect(await screen.findByText(`Download van rapportage-bestand '${broken.fileName}' is mislukt`)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('Rapportage: the status in Dutch beside its English name (issue 30)', () => {
  it.each([
    ['Running', 'bezig'],
    ['Completed', 'voltooid'],
    ['Failed', 'mislukt'],
    ['Canceled', 'gestopt'],
  ] as const)("keeps 'Runtime status: %s' and says '%s' beside it", async (runtimeStatus, dutch) => {
    const server = new FetchStub().on('GET', '/api/afdreports/status', statusOf('NvgaWasactieStatusReport', runtimeStatus)).on('GET', '/api/afdreports/reportfiles-info', []);
    renderApp('/nvga-20-wasactie-status', { user: demoUsers.administrator, server });
    const line = await screen.findByText(`Runtime status: ${runtimeStatus}`);
    expect(line).toHaveTextContent(`Runtime status: ${runtimeStatus} (${dutch})`);
    expect(screen.getByRole('button', { name: 'Refresh status' })).toBeInTheDocument();
  });
});

describe('Rapportage: one clock for the file name and the table (issue 30)', () => {
  it('shows when a file was made on the Dutch clock its name carries, whatever zone the browser is in', async () => {
    // Made at 12:30:05 UTC in July: 14:30:05 in Amsterdam, which the server writes in the name.
    const server = new FetchStub().on('GET', '/api/afdreports/status', statusOf('NvgaWasactieStatusReport', 'Completed')).on('GET', '/api/afdreports/reportfiles-info', [file]);
    renderApp('/nvga-20-wasactie-status', { user: demoUsers.administrator, server });
    const table = await screen.findByRole('table', { name: 'Rapportage-bestanden' });
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('NvgaWasactieStatusReport-20260701-143005.xlsx');
    expect(cells[3]).toHaveTextContent('01-07-2026 14:30');
  });
});

describe('Rapportage: a run whose server stopped (issue 28)', () => {
  it('says the run is interrupted and resumes by itself beside its status, until it runs again', async () => {
    const server = new FetchStub()
      .on('GET', '/api/afdreports/status', statusOf('NvgaWasactieStatusReport', 'Running', { done: 2, total: 5 }, true))
      .on('GET', '/api/afdreports/reportfiles-info', []);
    renderApp('/nvga-20-wasactie-status', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Runtime status: Running')).toBeInTheDocument();
    expect(screen.getByText(interruptedText)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang: 2 van 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh status' })).toBeInTheDocument();

    // Another server took it over: the screen follows it (every 2 s while Running) and the line goes.
    server.on('GET', '/api/afdreports/status', statusOf('NvgaWasactieStatusReport', 'Running', { done: 3, total: 5 }));
    expect(await screen.findByRole('progressbar', { name: 'Voortgang: 3 van 5' }, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.queryByText(interruptedText)).not.toBeInTheDocument();
    expect(screen.getByText('Runtime status: Running')).toBeInTheDocument();
  });

  it('does not say so for a run that runs', async () => {
    const server = new FetchStub()
      .on('GET', '/api/afdreports/status', statusOf('NvgaWasactieStatusReport', 'Running', { done: 2, total: 5 }))
      .on('GET', '/api/afdreports/reportfiles-info', []);
    renderApp('/nvga-20-wasactie-status', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Runtime status: Running')).toBeInTheDocument();
    expect(screen.queryByText(interruptedText)).not.toBeInTheDocument();
  });
});

describe('Rapportage: a list of files that grows (issue 16)', () => {
  it('filters the files by a typed text and pages to the last file', async () => {
    const files = Array.from({ length: 60 }, (_, index): ReportFileInfo => ({ ...file, fileName: `NvgaWasactieStatusReport-${String(index + 1).padStart(3, '0')}.xlsx` }));
    const server = new FetchStub().on('GET', '/api/afdreports/status', statusOf('NvgaWasactieStatusReport', 'Completed')).on('GET', '/api/afdreports/reportfiles-info', files);
    const { user } = renderApp('/nvga-20-wasactie-status', { user: demoUsers.administrator, server });
    const table = await screen.findByRole('table', { name: 'Rapportage-bestanden' });
    const shownFiles = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(shownFiles()).toHaveLength(50);

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken in rapportage-bestanden' }), 'report-05');
    expect(shownFiles()).toEqual(Array.from({ length: 10 }, (_, index) => `NvgaWasactieStatusReport-0${50 + index}.xlsx`));

    await user.clear(screen.getByRole('searchbox', { name: 'Zoeken in rapportage-bestanden' }));
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(shownFiles()).toEqual(Array.from({ length: 10 }, (_, index) => `NvgaWasactieStatusReport-0${51 + index}.xlsx`));
    expect(screen.getByRole('button', { name: 'Download NvgaWasactieStatusReport-060.xlsx' })).toBeInTheDocument();
  });
});

describe('Rapportage: Studio AFD-elementen gebruik', () => {
  it('hides the start while the report runs, stops it on request, and offers the start again', async () => {
    const server = new FetchStub()
      .on('GET', '/api/afdreports/status', statusOf('StudioAfdElementUsageReport', 'Running', { done: 2, total: 10 }))
      .on('GET', '/api/afdreports/reportfiles-info', [])
      .on('POST', '/api/afdreports/terminate', statusOf('StudioAfdElementUsageReport', 'Canceled'));
    const { user } = renderApp('/studio-afd-element-usage-report', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Runtime status: Running')).toBeInTheDocument();
    expect(screen.getByLabelText('AFD-definitie padfilter (leeg filter voor alle definities)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Genereer rapportage' })).not.toBeInTheDocument();
    server.on('GET', '/api/afdreports/status', statusOf('StudioAfdElementUsageReport', 'Canceled'));
    await user.click(screen.getByRole('button', { name: 'Stop rapportage' }));
    expect(await screen.findByText('Runtime status: Canceled')).toBeInTheDocument();
    expect(await screen.findByText('Rapportage is gestopt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Genereer rapportage' })).toBeInTheDocument();
    // A run that ended offers no stop any more (issue 30).
    expect(screen.queryByRole('button', { name: 'Stop rapportage' })).not.toBeInTheDocument();
    expect(JSON.parse(String(server.requestsTo('/api/afdreports/terminate')[0]?.body))).toEqual({ reportName: 'StudioAfdElementUsageReport' });
  });

  it('shows no stop button on a run that failed or was stopped', async () => {
    for (const ended of ['Failed', 'Canceled'] as const) {
      const server = new FetchStub().on('GET', '/api/afdreports/status', statusOf('StudioAfdElementUsageReport', ended)).on('GET', '/api/afdreports/reportfiles-info', []);
      const { unmount } = renderApp('/studio-afd-element-usage-report', { user: demoUsers.administrator, server });
      expect(await screen.findByText(`Runtime status: ${ended}`, { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Genereer rapportage' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Stop rapportage' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says neutrally that the report was already done when a stop reaches a run that just completed', async () => {
    const server = new FetchStub()
      .on('GET', '/api/afdreports/status', statusOf('StudioAfdElementUsageReport', 'Running', { done: 9, total: 10 }))
      .on('GET', '/api/afdreports/reportfiles-info', [])
      .on('POST', '/api/afdreports/terminate', statusOf('StudioAfdElementUsageReport', 'Completed'));
    const { user } = renderApp('/studio-afd-element-usage-report', { user: demoUsers.administrator, server });
    await user.click(await screen.findByRole('button', { name: 'Stop rapportage' }));
    expect(await screen.findByText('De rapportage was al klaar.')).toBeInTheDocument();
    expect(screen.queryByText(/mislukt/)).not.toBeInTheDocument();
    expect(screen.getByText('Runtime status: Completed', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop rapportage' })).not.toBeInTheDocument();
  });

  it('shows no stop button once the report completed, and says the status is being fetched on Refresh status', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = new FetchStub().on('GET', '/api/afdreports/status', statusOf('StudioAfdElementUsageReport', 'Completed')).on('GET', '/api/afdreports/reportfiles-info', []);
    const { user } = renderApp('/studio-afd-element-usage-report', { user: demoUsers.administrator, server });
    expect(await screen.findByText('Runtime status: Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop rapportage' })).not.toBeInTheDocument();
    server.on('GET', '/api/afdreports/status', () => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Refresh status' }));
    expect(await screen.findByText('Status wordt opgehaald ...')).toBeInTheDocument();
    answer(json(statusOf('StudioAfdElementUsageReport', 'Completed')));
    expect(await screen.findByText('Runtime status: Completed')).toBeInTheDocument();
  });
});
