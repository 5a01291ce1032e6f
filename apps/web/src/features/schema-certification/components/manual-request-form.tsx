import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showError, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import type { CompleteBaselineKey } from '../api/baseline-key-fields';
import { useCreateManualRequest } from '../api/create-manual-request';

export interface ManualRequestFormProps {
  tempFileId: string;
  fileName: string;
  baselineKey: CompleteBaselineKey;
}

/** A schema that needs manual validation, for a certifier: name and description, sent as a request. */
export function ManualRequestForm({ tempFileId, fileName, baselineKey }: ManualRequestFormProps) {
  const request = useCreateManualRequest();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [sent, setSent] = useState(false);

  const submit = () => {
    request.mutate(
      { name: name.trim(), description, tempFileId, fileName, ...baselineKey },
      {
        onSuccess: () => {
          setSent(true);
          showSuccess('Aanvraag is succesvol verzonden.');
        },
        onError: (error) => showError('Aanvraag is mislukt.', error instanceof ApiError ? error.detail : null),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text>Dit schema kan (nog) niet automatisch gevalideerd worden. U kunt handmatige certificering aanvragen.</Text>
      <Text>Na uw aanvraag nemen wij binnen 5 werkdagen contact met u op.</Text>
      <TextInput label="Naam" value={name} onChange={(event) => setName(event.currentTarget.value)} disabled={sent} />
      <Textarea label="Omschrijving" value={description} onChange={(event) => setDescription(event.currentTarget.value)} rows={3} disabled={sent} />
      <div>
        <Button onClick={submit} disabled={name.trim() === '' || sent} loading={request.isPending}>
          Aanvraag versturen
        </Button>
      </div>
    </Stack>
  );
}
