import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { reportSaveFailure } from './save-failure';
import { showError } from './toasts';

vi.mock('./toasts', () => ({ showError: vi.fn() }));

const refused = new ApiError({ status: 400, title: 'Ongeldige invoer', detail: 'De invoer is ongeldig.', fieldErrors: { '2.name': ['Naam bestaat al'] } });

describe('reportSaveFailure', () => {
  beforeEach(() => vi.mocked(showError).mockClear());

  it("puts the server's message for the field on that field, without a toast", () => {
    expect(reportSaveFailure(refused, '2.name', 'Opslaan is mislukt')).toEqual({ saved: false, fieldError: 'Naam bestaat al' });
    expect(showError).not.toHaveBeenCalled();
  });

  it("shows the toast with the server's detail when the error concerns no field of the form", () => {
    expect(reportSaveFailure(refused, 'name', 'Opslaan is mislukt')).toEqual({ saved: false, fieldError: null });
    expect(showError).toHaveBeenCalledWith('Opslaan is mislukt', 'De invoer is ongeldig.');
  });

  it('shows the toast alone for an error that did not come from the server', () => {
    reportSaveFailure(new Error('netwerk'), null, 'Opslaan is mislukt');
    expect(showError).toHaveBeenCalledWith('Opslaan is mislukt', null);
  });
});
