import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/testing/test-utils';
import { FormElement } from './form-element';
import { FormNativeSelect, FormTextInput } from './form-fields';
import { SubmitButton } from './submit-button';
import { NOT_SAVED, SAVED, useApiForm, type SendOutcome } from './use-api-form';

// A small form as the screens build them: a contract-like schema with the spec's Dutch messages,
// a send that the test answers, and the component's fields and button.
const schema = z.object({
  title: z.string().trim().min(1, 'Titel is verplicht'),
  category: z.string().min(1, 'Categorie is verplicht'),
});
type Values = z.input<typeof schema>;
const empty: Values = { title: '', category: '' };

function TestForm({ send, onSaved, untilValid = false }: { send: (values: z.output<typeof schema>) => Promise<SendOutcome<Values>>; onSaved?: () => void; untilValid?: boolean }) {
  const api = useApiForm({ schema, defaultValues: empty, send, failureText: 'Opslaan is mislukt', onSaved });
  return (
    <FormElement api={api} aria-label="Proef">
      <FormTextInput control={api.form.control} name="title" label="Titel" />
      <FormNativeSelect
        control={api.form.control}
        name="category"
        label="Categorie"
        data={[
          { value: '', label: 'Maak een keuze' },
          { value: 'fout', label: 'Fout' },
        ]}
      />
      <SubmitButton api={api} untilValid={untilValid}>
        Opslaan
      </SubmitButton>
    </FormElement>
  );
}

const title = () => screen.getByRole('textbox', { name: 'Titel' });
const category = () => screen.getByRole('combobox', { name: 'Categorie' });
const saveButton = () => screen.getByRole('button', { name: 'Opslaan' });

describe('useApiForm with its fields', () => {
  it("shows the schema's message once a field is left, and takes it away once the field is right", async () => {
    const { user } = renderWithProviders(<TestForm send={vi.fn()} />);
    await user.click(title());
    expect(screen.queryByText('Titel is verplicht')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Titel is verplicht')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    await user.type(title(), 'Rekenfout');
    await waitFor(() => expect(screen.queryByText('Titel is verplicht')).not.toBeInTheDocument());
  });

  it('sends nothing while a field is wrong, and shows every message on submit', async () => {
    const send = vi.fn();
    const { user } = renderWithProviders(<TestForm send={send} />);
    await user.click(saveButton());
    expect(await screen.findByText('Titel is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Categorie is verplicht')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the button disabled until the form is valid when asked to', async () => {
    const { user } = renderWithProviders(<TestForm send={vi.fn(() => Promise.resolve(SAVED))} untilValid />);
    expect(saveButton()).toBeDisabled();
    await user.type(title(), 'Rekenfout');
    await user.selectOptions(category(), 'fout');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.clear(title());
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('sends the checked values, holds the button while the server works, then empties the form', async () => {
    let answer: (outcome: SendOutcome<Values>) => void = () => undefined;
    const send = vi.fn(() => new Promise<SendOutcome<Values>>((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<TestForm send={send} onSaved={onSaved} />);
    await user.type(title(), '  Rekenfout ');
    await user.selectOptions(category(), 'fout');
    await user.click(saveButton());
    expect(send).toHaveBeenCalledWith({ title: 'Rekenfout', category: 'fout' });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(saveButton());
    expect(send).toHaveBeenCalledTimes(1);
    answer(SAVED);
    await waitFor(() => expect(title()).toHaveValue(''));
    expect(saveButton()).toBeEnabled();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field errors on their fields, without a toast repeating them", async () => {
    const refusal = new ApiError({ status: 409, title: 'Conflict', detail: 'Er is al een melding met deze titel', fieldErrors: { title: ['Er is al een melding met deze titel'] } });
    const { user } = renderWithProviders(<TestForm send={() => Promise.reject(refusal)} />);
    await user.type(title(), 'Rekenfout');
    await user.selectOptions(category(), 'fout');
    await user.click(saveButton());
    expect(await screen.findByText('Er is al een melding met deze titel')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveValue('Rekenfout');
    expect(screen.queryByText('Opslaan is mislukt')).not.toBeInTheDocument();
  });

  it("shows a failure without field errors as the toast with the server's detail, and keeps what was typed", async () => {
    const failure = new ApiError({ status: 500, title: 'Interne serverfout', detail: 'Er is een onverwachte fout opgetreden.' });
    const { user } = renderWithProviders(<TestForm send={() => Promise.reject(failure)} />);
    await user.type(title(), 'Rekenfout');
    await user.selectOptions(category(), 'fout');
    await user.click(saveButton());
    expect(await screen.findByText('Opslaan is mislukt')).toBeInTheDocument();
    expect(screen.getByText('Er is een onverwachte fout opgetreden.')).toBeInTheDocument();
    expect(title()).toHaveValue('Rekenfout');
    expect(saveButton()).toBeEnabled();
  });

  it("places field messages that only the server can give (send's own answer), and keeps the form open without any", async () => {
    const send = vi
      .fn<(values: z.output<typeof schema>) => Promise<SendOutcome<Values>>>()
      .mockResolvedValueOnce({ saved: false, fieldErrors: { title: 'Titel is ongeldig: te lang' } })
      .mockResolvedValueOnce(NOT_SAVED);
    const { user } = renderWithProviders(<TestForm send={send} />);
    await user.type(title(), 'Rekenfout');
    await user.selectOptions(category(), 'fout');
    await user.click(saveButton());
    expect(await screen.findByText('Titel is ongeldig: te lang')).toBeInTheDocument();
    await user.type(title(), 'x');
    await waitFor(() => expect(screen.queryByText('Titel is ongeldig: te lang')).not.toBeInTheDocument());
    await user.click(saveButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(title()).toHaveValue('Rekenfoutx');
    expect(screen.queryByText('Opslaan is mislukt')).not.toBeInTheDocument();
  });
});
