import type { CompatibilityAnswer, PublishedSchemaVersions } from '@afd/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, problem } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';

// A published schema's versions in the register (issue 32), signed out: each version beside its
// compatibility with the earlier ones ('compatibel met vorige versie' / 'niet compatibel' with the
// counterexample message), and two versions compared. Unknown schemas, unknown versions and a
// failed network get a Dutch text.

const organisation = 'Polderzeker';
const name = 'Reis Compleet-Aanvraag';
const counterexample = '<Contractbericht>\n  <PP_BRANCHE>021</PP_BRANCHE>\n</Contractbericht>';

const versions: PublishedSchemaVersions = {
  organisation,
  name,
  versions: [
    {
      version: 3,
      fileName: 'reis.xsd',
      certifiedAt: '2026-11-28T10:00:00.000Z',
      publishedAt: '2026-11-28T10:00:00.000Z',
      compatibility: {
        version: 3,
        transitive: false,
        against: [{ version: 2, newAcceptedByOld: { verdict: 'compatibel' }, oldAcceptedByNew: { verdict: 'compatibel' } }],
        breaks: [],
      },
    },
    {
      version: 2,
      fileName: 'reis.xsd',
      certifiedAt: '2026-11-20T10:00:00.000Z',
      publishedAt: '2026-11-20T10:00:00.000Z',
      compatibility: {
        version: 2,
        transitive: false,
        against: [
          {
            version: 1,
            newAcceptedByOld: {
              verdict: 'niet-compatibel',
              counterexample: { message: counterexample, validUnder: 'nieuw' },
              reasons: ['De nieuwe versie staat de code 021 toe; de oude niet.'],
            },
            oldAcceptedByNew: { verdict: 'compatibel' },
          },
        ],
        breaks: [1],
      },
    },
    { version: 1, fileName: 'reis.xsd', certifiedAt: '2026-11-01T10:00:00.000Z', publishedAt: '2026-11-01T10:00:00.000Z', compatibility: null },
  ],
};

const decided: CompatibilityAnswer = {
  organisation,
  name,
  from: 1,
  to: 3,
  newAcceptedByOld: { verdict: 'niet-compatibel', counterexample: { message: counterexample, validUnder: 'nieuw' }, reasons: ['De nieuwe versie staat de code 021 toe; de oude niet.'] },
  oldAcceptedByNew: { verdict: 'compatibel' },
  stored: false,
};

const path = `/register/${encodeURIComponent(organisation)}/${encodeURIComponent(name)}/versies`;

function renderPage(answer: PublishedSchemaVersions | (() => Response | Promise<Response>) = versions, search = '') {
  const context = renderApp(`${path}${search}`, { user: null });
  context.server.on('GET', '/api/PublishedSchemas/Versions', answer);
  return context;
}

const rowOf = (version: number) => screen.getByRole('rowheader', { name: String(version) }).closest('tr') as HTMLElement;

describe('versions of a published schema', () => {
  // The screen is a lazy chunk: loaded once here, so the first test's time is its own (a loaded
  // machine took over ten seconds for the first import).
  beforeAll(async () => {
    await import('./schema-versions-screen');
  }, 60_000);

  it('shows each version beside its compatibility, with what breaks and the counterexample, to a visitor who is not signed in', async () => {
    const { server } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: `Versies van ${name}` })).toBeInTheDocument();
    const [request] = server.requestsTo('/api/PublishedSchemas/Versions');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ organisation, name });

    await screen.findByRole('rowheader', { name: '3' });
    expect(within(rowOf(3)).getByText('compatibel met vorige versie')).toBeInTheDocument();
    const second = within(rowOf(2));
    expect(second.getByText('niet compatibel met versie 1')).toBeInTheDocument();
    expect(second.getByText('Breekt versie 1.')).toBeInTheDocument();
    expect(second.getByText('De nieuwe versie staat de code 021 toe; de oude niet.')).toBeInTheDocument();
    const code = second.getByLabelText('Tegenvoorbeeld: geldig onder de nieuwe versie, geweigerd door de oude');
    expect(code.textContent).toBe(counterexample);
    expect(within(rowOf(1)).getByText('eerste versie')).toBeInTheDocument();
  });

  it('compares two versions chosen by the visitor and keeps the pair in the address', async () => {
    const { server, router } = renderPage();
    server.on('GET', '/api/PublishedSchemas/Compatibility', decided);
    await screen.findByRole('heading', { level: 2, name: 'Vergelijk twee versies' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Oude versie'), '1');
    await user.selectOptions(screen.getByLabelText('Nieuwe versie'), '3');
    await user.click(screen.getByRole('button', { name: 'Vergelijk' }));

    const result = await screen.findByTestId('comparison-result');
    expect(within(result).getByRole('heading', { name: 'Versie 1 en versie 3' })).toBeInTheDocument();
    // The summary, and the direction that breaks.
    expect(within(result).getAllByText('niet compatibel')).toHaveLength(2);
    expect(within(result).getByLabelText('Tegenvoorbeeld: geldig onder de nieuwe versie, geweigerd door de oude').textContent).toBe(counterexample);
    expect(within(result).getByText('Nu bepaald; deze twee versies zijn bij certificering niet met elkaar vergeleken.')).toBeInTheDocument();
    const [request] = server.requestsTo('/api/PublishedSchemas/Compatibility');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ organisation, name, from: '1', to: '3' });
    expect(router.state.location.search).toBe('?van=1&naar=3');
  });

  it("says in Dutch that an unknown or unpublished schema is not in the register (the server's 404)", async () => {
    renderPage(() => problem({ status: 404, title: 'Niet gevonden', detail: `Er is geen gepubliceerd schema '${name}' van organisatie '${organisation}'.` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Er is geen gepubliceerd schema '${name}' van organisatie '${organisation}'.`);
  });

  it('says so when a compared version is unknown, from an address typed by hand', async () => {
    const { server } = renderPage(versions, '?van=1&naar=9');
    server.on('GET', '/api/PublishedSchemas/Compatibility', () => problem({ status: 404, title: 'Niet gevonden', detail: `Schema '${name}' heeft geen gepubliceerde versie 9.` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Schema '${name}' heeft geen gepubliceerde versie 9.`);
  });

  it('says the versions could not be loaded when the network fails', async () => {
    renderPage(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^De versies konden niet worden geladen: /));
  });

  it('offers no comparison for a schema with one published version', async () => {
    renderPage(() => json({ organisation, name, versions: versions.versions.slice(2) }));
    expect(await screen.findByText('Er is maar één gepubliceerde versie: er valt niets te vergelijken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vergelijk' })).not.toBeInTheDocument();
  });
});
