import { Button, Group } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';

/** The Annuleren / Opslaan row of the page's modals: Opslaan hands over the modal's copy and closes. */
export function ModalActions({ onCancel, onSave, saveDisabled = false }: { onCancel: () => void; onSave: () => void; saveDisabled?: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {texts.cancel}
      </Button>
      <Button
        disabled={saveDisabled}
        onClick={() => {
          onSave();
          onCancel();
        }}
      >
        {texts.save}
      </Button>
    </Group>
  );
}
