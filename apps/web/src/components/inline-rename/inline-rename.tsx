import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** What a feature makes of the typed text, by its own rules and in its own Dutch words. */
export type RenameCheck =
  /** The name to store; the current name again just closes the editor. */
  | { kind: 'valid'; name: string }
  /** Shown on the field; the editor stays open. */
  | { kind: 'problem'; message: string }
  /** Nothing to save (an unchanged name, or an organisation's empty one, which spec 000 §5 ignores): the editor closes. */
  | { kind: 'ignore' };

/** How a save ended: saved closes the editor; otherwise the server's refusal goes on the field (null when a toast said it). */
export type RenameSaveOutcome = { saved: true } | { saved: false; fieldError: string | null };

/** What is typed and what is wrong with it. */
export interface RenameDraft {
  typed: string;
  error: string | null;
}

/**
 * Who keeps the draft: the editor itself, or a screen that must keep it across its table
 * redrawing the cell (then that screen also sets the error of a save that answers later).
 */
type DraftKeeping = { draft?: undefined; onDraftChange?: undefined } | { draft: RenameDraft; onDraftChange: (draft: RenameDraft) => void };

export type InlineRenameProps = DraftKeeping & {
  /** The current name: the field starts with it and is called 'Nieuwe naam voor <name>'. */
  name: string;
  check: (typed: string) => RenameCheck;
  /**
   * Saves a changed, valid name. Its outcome closes the editor or puts the refusal on the field;
   * a caller that asks for confirmation first returns nothing and closes or sets the error itself.
   */
  onSave: (name: string) => Promise<RenameSaveOutcome> | void;
  onClose: () => void;
  saving: boolean;
  /** The field's width in px: each table gives its name column its own room. */
  width: number;
  /** Whether the buttons may drop below the field in a narrow cell. */
  wrap?: 'wrap' | 'nowrap';
};

/** The draft, kept here unless the caller keeps it; typing clears the message. */
function useDraft(name: string, keeping: DraftKeeping) {
  const [ownDraft, setOwnDraft] = useState<RenameDraft>({ typed: name, error: null });
  const draft = keeping.draft ?? ownDraft;
  const change = (next: RenameDraft) => (keeping.onDraftChange ? keeping.onDraftChange(next) : setOwnDraft(next));
  return {
    draft,
    type: (typed: string) => change({ typed, error: null }),
    // A save answers later: keep what was typed meanwhile.
    showError: (error: string | null) =>
      keeping.onDraftChange ? keeping.onDraftChange({ ...draft, error }) : setOwnDraft((current) => ({ ...current, error })),
  };
}

/**
 * The inline 'Wijzig naam' editor of a table row: Enter or 'Opslaan' saves, Escape or
 * 'Annuleren' closes, an unchanged name just closes, a problem shows on the field.
 */
export function InlineRename({ name, check, onSave, onClose, saving, width, wrap = 'nowrap', ...keeping }: InlineRenameProps) {
  const { draft, type, showError } = useDraft(name, keeping);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft.typed);
    if (checked.kind === 'problem') {
      showError(checked.message);
      return;
    }
    if (checked.kind === 'ignore' || checked.name === name) {
      onClose();
      return;
    }
    const pending = onSave(checked.name);
    if (!pending) return;
    const outcome = await pending;
    if (outcome.saved) onClose();
    else showError(outcome.fieldError);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap={wrap}>
        <TextInput
          aria-label={`Nieuwe naam voor ${name}`}
          value={draft.typed}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          error={draft.error}
          data-autofocus
          autoFocus
          w={width}
        />
        <Button type="submit" size="sm" loading={saving}>
          Opslaan
        </Button>
        <Button variant="default" size="sm" onClick={onClose}>
          Annuleren
        </Button>
      </Group>
    </form>
  );
}
