import { newSchemaIssueSchema, type NewSchemaIssue } from '@afd/contracts';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { uploadErrorText } from '@/components/file-drop/use-file-upload';
import { FormElement } from '@/components/form/form-element';
import { FormNativeSelect, FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { showError, showSuccess } from '@/components/toasts';
import { useCurrentUser } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { useSchemaIssueDictionary } from '../api/get-dictionaries';
import { sendIssue } from '../api/send-issue';
import { registerHref } from '../issue-paths';
import { AttachmentDrop } from './attachment-drop';

function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The fields the reporter fills in, with the contract's messages ('Titel is verplicht', ...). */
const typedSchema = newSchemaIssueSchema.pick({ title: true, category: true, description: true });
type Typed = z.input<typeof typedSchema>;
const empty: Typed = { title: '', category: '', description: '' };

/**
 * 'Nieuwe melding' (/schema-issue-new/:organization/:baselineid/:schema): a signed-in user reports
 * an issue on a published schema. Reporter, schema and organisation are fixed; title, category
 * and description are required. Attachments upload after the melding exists, with its id. Both
 * buttons return to the register with its organisation and baseline.
 */
export default function SchemaIssueNewScreen() {
  const { organization = '', baselineid = '', schema = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const categories = useSchemaIssueDictionary('category-dict');
  const [attachments, setAttachments] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  // The route's baseline goes along only when it is one (it is the way back for later screens).
  const baselineId = newSchemaIssueSchema.shape.baselineId.safeParse(baselineid).success ? baselineid : undefined;
  const backToRegister = () => void navigate(registerHref(organization, baselineid));

  const api = useApiForm({
    schema: typedSchema,
    defaultValues: empty,
    send: async (typed) => {
      const issue: NewSchemaIssue = { organization, schema, ...(baselineId ? { baselineId } : {}), ...typed };
      try {
        const { failedAttachments } = await sendIssue(issue, attachments, setProgress);
        showSuccess('Aanmaken melding is gelukt');
        for (const { fileName, error } of failedAttachments) showError(`Bijlage ${fileName} is niet opgeslagen`, uploadErrorText(error));
      } finally {
        setProgress(null);
      }
      return SAVED;
    },
    failureText: 'Aanmaken melding is niet gelukt',
    onSaved: backToRegister,
  });
  const { control } = api.form;
  const sending = api.pending;

  return (
    <Stack>
      <Title order={1}>Nieuwe melding</Title>
      <FormElement api={api} aria-label="Nieuwe melding">
        <Stack maw={720}>
          <Box component="dl" m={0} style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            <ReadOnlyValue label="Melder" value={user ? userDisplayName(user) : ''} />
            <ReadOnlyValue label="Naam AFD-definitie" value={schema} />
            <ReadOnlyValue label="Organisatie" value={organization} />
          </Box>
          <FormTextInput control={control} name="title" label="Titel" withAsterisk />
          <FormNativeSelect
            control={control}
            name="category"
            label="Categorie"
            withAsterisk
            data={[{ value: '', label: 'Maak een keuze', disabled: true }, ...(categories.data ?? []).map((entry) => ({ value: entry.key, label: entry.value }))]}
          />
          <FormTextarea control={control} name="description" label="Omschrijving" withAsterisk rows={5} />
          <AttachmentDrop files={attachments} onChange={setAttachments} progress={progress} disabled={sending} />
          <Group>
            <SubmitButton api={api} untilValid disabled={organization === '' || schema === ''}>
              Versturen
            </SubmitButton>
            <Button variant="default" onClick={backToRegister} disabled={sending}>
              Annuleren
            </Button>
          </Group>
        </Stack>
      </FormElement>
    </Stack>
  );
}
