import { Button, Group, Stack } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import type { ReactNode } from 'react';
import { openApiTexts as texts } from './openapi-texts';

/** The editor's modals: the fields, then Annuleren (nothing changes) and Opslaan (only when the form allows). */
export function FormModal({ title, canSave, onSave, onClose, children }: { title: string; canSave: boolean; onSave: () => void; onClose: () => void; children: ReactNode }) {
  return (
    <FocusReturningModal opened onClose={onClose} title={title} closeOnClickOutside={false}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) onSave();
        }}
      >
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" disabled={!canSave}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FocusReturningModal>
  );
}
