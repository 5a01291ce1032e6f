import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@/testing/test-utils';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

function EditScreen() {
  const [dirty, setDirty] = useState(false);
  return (
    <div>
      <h1>Gebruiker bewerken</h1>
      <button onClick={() => setDirty(true)}>Wijzig</button>
      <Link to="/userlist">Naar de lijst</Link>
      <UnsavedChangesGuard when={dirty} />
    </div>
  );
}

function renderRouter() {
  const router = createMemoryRouter(
    [
      { path: '/user/:key', element: <EditScreen /> },
      { path: '/userlist', element: <h1>Beheer gebruikers</h1> },
    ],
    { initialEntries: ['/user/42'] },
  );
  render(
    <UiProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, user: userEvent.setup() };
}

const question = 'De gemaakte wijzigingen zijn nog niet opgeslagen. Weet u zeker dat u dit scherm wilt verlaten?';

describe('UnsavedChangesGuard', () => {
  it('lets the user leave freely without changes', async () => {
    const { user } = renderRouter();
    await user.click(screen.getByRole('link', { name: 'Naar de lijst' }));
    expect(await screen.findByRole('heading', { name: 'Beheer gebruikers' })).toBeInTheDocument();
  });

  it("asks before leaving with changes and stays on 'Nee'", async () => {
    const { user, router } = renderRouter();
    await user.click(screen.getByRole('button', { name: 'Wijzig' }));
    await user.click(screen.getByRole('link', { name: 'Naar de lijst' }));
    expect(await screen.findByRole('dialog', { name: 'Bevestiging' })).toHaveTextContent(question);
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    expect(router.state.location.pathname).toBe('/user/42');
    expect(screen.getByRole('heading', { name: 'Gebruiker bewerken' })).toBeInTheDocument();
  });

  it("leaves on 'Ja'", async () => {
    const { user, router } = renderRouter();
    await user.click(screen.getByRole('button', { name: 'Wijzig' }));
    await user.click(screen.getByRole('link', { name: 'Naar de lijst' }));
    await user.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('heading', { name: 'Beheer gebruikers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/userlist');
  });
});
