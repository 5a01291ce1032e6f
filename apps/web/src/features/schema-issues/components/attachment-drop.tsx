import { CloseButton, Group, List, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { showInfo } from '@/components/toasts';
import { attachmentExtensions, attachmentRejectedText, isAcceptableAttachment } from '../attachment-rules';

export interface AttachmentDropProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Upload progress 0..100 while the attachments are sent; null otherwise. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * Attachments of a new melding, chosen one at a time. A file of another type or over 2,000,000
 * bytes is refused with 001 §5's info toast (the shared FileDrop shows its own text instead);
 * a file with the name of one already chosen replaces it, as the server keeps one per name.
 */
export function AttachmentDrop({ files, onChange, progress, disabled = false }: AttachmentDropProps) {
  const add = (dropped: File[]) => {
    const [file] = dropped;
    if (!file) return;
    onChange([...files.filter((existing) => existing.name !== file.name), file]);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Bijlagen
      </Text>
      <Dropzone
        onDrop={add}
        onReject={(rejections) => rejections.forEach(({ file }) => showInfo(attachmentRejectedText(file.name)))}
        multiple={false}
        disabled={disabled || progress !== null}
        validator={(candidate) =>
          // While dragging, browsers hide the name; judge only once the file is dropped.
          !candidate.name || isAcceptableAttachment(candidate) ? null : { code: 'file-invalid-type', message: attachmentRejectedText(candidate.name) }
        }
        inputProps={{ accept: attachmentExtensions.join(','), 'aria-label': 'Bijlage toevoegen' }}
      >
        <Stack align="center" gap={4} mih={70} justify="center" style={{ pointerEvents: 'none' }}>
          <Text>Sleep een bijlage hierheen of klik om een bestand te kiezen.</Text>
          <Text size="sm" c="dimmed">
            Toegestaan: jpeg, png, gif, tiff, bmp, doc, docx, pdf, csv, xls, xlsx; maximaal 2.000.000 bytes per bestand
          </Text>
        </Stack>
      </Dropzone>
      {files.length > 0 ? (
        <List aria-label="Gekozen bijlagen" size="sm">
          {files.map((file) => (
            <List.Item key={file.name}>
              <Group gap="xs">
                <span>{file.name}</span>
                {progress === null ? (
                  <CloseButton size="sm" aria-label={`${file.name} verwijderen`} onClick={() => onChange(files.filter((existing) => existing !== file))} />
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      {progress !== null ? <Progress value={progress} aria-label="Voortgang upload" animated /> : null}
    </Stack>
  );
}
