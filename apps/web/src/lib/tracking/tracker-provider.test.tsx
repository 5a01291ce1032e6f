import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchStub } from '@/testing/fetch-stub';
import { loadAppInsightsTracker } from './app-insights-tracker';
import type { PageView } from './tracker';
import { useTracker } from './tracker-context';
import { TrackerProvider } from './tracker-provider';

vi.mock('./app-insights-tracker', () => ({ loadAppInsightsTracker: vi.fn() }));

const views: PageView[] = [];

function TracksOneView() {
  const tracker = useTracker();
  useEffect(() => tracker.trackPageView({ screenName: 'publishedSchemaOverview', routeTemplate: '/published-schema-overview', url: 'http://localhost/published-schema-overview' }), [tracker]);
  return null;
}

function renderProvider() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TrackerProvider>
        <TracksOneView />
      </TrackerProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  views.length = 0;
  vi.mocked(loadAppInsightsTracker).mockReset().mockResolvedValue({ trackPageView: (view) => views.push(view) });
});

describe('TrackerProvider', () => {
  it('loads Application Insights when the server gives a connection string, and hands it the first page view', async () => {
    new FetchStub().on('GET', '/api/AppSettings/AppInsights', { connectionString: 'InstrumentationKey=abc' });
    renderProvider();
    await waitFor(() => expect(views).toHaveLength(1));
    expect(loadAppInsightsTracker).toHaveBeenCalledWith('InstrumentationKey=abc');
    expect(views[0]?.screenName).toBe('publishedSchemaOverview');
  });

  it('tracks nothing and loads no SDK without a connection string', async () => {
    const server = new FetchStub().on('GET', '/api/AppSettings/AppInsights', { connectionString: null });
    renderProvider();
    await waitFor(() => expect(server.requestsTo('/api/AppSettings/AppInsights')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadAppInsightsTracker).not.toHaveBeenCalled();
    expect(views).toHaveLength(0);
  });
});
