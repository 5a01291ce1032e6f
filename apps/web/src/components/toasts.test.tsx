import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ApiError } from '@/lib/api-error';
import { showError, showFailure, showInfo, showSuccess } from './toasts';

describe('toasts', () => {
  it('shows success, info and error texts', async () => {
    renderWithProviders(<p>scherm</p>);
    act(() => {
      showSuccess('Opgeslagen');
      showInfo('Ter informatie');
      showError('Opslaan is mislukt');
    });
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(screen.getByText('Ter informatie')).toBeInTheDocument();
    expect(screen.getByText('Opslaan is mislukt')).toBeInTheDocument();
  });

  it('shows a toast raised before the toast outlet has loaded, top right (spec 000 §1)', async () => {
    act(() => showError('Ophalen is mislukt'));
    renderWithProviders(<p>scherm</p>);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ophalen is mislukt');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');
  });

  it('shows an error with a detail as title plus body', async () => {
    renderWithProviders(<p>scherm</p>);
    act(() => showError('Hernoemen van het schema is mislukt', 'Er is al een schema met deze naam'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Hernoemen van het schema is mislukt');
    expect(toast).toHaveTextContent('Er is al een schema met deze naam');
  });

  it('lets a long reason wrap instead of cutting it off with an ellipsis', async () => {
    renderWithProviders(<p>scherm</p>);
    const names = Array.from({ length: 12 }, (_, index) => `Polderzeker_Reis_SUIV_Particulier_${index}`).join(', ');
    act(() => showError('Verwijderen is mislukt', `Deze baseline wordt gebruikt door gepubliceerde schema's: ${names}.`));
    const reason = await screen.findByText(/Deze baseline wordt gebruikt/u);
    expect(reason).toHaveStyle({ overflow: 'visible', overflowWrap: 'anywhere' });
  });

  it("shows a failed call's text with the server's detail, and the text alone for any other failure", async () => {
    renderWithProviders(<p>scherm</p>);
    const refused = new ApiError({ status: 409, title: 'Conflict', detail: 'Deze dimensie wordt gebruikt' });
    act(() => showFailure('Verwijderen is mislukt', refused));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze dimensie wordt gebruikt');
    act(() => showFailure('Hervalidatie is mislukt.', new TypeError('Failed to fetch')));
    expect(await screen.findByText('Hervalidatie is mislukt.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('places toasts top-right', async () => {
    renderWithProviders(<p>scherm</p>);
    act(() => showSuccess('Opgeslagen'));
    const toast = await screen.findByText('Opgeslagen');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');
  });
});
