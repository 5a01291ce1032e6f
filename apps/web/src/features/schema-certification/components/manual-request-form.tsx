import { manualCertificationRequestBodySchema } from '@afd/contracts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormElement } from '@/components/form/form-element';
import { FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
import type { CompleteBaselineKey } from '../api/baseline-key-fields';
import { useCreateManualRequest } from '../api/create-manual-request';

export interface ManualRequestFormProps {
  tempFileId: string;
  fileName: string;
  baselineKey: CompleteBaselineKey;
}

/** What the certifier types; the file and the baseline key come from the certification above. */
const typedSchema = manualCertificationRequestBodySchema.pick({ name: true, description: true });

/** A schema that needs manual validation, for a certifier: name and description, sent as a request. */
export function ManualRequestForm({ tempFileId, fileName, baselineKey }: ManualRequestFormProps) {
  const request = useCreateManualRequest();
  const [sent, setSent] = useState(false);
  const api = useApiForm({
    schema: typedSchema,
    defaultValues: { name: '', description: '' },
    send: async (typed) => {
      await request.mutateAsync({ ...typed, tempFileId, fileName, ...baselineKey });
      showSuccess('Aanvraag is succesvol verzonden.');
      // The request stays in view, read-only: one request per certification.
      return { saved: true, resetTo: typed };
    },
    failureText: 'Aanvraag is mislukt.',
    onSaved: () => setSent(true),
  });
  const { control } = api.form;

  return (
    <FormElement api={api} aria-label="Handmatige certificering aanvragen">
      <Stack gap="xs">
        <Text>Dit schema kan (nog) niet automatisch gevalideerd worden. U kunt handmatige certificering aanvragen.</Text>
        <Text>Na uw aanvraag nemen wij binnen 5 werkdagen contact met u op.</Text>
        <FormTextInput control={control} name="name" label="Naam" disabled={sent} />
        <FormTextarea control={control} name="description" label="Omschrijving" rows={3} disabled={sent} />
        <div>
          <SubmitButton api={api} untilValid disabled={sent}>
            Aanvraag versturen
          </SubmitButton>
        </div>
      </Stack>
    </FormElement>
  );
}
