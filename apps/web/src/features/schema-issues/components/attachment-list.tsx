import { Anchor, List, Text } from '@mantine/core';
import { showError } from '@/components/toasts';
import { downloadAttachment } from '../api/download-attachment';

export interface AttachmentListProps {
  /** The receiving organisation and id of the melding. */
  organisation: string;
  id: number;
  fileNames: readonly string[];
}

/** The melding's attachments; a click downloads one (001 §2: attachments open on click). */
export function AttachmentList({ organisation, id, fileNames }: AttachmentListProps) {
  const open = (fileName: string) => {
    downloadAttachment(organisation, id, fileName).catch(() => showError('Ophalen attachment mislukt'));
  };
  if (fileNames.length === 0) return <Text size="sm">Geen bijlagen</Text>;
  return (
    <List aria-label="Bijlagen" size="sm">
      {fileNames.map((fileName) => (
        <List.Item key={fileName}>
          <Anchor component="button" type="button" onClick={() => open(fileName)}>
            {fileName}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
