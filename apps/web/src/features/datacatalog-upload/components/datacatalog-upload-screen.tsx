import type { DatacatalogUploadResult } from '@afd/contracts';
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FileDrop } from '@/components/file-drop/file-drop';
import { useFileUpload } from '@/components/file-drop/use-file-upload';
import { showFailure, showSuccess } from '@/components/toasts';
import { downloadDatacatalog } from '../api/download-datacatalog';
import { uploadDatacatalog } from '../api/upload-datacatalog';

const accept = ['.zip', '.afm'] as const;

/** Spec 000 §2 screen 1. */
const DATACATALOG_UPLOADED_TEXT = 'Upload van datacatalogus afgerond.';

/**
 * 'Upload datacatalogus' (spec 000 §2 screen 1, /uploadafm): one ZIP with the AFD 1.0 XSD set
 * and/or the AFD 2.0 JSON pair; when done, 'Upload van datacatalogus afgerond.' and a link to
 * the catalogue as JSON.
 */
export default function DatacatalogUploadScreen() {
  const upload = useFileUpload();
  const [result, setResult] = useState<DatacatalogUploadResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const problems = Object.values(upload.fieldErrors).flat();

  const submit = async () => {
    const { file } = upload;
    if (!file) return;
    setResult(null);
    const outcome = await upload.send((onProgress) => uploadDatacatalog(file, onProgress));
    if (!outcome.ok) return upload.fail(outcome.failure);
    // Spec 000 §4: whatever the outcome, the chosen file is cleared.
    upload.clearFile();
    if (outcome.answer) {
      setResult(outcome.answer);
      showSuccess(DATACATALOG_UPLOADED_TEXT);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDatacatalog();
    } catch (failure) {
      showFailure('Ophalen van gegevens is mislukt', failure);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack>
      <Title order={1}>Upload datacatalogus</Title>
      <Text>
        Upload de datacatalogus als één ZIP-bestand met de AFD 1.0-XSD-bestanden en/of datacat.json en codelist.json (AFD 2.0). Codelijstbestanden
        van SIVI (…-afdCodelists.json) mogen erbij; een ZIP met alleen zulke bestanden vult de huidige datacatalogus aan.
      </Text>
      <FileDrop accept={accept} file={upload.file} onFileChange={upload.chooseFile} progress={upload.progress} error={upload.error} />
      {problems.length > 1 ? (
        <List aria-label="Meldingen bij de datacatalogus" size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      ) : null}
      <Group>
        <Button onClick={() => void submit()} disabled={!upload.file || upload.uploading} loading={upload.uploading}>
          Uploaden
        </Button>
      </Group>
      {result ? (
        <Alert color="green" title={DATACATALOG_UPLOADED_TEXT}>
          <Stack gap="xs">
            <Text size="sm">Versie {result.version}</Text>
            {result.warnings.length > 0 ? (
              <List aria-label="Opmerkingen bij de datacatalogus" size="sm">
                {result.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            ) : null}
            <Anchor component="button" type="button" onClick={() => void download()} disabled={downloading}>
              Download de datacatalogus als JSON
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
