import { Button, Group, List, Loader, Stack } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useEffect } from 'react';
import { showError } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { useTaskDescriptions } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

/** The tasks the server derives whose remedy is synchronising the definition with its baseline. */
const syncTasks: ReadonlySet<string> = new Set(['newer-baseline-library', 'baseline-library-gone', 'baseline-library-impact']);

/**
 * What the open tasks of a definition mean (the server's Dutch descriptions), with the way to do
 * what they ask: 'Synchroniseren met baseline' closes this and opens the synchronisation.
 */
export function TaskInfoModal({ name, taskIds, onClose, onSync }: { name: string; taskIds: readonly string[]; onClose: () => void; onSync: () => void }) {
  const descriptions = useTaskDescriptions(taskIds);
  // 001 §8: a failure to load the tasks shows the server's title and detail.
  useEffect(() => {
    const failure = descriptions.error;
    if (failure) showError(failure instanceof ApiError ? failure.title : 'Ophalen van de taken is mislukt', failure instanceof ApiError ? failure.detail : null);
  }, [descriptions.error]);
  const asksSync = taskIds.some((id) => syncTasks.has(id));
  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.tasks}: ${name}`}>
      <Stack>
        {descriptions.isPending ? <Loader role="status" aria-label="Taken worden geladen" /> : null}
        {descriptions.data ? (
          <List>
            {descriptions.data.map((task) => (
              <List.Item key={task.id}>{task.description}</List.Item>
            ))}
          </List>
        ) : null}
        {asksSync ? (
          <Group justify="flex-end">
            <Button onClick={onSync}>{texts.sync}</Button>
          </Group>
        ) : null}
      </Stack>
    </FocusReturningModal>
  );
}
