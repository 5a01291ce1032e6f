import { Text } from '@mantine/core';

/** Where a page's saving stands: nothing said yet, a save under way, done, or refused. */
export type SaveStateValue = 'idle' | 'saving' | 'saved' | 'failed';

const words: Record<SaveStateValue, string> = {
  idle: '',
  saving: 'Bezig met opslaan…',
  saved: 'Opgeslagen',
  failed: 'Niet opgeslagen',
};

/**
 * The quiet half of the saving rule (docs/adr/0062): a page says in one line, in a polite live
 * region, whether its last change is saved. The region is always there (empty at first), so a
 * screen reader hears each change of it; a refusal also shows a toast with the reason.
 */
export function SaveState({ state, savedText = words.saved }: { state: SaveStateValue; savedText?: string }) {
  return (
    <Text role="status" aria-live="polite" size="sm" c={state === 'failed' ? 'red' : 'dimmed'} mih="1.5em">
      {state === 'saved' ? savedText : words[state]}
    </Text>
  );
}
