import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUTS_STORAGE_KEY } from '@/lib/idle-timeouts';
import { installFakeTimers, renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';

const hour = 3_600_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function signedInApp() {
  const context = renderApp('/published-schema-overview', { user: demoUsers.validator, advanceTimers: vi.advanceTimersByTime });
  await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
  return context;
}

beforeEach(() => installFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the idle dialog', () => {
  it('appears after an hour without activity and counts the ten minutes down', async () => {
    await signedInApp();
    await advance(hour - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(1_000);
    const dialog = await screen.findByRole('dialog', { name: 'U bent inactief' });
    expect(dialog).toHaveTextContent('U bent langer 1 uur inactief');
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('U wordt over 10 minuten automatisch uitgelogd.');

    await advance(61_000);
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('U wordt over 8 minuten en 59 seconden automatisch uitgelogd.');
  });

  it('restarts the hour on user activity', async () => {
    await signedInApp();
    await advance(hour - 10_000);
    fireEvent.mouseMove(document);
    await advance(20_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(hour);
    expect(await screen.findByRole('dialog', { name: 'U bent inactief' })).toBeInTheDocument();
  });

  it("closes on 'Doorgaan' and watches again", async () => {
    const { user, auth } = await signedInApp();
    await advance(hour);
    await user.click(await screen.findByRole('button', { name: 'Doorgaan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth.signoutRedirect).not.toHaveBeenCalled();

    await advance(hour);
    expect(await screen.findByRole('dialog', { name: 'U bent inactief' })).toBeInTheDocument();
    // A fresh countdown, not the remains of the first one.
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('U wordt over 10 minuten automatisch uitgelogd.');
  });

  it("signs out on 'Uitloggen'", async () => {
    const { user, auth } = await signedInApp();
    await advance(hour);
    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    expect(auth.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('signs out once when the countdown runs out', async () => {
    const { auth } = await signedInApp();
    await advance(hour);
    await screen.findByRole('dialog', { name: 'U bent inactief' });
    await advance(599_000);
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
    await advance(2_000);
    expect(auth.signoutRedirect).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(auth.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('is static: Escape and clicks outside do not close it, and it has no close button', async () => {
    const { user } = await signedInApp();
    await advance(hour);
    const dialog = await screen.findByRole('dialog', { name: 'U bent inactief' });
    await user.keyboard('{Escape}');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    if (overlay) await user.click(overlay);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'U bent inactief' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Uitloggen', 'Doorgaan']));
    expect(dialog.querySelector('.mantine-Modal-close')).toBeNull();
  });

  it('does not watch an anonymous visitor', async () => {
    renderApp('/published-schema-overview', { user: null });
    await screen.findByRole('heading', { name: 'Gecertificeerde AFD-definities' });
    await advance(2 * hour);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes shorter timings from local storage (for browser tests)', async () => {
    window.localStorage.setItem(IDLE_TIMEOUTS_STORAGE_KEY, JSON.stringify({ idleSeconds: 5, countdownSeconds: 3 }));
    const { auth } = await signedInApp();
    await advance(5_000);
    const dialog = await screen.findByRole('dialog', { name: 'U bent inactief' });
    expect(dialog).toHaveTextContent('U bent langer 5 seconden inactief');
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('U wordt over 3 seconden automatisch uitgelogd.');
    await advance(3_000);
    expect(auth.signoutRedirect).toHaveBeenCalledTimes(1);
  });
});
