import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface RestrictDownloadsWarningProps {
  opened: boolean;
  organisation: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The 'Let op' warning before an organisation first restricts downloads (spec 000 §2 screen 16):
 * until now everybody could download its SUIV-tagged definitions, afterwards only the selection.
 */
export function RestrictDownloadsWarning({ opened, organisation, onConfirm, onCancel }: RestrictDownloadsWarningProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Let op" centered>
      <Stack>
        <Text>
          Na het opslaan kunnen alleen de geselecteerde organisaties de AFD-definities van {organisation} met de tag SUIV, SUIV-COMBI, SUIV-EP of SUIV-BIJ downloaden.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Annuleren
          </Button>
          <Button onClick={onConfirm}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
