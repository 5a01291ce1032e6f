import { schemaNameSchema, type CertifiedSchema } from '@afd/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { CertificateLink } from '@/components/certificate-link';
import { CompatibilityView } from '@/components/compatibility/compatibility-view';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormElement } from '@/components/form/form-element';
import { FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { NOT_SAVED, SAVED, useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import type { CompleteBaselineKey } from '../api/baseline-key-fields';
import { useCertifySchema } from '../api/certify-schema';

/** The name the schema is stored under (the contract's rules: no path separators or control characters). */
const nameSchema = z.object({ name: schemaNameSchema });

const nameInUseQuestion = 'Weet u dit zeker? De opgegeven naam is al in gebruik';

/** The server refuses a name in use with 409 and this question until the user confirms. */
function isNameInUse(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.detail === nameInUseQuestion;
}

/** After certification: the saved name and the enriched XSD as a download link (an object URL, freed on unmount). */
function CertifiedNotice({ name, href, fileName, kenmerk, compatibility }: { name: string; href: string; fileName: string; kenmerk: string | undefined; compatibility: CertifiedSchema['compatibility'] }) {
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <Stack gap="xs">
      <Text>{`Het schema is opgeslagen als '${name}'`}</Text>
      <Anchor href={href} download={fileName}>
        Verrijkte XSD downloaden
      </Anchor>
      <CertificateLink kenmerk={kenmerk} />
      {compatibility ? <CompatibilityView compatibility={compatibility} /> : null}
    </Stack>
  );
}

/**
 * A valid schema, for a certifier (spec 000 §2 screen 3): a name and Certificeren; a name in use
 * asks for confirmation; afterwards the enriched XSD can be downloaded.
 */
export function CertifyForm({ tempFileId, fileSha256, baselineKey }: { tempFileId: string; fileSha256: string; baselineKey: CompleteBaselineKey }) {
  const certify = useCertifySchema();
  const [confirming, setConfirming] = useState(false);
  const [certified, setCertified] = useState<{ schema: CertifiedSchema; href: string } | null>(null);
  // Set by 'Ja' on the question, for the one submit it starts.
  const overwrite = useRef(false);

  const api = useApiForm({
    schema: nameSchema,
    defaultValues: { name: '' },
    send: async ({ name }) => {
      const confirmed = overwrite.current;
      overwrite.current = false;
      try {
        const schema = await certify.mutateAsync({ tempFileId, fileSha256, key: baselineKey, name, overwrite: confirmed });
        setCertified({ schema, href: URL.createObjectURL(new Blob([schema.enrichedXsd], { type: 'application/xml' })) });
        showSuccess('Certificering is succesvol zonder fouten.');
        return SAVED;
      } catch (error) {
        if (confirmed || !isNameInUse(error)) throw error;
        setConfirming(true);
        return NOT_SAVED;
      } finally {
        if (confirmed) setConfirming(false);
      }
    },
    failureText: 'Certificering mislukt.',
  });

  if (certified) {
    const { schema } = certified;
    return <CertifiedNotice name={schema.name} href={certified.href} fileName={schema.fileName} kenmerk={schema.kenmerk} compatibility={schema.compatibility} />;
  }

  return (
    <FormElement api={api} aria-label="Certificeren">
      <Group align="flex-start">
        <FormTextInput control={api.form.control} name="name" label="Naam" style={{ flexGrow: 1 }} />
        <SubmitButton api={api} untilValid mt={25}>
          Certificeren
        </SubmitButton>
      </Group>
      <ConfirmDialog
        opened={confirming}
        message={nameInUseQuestion}
        onConfirm={() => {
          overwrite.current = true;
          void api.submit();
        }}
        onCancel={() => setConfirming(false)}
        confirming={api.pending}
      />
    </FormElement>
  );
}
