import type { CertifiedSchema } from '@afd/contracts';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showError, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import type { CompleteBaselineKey } from '../api/baseline-key-fields';
import { useCertifySchema } from '../api/certify-schema';

const nameInUseQuestion = 'Weet u dit zeker? De opgegeven naam is al in gebruik';

/** The server refuses a name in use with 409 and this question until the user confirms. */
function isNameInUse(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.detail === nameInUseQuestion;
}

/** After certification: the saved name and the enriched XSD as a download link (an object URL, freed on unmount). */
function CertifiedNotice({ name, href, fileName }: { name: string; href: string; fileName: string }) {
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <Stack gap="xs">
      <Text>{`Het schema is opgeslagen als '${name}'`}</Text>
      <Anchor href={href} download={fileName}>
        Verrijkte XSD downloaden
      </Anchor>
    </Stack>
  );
}

/**
 * A valid schema, for a certifier (spec 000 §2 screen 3): a name and Certificeren; a name in use
 * asks for confirmation; afterwards the enriched XSD can be downloaded.
 */
export function CertifyForm({ tempFileId, baselineKey }: { tempFileId: string; baselineKey: CompleteBaselineKey }) {
  const certify = useCertifySchema();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [certified, setCertified] = useState<{ schema: CertifiedSchema; href: string } | null>(null);

  const submit = (overwrite: boolean) => {
    certify.mutate(
      { tempFileId, key: baselineKey, name, overwrite },
      {
        onSuccess: (schema) => {
          setConfirming(false);
          setCertified({ schema, href: URL.createObjectURL(new Blob([schema.enrichedXsd], { type: 'application/xml' })) });
          showSuccess('Certificering is succesvol zonder fouten.');
        },
        onError: (error) => {
          if (!overwrite && isNameInUse(error)) {
            setConfirming(true);
            return;
          }
          setConfirming(false);
          showError('Certificering mislukt.', error instanceof ApiError ? error.detail : null);
        },
      },
    );
  };

  if (certified) return <CertifiedNotice name={certified.schema.name} href={certified.href} fileName={certified.schema.fileName} />;

  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput label="Naam" value={name} onChange={(event) => setName(event.currentTarget.value)} style={{ flexGrow: 1 }} />
        <Button onClick={() => submit(false)} disabled={name.trim() === ''} loading={certify.isPending && !confirming}>
          Certificeren
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        message={nameInUseQuestion}
        onConfirm={() => submit(true)}
        onCancel={() => setConfirming(false)}
        confirming={certify.isPending}
      />
    </Stack>
  );
}
