import { List, Loader } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useEffect } from 'react';
import { showError } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { useTaskDescriptions } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

/** What the open tasks of a definition mean (the server's Dutch descriptions). */
export function TaskInfoModal({ name, taskIds, onClose }: { name: string; taskIds: readonly string[]; onClose: () => void }) {
  const descriptions = useTaskDescriptions(taskIds);
  // 001 §8: a failure to load the tasks shows the server's title and detail.
  useEffect(() => {
    const failure = descriptions.error;
    if (failure) showError(failure instanceof ApiError ? failure.title : 'Ophalen van de taken is mislukt', failure instanceof ApiError ? failure.detail : null);
  }, [descriptions.error]);
  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.tasks}: ${name}`}>
      {descriptions.isPending ? <Loader role="status" aria-label="Taken worden geladen" /> : null}
      {descriptions.data ? (
        <List>
          {descriptions.data.map((task) => (
            <List.Item key={task.id}>{task.description}</List.Item>
          ))}
        </List>
      ) : null}
    </FocusReturningModal>
  );
}
