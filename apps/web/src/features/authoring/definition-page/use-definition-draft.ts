import { compactOutlineChoices, type DefinitionChoices } from '@afd/afd/authoring';
import type { DefinitionOutline, DefinitionSaved, OutlineEntity } from '@afd/contracts';
import { useCallback, useRef, useState } from 'react';
import type { SaveStateValue } from '@/components/save-state';
import { showFailure } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { choicesOfDefinition, type Compositions, type DraftChoices } from './draft-choices';
import { definitionPageTexts as texts } from './definition-page-texts';

// The page's working copy of the definition's choices. A change shows at once and is saved right
// after, with the revision of the last save; changes made while a save is under way go in the next
// one, so saves never overtake each other. A good save is said quietly in the page (saveState); a
// refused save puts back what was last saved (nothing half-applied stays on screen) and says why in
// a toast; a 409 also stops editing until the page is reloaded.

export interface DefinitionDraft {
  working: DraftChoices;
  /** Replace the working choices; they are saved right after. */
  change: (update: (working: DraftChoices) => DraftChoices) => void;
  /** A save is under way or waiting: leaving now would lose it. */
  unsaved: boolean;
  /** The server said a colleague saved in between (409): its detail; nothing saves until a reload. */
  stale: string | null;
  /** Where saving stands, for the page's quiet status line. */
  saveState: SaveStateValue;
}

type Send = (body: { revision: number; entities: DefinitionChoices['entities']; attributes: DefinitionChoices['attributes']; compositions: Compositions }) => Promise<DefinitionSaved>;

interface LoopState {
  working: DraftChoices;
  saved: DraftChoices;
  revision: number;
  inFlight: boolean;
  stale: boolean;
}

interface LoopIo {
  tree: readonly OutlineEntity[];
  send: Send;
  setSaving: (saving: boolean) => void;
  setSaved: (saved: DraftChoices) => void;
  setOutcome: (outcome: 'saved' | 'failed') => void;
  setWorking: (working: DraftChoices) => void;
  setStale: (detail: string) => void;
}

/** Sends the working choices when they differ from the saved ones and nothing is in flight; after an answer, looks again. */
function saveNext(state: LoopState, io: LoopIo): void {
  if (state.inFlight || state.stale || state.working === state.saved) return;
  const sent = state.working;
  const compacted = compactOutlineChoices(io.tree, sent.choices);
  state.inFlight = true;
  io.setSaving(true);
  io.send({ revision: state.revision, entities: compacted.entities, attributes: compacted.attributes, compositions: sent.compositions })
    .then((answer) => {
      state.saved = sent;
      state.revision = answer.revision;
      io.setSaved(sent);
      io.setOutcome('saved');
    })
    .catch((error: unknown) => {
      // Whatever was changed since the last good save goes: the screen shows what is stored.
      state.working = state.saved;
      io.setWorking(state.saved);
      if (error instanceof ApiError && error.status === 409) {
        state.stale = true;
        io.setStale(error.detail ?? texts.staleTitle);
      }
      io.setOutcome('failed');
      showFailure(texts.updateFailed, error);
    })
    .finally(() => {
      state.inFlight = false;
      io.setSaving(false);
      saveNext(state, io);
    });
}

export function useDefinitionDraft(definition: DefinitionOutline, tree: readonly OutlineEntity[], send: Send): DefinitionDraft {
  const [initial] = useState(() => choicesOfDefinition(definition));
  const [working, setWorking] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'idle' | 'saved' | 'failed'>('idle');
  // The save loop's own bookkeeping, read and written only in callbacks (never during render).
  const loop = useRef<LoopState>({ working: initial, saved: initial, revision: definition.revision, inFlight: false, stale: false });

  const pump = useCallback(() => saveNext(loop.current, { tree, send, setSaving, setSaved, setOutcome, setWorking, setStale }), [tree, send]);

  const change = useCallback(
    (update: (current: DraftChoices) => DraftChoices) => {
      const state = loop.current;
      if (state.stale) return;
      state.working = update(state.working);
      setWorking(state.working);
      pump();
    },
    [pump],
  );

  return { working, change, unsaved: saving || working !== saved, stale, saveState: saving ? 'saving' : outcome };
}
