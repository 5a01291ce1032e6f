import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { demoUsers } from '@/testing/users';
import { loadedScreen, loadScreen } from './screens';

// The router shows a screen whose chunk is already here in its first render, with no spinner in
// between: React.lazy under Suspense suspended even then, and React delays revealing a suspended
// boundary until 300 ms after its fallback appeared (ADR 0072).
describe('RoutedScreen', () => {
  it('shows an already loaded screen in the first render, without the spinner', async () => {
    await loadScreen('certificate');
    expect(loadedScreen('certificate')).toBeDefined();
    renderApp('/certificaat/SIVI-2026-ABCDEF', { user: null });
    // No await: what the first render committed.
    expect(screen.queryByText('Even geduld alstublieft ...')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('keeps the loaded screen for the next visit', async () => {
    renderApp('/organisations', { user: demoUsers.administrator });
    expect(await screen.findByRole('heading', { name: 'Beheer organisaties' })).toBeInTheDocument();
    expect(loadedScreen('organisations')).toBeDefined();
  });
});
