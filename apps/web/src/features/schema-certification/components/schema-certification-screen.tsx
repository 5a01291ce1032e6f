import type { UploadResult } from '@afd/contracts';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BaselineKeySelects } from '@/components/baseline-key-selects/baseline-key-selects';
import { emptyBaselineKey, isCompleteBaselineKey, type BaselineKeySelection } from '@/components/baseline-key-selects/baseline-key';
import { useBaselineKeyData } from '@/components/baseline-key-selects/use-baseline-key-data';
import { FileDrop } from '@/components/file-drop/file-drop';
import { useFileUpload } from '@/components/file-drop/use-file-upload';
import { MessageTable } from '@/components/message-table';
import { showSuccess } from '@/components/toasts';
import { config } from '@/lib/config';
import { fileSha256 } from '@/lib/file-sha256';
import { useCurrentUser } from '@/lib/session/use-session';
import type { CompleteBaselineKey } from '../api/baseline-key-fields';
import { useValidateSchema } from '../api/validate-schema';
import { CertifyForm } from './certify-form';
import { ManualRequestForm } from './manual-request-form';

const accept = ['.xsd'] as const;

function completeKey(key: BaselineKeySelection): CompleteBaselineKey | null {
  const { certificationAreaId, messageTypeId, applicationAreaId } = key;
  return certificationAreaId && messageTypeId && applicationAreaId ? { certificationAreaId, messageTypeId, applicationAreaId } : null;
}

/** Valid = no error and no manual validation needed (spec 000 §4). */
function isValid(result: UploadResult): boolean {
  return !result.manualvalidation && result.messages.every((message) => message.severity === 0);
}

interface Validated {
  result: UploadResult;
  key: CompleteBaselineKey;
  /** The validated file's hash: Certificeren names the file, and the server checks it is the upload. */
  fileSha256: string;
}

/**
 * 'Certificeer schema' / 'Valideer schema' (spec 000 §2 screen 3, /uploadvalidationxsd): an XSD and
 * a key of a version-1 certification area; Valideer shows the messages; then a certifier certifies
 * a valid schema or asks for manual certification, and a validator gets the contact notice.
 */
export default function SchemaCertificationScreen() {
  const user = useCurrentUser();
  const isCertifier = Boolean(user?.isAdministrator || user?.isCertifier);
  const keyData = useBaselineKeyData();
  const validate = useValidateSchema();
  const [key, setKey] = useState<BaselineKeySelection>(emptyBaselineKey);
  const upload = useFileUpload();
  const { file } = upload;
  const [validated, setValidated] = useState<Validated | null>(null);

  // Another file makes the last validation meaningless: certifying must never take the earlier
  // file under the new one's name (issue 10), so the result and its forms go with it.
  const chooseFile = (next: File | null) => {
    upload.chooseFile(next);
    setValidated(null);
  };
  const chooseKey = (next: BaselineKeySelection) => {
    setKey(next);
    setValidated(null);
  };

  const submit = async () => {
    const chosenKey = completeKey(key);
    if (!file || !chosenKey) return;
    setValidated(null);
    // Hashed while the upload runs (the file cannot be changed meanwhile).
    const hashed = fileSha256(file);
    const outcome = await upload.send((onProgress) => validate.mutateAsync({ input: { file, key: chosenKey }, onProgress }));
    // Spec 000 §4: another status shows the message and clears the file list.
    if (!outcome.ok) return upload.fail(outcome.failure);
    setValidated({ result: outcome.answer, key: chosenKey, fileSha256: await hashed });
    if (isValid(outcome.answer)) showSuccess('Schema is valide.');
  };

  const result = validated?.result ?? null;
  return (
    <Stack>
      <Title order={1}>{isCertifier ? 'Certificeer schema' : 'Valideer schema'}</Title>
      <FileDrop accept={accept} file={file} onFileChange={chooseFile} progress={upload.progress} error={upload.error} />
      <BaselineKeySelects {...keyData} certificationAreaVersion="1" value={key} onChange={chooseKey} />
      <Group>
        <Button onClick={() => void submit()} disabled={!file || !isCompleteBaselineKey(key)} loading={upload.uploading}>
          Valideer
        </Button>
      </Group>
      {result ? (
        <Stack>
          <MessageTable messages={result.messages} />
          {result.manualvalidation && !isCertifier ? (
            <Alert color="blue" title="Dit schema kan (nog) niet automatisch gevalideerd worden">
              <Text size="sm">
                Neem contact op met {config.contact.organisationName} via{' '}
                <Anchor href={`mailto:${config.contact.supportEmail}`}>{config.contact.supportEmail}</Anchor> of{' '}
                <Anchor href={config.contact.phoneHref}>{config.contact.phoneDisplay}</Anchor>.
              </Text>
            </Alert>
          ) : null}
          {result.manualvalidation && isCertifier && result.tempFileId && validated ? (
            <ManualRequestForm key={result.tempFileId} tempFileId={result.tempFileId} fileName={result.fileName} baselineKey={validated.key} />
          ) : null}
          {isValid(result) && isCertifier && result.tempFileId && validated ? (
            <CertifyForm key={result.tempFileId} tempFileId={result.tempFileId} fileSha256={validated.fileSha256} baselineKey={validated.key} />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
