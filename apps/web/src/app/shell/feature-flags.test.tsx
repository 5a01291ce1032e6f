import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { renderApp, renderWithProviders } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

function FlagProbe() {
  const openApi = useFeatureFlag('AosOpenApi');
  const csv = useFeatureFlag('AosCsvImport');
  return (
    <p>
      AosOpenApi={String(openApi)} AosCsvImport={String(csv)}
    </p>
  );
}

describe('feature flags', () => {
  it("shows an error toast with the server's title and detail when the flags cannot be loaded", async () => {
    renderApp('/published-schema-overview', {
      user: demoUsers.validator,
      featureFlags: { status: 503, title: 'Featureflags niet beschikbaar', detail: 'De configuratieservice antwoordt niet.' },
    });
    // The register's own calls are not answered here and may toast too: find the flags' toast by its title.
    const toast = (await screen.findByText('Featureflags niet beschikbaar')).closest('[role="alert"]');
    expect(toast).toHaveTextContent('De configuratieservice antwoordt niet.');
  });

  it('does not ask an anonymous visitor for flags', async () => {
    const { server } = renderApp('/published-schema-overview', { user: null });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    expect(server.requestsTo('/api/featureflags/enabled')).toHaveLength(0);
  });

  it('treats a flag as enabled only when the server lists it', async () => {
    renderWithProviders(<FlagProbe />, { user: demoUsers.validator, featureFlags: ['AosOpenApi'] });
    expect(await screen.findByText('AosOpenApi=true AosCsvImport=false')).toBeInTheDocument();
  });

  it('keeps every flag off after a failed load', async () => {
    renderWithProviders(<FlagProbe />, { user: demoUsers.validator, featureFlags: { status: 500, title: 'Fout' } });
    expect(await screen.findByText('AosOpenApi=false AosCsvImport=false')).toBeInTheDocument();
  });
});
