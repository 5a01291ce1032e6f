import { Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { FileDrop } from '@/components/file-drop/file-drop';
import { useFileUpload } from '@/components/file-drop/use-file-upload';
import { showError, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
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

/**
 * 'Voorgedefinieerde entiteiten' (spec 000 §2 screen 14, /uploadpredefinedentities): one .json
 * file replaces the whole set of predefined entities; the current set is listed below.
 */
export default function PredefinedEntitiesUploadScreen() {
  const current = usePredefinedEntitiesQuery();
  const save = useUploadPredefinedEntities();
  const upload = useFileUpload();
  const { file } = upload;

  useFailureToast(current.error, 'Ophalen voorgedefinieerde entiteiten is mislukt.');

  const refuse = (failure: unknown, text?: string) => {
    // Spec 000 §4: another status shows the message and clears the file list.
    upload.fail(failure, text);
    showError('Voorgedefinieerde entiteiten zijn niet bijgewerkt');
  };

  const submit = async () => {
    if (!file) return;
    upload.clearFailure();
    // A file that is not JSON at all is refused here, without a round trip; the server checks
    // the shape (and everything again).
    if (!(await isJson(file))) return refuse(null, unusableContentText(file.name));
    const outcome = await upload.send((onProgress) => save.mutateAsync({ file, onProgress }));
    if (!outcome.ok) return refuse(outcome.failure);
    upload.clearFile();
    showSuccess('Voorgedefinieerde entiteiten zijn bijgewerkt');
  };

  const mistakes = Object.entries(upload.fieldErrors);

  return (
    <Stack>
      <Title order={1}>Voorgedefinieerde entiteiten</Title>
      <Text>Upload één .json-bestand met voorgedefinieerde entiteiten; het vervangt de huidige set in zijn geheel.</Text>
      <FileDrop accept={accept} file={file} onFileChange={upload.chooseFile} progress={upload.progress} error={upload.error} />
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
        <Button onClick={() => void submit()} disabled={!file} loading={upload.uploading}>
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
