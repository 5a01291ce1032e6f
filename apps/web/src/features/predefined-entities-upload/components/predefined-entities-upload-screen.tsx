import { Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FileDrop } from '../../../components/file-drop/file-drop';
import { uploadErrorText } from '../../../components/file-drop/use-file-upload';
import { showError, showSuccess } from '../../../components/toasts';
import { ApiError, type FieldErrors } from '../../../lib/api-error';
import { usePredefinedEntitiesQuery } from '../api/get-predefined-entities';
import { useUploadPredefinedEntities } from '../api/upload-predefined-entities';
import { PredefinedEntitiesTable } from './predefined-entities-table';

const accept = ['.json'] as const;

/** The spec's text for a file with the right name whose content is not of that type (spec 001, imports). */
function unusableContentText(fileName: string): string {
  return `${fileName} heeft een onbruikbare inhoud.`;
}

async function isJson(file: File): Promise<boolean> {
  try {
    JSON.parse(await file.text());
    return true;
  } catch {
    return false;
  }
}

interface UploadFailure {
  message: string;
  fieldErrors: FieldErrors;
}

/**
 * 'Voorgedefinieerde entiteiten' (spec 000 §2 screen 14, /uploadpredefinedentities): one .json
 * file replaces the whole set of predefined entities; the current set is listed below.
 */
export default function PredefinedEntitiesUploadScreen() {
  const current = usePredefinedEntitiesQuery();
  const upload = useUploadPredefinedEntities();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);

  useEffect(() => {
    if (current.error) showError('Ophalen voorgedefinieerde entiteiten is mislukt.');
  }, [current.error]);

  const chooseFile = (next: File | null) => {
    setFailure(null);
    setFile(next);
  };

  const refuse = (message: string, fieldErrors: FieldErrors = {}) => {
    // Spec 000 §4: another status shows the message and clears the file list.
    setFile(null);
    setFailure({ message, fieldErrors });
    showError('Voorgedefinieerde entiteiten zijn niet bijgewerkt');
  };

  const submit = async () => {
    if (!file) return;
    setFailure(null);
    // A file that is not JSON at all is refused here, without a round trip; the server checks
    // the shape (and everything again).
    if (!(await isJson(file))) return refuse(unusableContentText(file.name));
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        showSuccess('Voorgedefinieerde entiteiten zijn bijgewerkt');
      },
      onError: (error) => refuse(uploadErrorText(error), error instanceof ApiError ? error.fieldErrors : {}),
    });
  };

  const mistakes = Object.entries(failure?.fieldErrors ?? {});

  return (
    <Stack>
      <Title order={1}>Voorgedefinieerde entiteiten</Title>
      <Text>Upload één .json-bestand met voorgedefinieerde entiteiten; het vervangt de huidige set in zijn geheel.</Text>
      <FileDrop accept={accept} file={file} onFileChange={chooseFile} progress={upload.progress} error={failure?.message ?? null} />
      {mistakes.length > 0 ? (
        <List aria-label="Fouten in het bestand" size="sm">
          {mistakes.map(([place, messages]) => (
            <List.Item key={place}>
              <Text span ff="monospace" size="sm">
                {place}
              </Text>
              : {messages.join(' ')}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Group>
        <Button onClick={() => void submit()} disabled={!file} loading={upload.isPending}>
          Uploaden
        </Button>
      </Group>
      <Title order={2}>Huidige voorgedefinieerde entiteiten</Title>
      {current.data ? (
        <PredefinedEntitiesTable snippets={current.data} />
      ) : current.isError ? (
        <Text>De huidige voorgedefinieerde entiteiten kunnen nu niet worden getoond.</Text>
      ) : (
        <Loader aria-label="Voorgedefinieerde entiteiten worden geladen" />
      )}
    </Stack>
  );
}
