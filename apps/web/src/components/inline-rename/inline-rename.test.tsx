import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { InlineRename, type RenameCheck, type RenameDraft, type RenameSaveOutcome } from './inline-rename';

// A feature's check as the dimensions and schemas have it: trimmed, required, not 'Bezet'.
const trimmedRequired = (typed: string): RenameCheck => {
  const name = typed.trim();
  if (name === '') return { kind: 'problem', message: 'Naam is verplicht' };
  if (name === 'Bezet') return { kind: 'problem', message: 'Er is al een item met deze naam' };
  return { kind: 'valid', name };
};

function renderEditor(options: { check?: (typed: string) => RenameCheck; onSave?: (name: string) => Promise<RenameSaveOutcome> } = {}) {
  const onSave = vi.fn(options.onSave ?? (() => Promise.resolve<RenameSaveOutcome>({ saved: true })));
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <InlineRename name="Pensioen" check={options.check ?? trimmedRequired} onSave={onSave} onClose={onClose} saving={false} width={280} />,
  );
  const field = screen.getByRole('textbox', { name: 'Nieuwe naam voor Pensioen' });
  return { ...rendered, field, onSave, onClose };
}

describe('InlineRename', () => {
  it('starts with the current name, focused, and saves the checked name on Enter, then closes', async () => {
    const { user, field, onSave, onClose } = renderEditor();
    expect(field).toHaveValue('Pensioen');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '  Leven  {Enter}');
    expect(onSave).toHaveBeenCalledWith('Leven');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("saves with 'Opslaan' too", async () => {
    const { user, field, onSave } = renderEditor();
    await user.clear(field);
    await user.type(field, 'Leven');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSave).toHaveBeenCalledWith('Leven');
  });

  it("shows the check's message on the field, saves nothing, and clears it on typing", async () => {
    const { user, field, onSave, onClose } = renderEditor();
    await user.clear(field);
    await user.type(field, '   {Enter}');
    expect(field).toHaveAccessibleDescription('Naam is verplicht');
    await user.type(field, 'x');
    expect(field).not.toHaveAccessibleDescription();
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without saving when the checked name is the current one', async () => {
    const { user, field, onSave, onClose } = renderEditor();
    await user.type(field, ' {Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("closes without saving when the check says there is nothing to save ('ignore')", async () => {
    const { user, field, onSave, onClose } = renderEditor({ check: () => ({ kind: 'ignore' }) });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("keeps the editor open with the server's refusal on the field", async () => {
    const { user, field, onClose } = renderEditor({ onSave: () => Promise.resolve({ saved: false, fieldError: 'Naam is al in gebruik' }) });
    await user.type(field, 'X{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Naam is al in gebruik'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on Escape and on 'Annuleren' without saving", async () => {
    const { user, field, onSave, onClose } = renderEditor();
    await user.type(field, 'X{Escape}');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves the draft to a caller that keeps it, and to that caller the outcome of a save it confirms first', async () => {
    const changes: RenameDraft[] = [];
    const onSave = vi.fn();
    const onClose = vi.fn();
    function KeptByCaller() {
      const [draft, setDraft] = useState<RenameDraft>({ typed: 'Pensioen', error: 'Eerdere fout' });
      return (
        <InlineRename
          name="Pensioen"
          check={trimmedRequired}
          onSave={onSave}
          onClose={onClose}
          saving={false}
          width={260}
          draft={draft}
          onDraftChange={(next) => {
            changes.push(next);
            setDraft(next);
          }}
        />
      );
    }
    const { user } = renderWithProviders(<KeptByCaller />);
    const field = screen.getByRole('textbox', { name: 'Nieuwe naam voor Pensioen' });
    expect(field).toHaveAccessibleDescription('Eerdere fout');
    await user.clear(field);
    expect(changes.at(-1)).toEqual({ typed: '', error: null });
    await user.type(field, 'Bezet{Enter}');
    expect(changes.at(-1)).toEqual({ typed: 'Bezet', error: 'Er is al een item met deze naam' });
    await user.type(field, '2{Enter}');
    expect(onSave).toHaveBeenCalledWith('Bezet2');
    expect(onClose).not.toHaveBeenCalled();
  });
});
