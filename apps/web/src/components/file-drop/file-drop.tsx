import { Alert, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useState } from 'react';
import { hasAcceptedExtension, invalidFileTypeText } from './accepted-file-types';

export interface FileDropProps {
  /** Accepted extensions with their dot, e.g. ['.xsd', '.json']. */
  accept: readonly string[];
  /** The chosen file; one at a time (a new choice replaces it). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Upload progress 0..100 while uploading; null otherwise. */
  progress?: number | null;
  /** An upload failure to show ('Upload mislukt: oorzaak onbekend' or the server's message). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A single-file drop zone. The type check goes by extension: browsers report no or differing
 * MIME types for .xsd, .afm and .json files, so MIME checks would reject valid files.
 */
export function FileDrop({ accept, file, onFileChange, progress = null, error = null, disabled = false }: FileDropProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const uploading = progress !== null;

  const onDrop = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    setRejection(null);
    onFileChange(first);
  };
  // A refused file replaces the choice too: the previous file, and whatever the screen showed for
  // it (a verdict, a result), no longer applies once the user picked another.
  const onReject = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    setRejection(invalidFileTypeText(first.file.name));
    if (file) onFileChange(null);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        multiple={false}
        maxFiles={1}
        disabled={disabled || uploading}
        validator={(candidate) =>
          // While dragging, browsers hide the name; judge only once the file is dropped.
          !candidate.name || hasAcceptedExtension(candidate.name, accept)
            ? null
            : { code: 'file-invalid-type', message: invalidFileTypeText(candidate.name) }
        }
        inputProps={{ accept: accept.join(','), 'aria-label': 'Bestand kiezen' }}
      >
        <Stack align="center" gap={4} mih={80} justify="center" style={{ pointerEvents: 'none' }}>
          <Text>Sleep een bestand hierheen of klik om een bestand te kiezen.</Text>
          <Text size="sm" c="dimmed">
            Toegestaan: {accept.join(', ')} (één bestand)
          </Text>
        </Stack>
      </Dropzone>
      {file ? (
        <Group gap="xs">
          <Text size="sm" data-testid="chosen-file">
            {file.name}
          </Text>
          {!uploading ? <CloseButton size="sm" aria-label={`${file.name} verwijderen`} onClick={() => onFileChange(null)} /> : null}
        </Group>
      ) : null}
      {uploading ? <Progress value={progress} aria-label="Voortgang upload" animated /> : null}
      {rejection ? (
        <Alert color="red" role="alert">
          {rejection}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
