import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

// Issue 16: 'Beheer' opened with Enter must be followed by its own links, not by the rest of the
// page; Esc closes it wherever focus is; and it is marked while the user is on one of its pages.

const beheerButton = () => within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('button', { name: 'Beheer' });

describe('the Beheer dropdown by keyboard', () => {
  it('opens with Enter, and the next Tab reaches its first link', async () => {
    const { user } = renderApp('/published-schema-overview', { user: demoUsers.administrator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    beheerButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('list', { name: 'Beheer' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Beheer organisaties' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Beheer gebruikers' })).toHaveFocus();
  });

  it('closes on Esc even when focus has left it', async () => {
    const { user } = renderApp('/published-schema-overview', { user: demoUsers.administrator });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    await user.click(beheerButton());
    await screen.findByRole('list', { name: 'Beheer' });
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(beheerButton()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('is marked while the user is on one of its pages, and not elsewhere', async () => {
    const { router } = renderApp('/organisations', { user: demoUsers.administrator });
    await screen.findByRole('heading', { name: 'Beheer organisaties' });
    expect(beheerButton()).toHaveAttribute('data-current', 'true');
    await router.navigate('/published-schema-overview');
    await waitFor(() => expect(beheerButton()).not.toHaveAttribute('data-current'));
  });
});
