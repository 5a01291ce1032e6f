import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showError } from './toasts';
import { useFailureToast } from './use-failure-toast';

vi.mock('./toasts', () => ({ showError: vi.fn() }));

describe('useFailureToast', () => {
  beforeEach(() => vi.mocked(showError).mockClear());

  it('shows the text once when a load fails, and not while it succeeds', () => {
    const { rerender } = renderHook(({ failure }) => useFailureToast(failure, 'Ophalen melding mislukt'), { initialProps: { failure: false as unknown } });
    expect(showError).not.toHaveBeenCalled();
    rerender({ failure: true });
    rerender({ failure: true });
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('Ophalen melding mislukt');
  });

  it('shows it again for a new failure (a new error object)', () => {
    const { rerender } = renderHook(({ failure }) => useFailureToast(failure, 'Ophalen van organisaties is mislukt'), { initialProps: { failure: new Error('1') as unknown } });
    rerender({ failure: new Error('2') });
    expect(showError).toHaveBeenCalledTimes(2);
  });
});
