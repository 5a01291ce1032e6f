import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

describe('page tracking', () => {
  it('tracks each page view with screen name, route template and URL', async () => {
    const { pageViews, user } = renderApp('/published-schema-overview', { user: demoUsers.certifier });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    await user.click(screen.getByRole('link', { name: "Beheer schema's" }));
    await screen.findByRole('heading', { name: "Beheer schema's" });
    await waitFor(() => expect(pageViews).toHaveLength(2));
    expect(pageViews[0]).toMatchObject({ screenName: 'publishedSchemaOverview', routeTemplate: '/published-schema-overview' });
    expect(pageViews[1]).toMatchObject({ screenName: 'organisationSchemas', routeTemplate: '/organisationschemas' });
    expect(pageViews[1]?.url).toBe(`${window.location.origin}/organisationschemas`);
  });

  it('records the template, not the filled-in URL, for routes with parameters', async () => {
    const { pageViews } = renderApp('/variants/Org/A-B-C/Product', { user: demoUsers.validator });
    await waitFor(() => expect(pageViews).toHaveLength(1));
    expect(pageViews[0]).toEqual({
      screenName: 'variants',
      routeTemplate: '/variants/:organisation/:baseline/:productname',
      url: `${window.location.origin}/variants/Org/A-B-C/Product`,
    });
  });
});
