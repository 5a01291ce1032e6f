import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it("asks under the title 'Bevestiging' and confirms with 'Ja'", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog opened message="Weet u zeker dat u dit item wilt verwijderen?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bevestiging' });
    expect(dialog).toHaveTextContent('Weet u zeker dat u dit item wilt verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("cancels with 'Nee'", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<ConfirmDialog opened message="Zeker?" onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Nee' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('lists the usages below the question', () => {
    renderWithProviders(
      <ConfirmDialog opened message="Weet u zeker dat u dit item wilt hernoemen?" usages={['Baseline A', 'Baseline B']} onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    const list = screen.getByRole('list', { name: 'In gebruik bij' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Baseline A', 'Baseline B']);
  });

  it('shows nothing while closed', () => {
    renderWithProviders(<ConfirmDialog opened={false} message="Zeker?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
