import { newSchemaIssueSchema, type NewSchemaIssue } from '@afd/contracts';
import { Box, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { uploadErrorText } from '@/components/file-drop/use-file-upload';
import { showError, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { useSchemaIssueDictionary } from '../api/get-dictionaries';
import { sendIssue } from '../api/send-issue';
import { registerHref } from '../issue-paths';
import { AttachmentDrop } from './attachment-drop';

type Field = 'title' | 'category' | 'description';

function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" fw={700} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** The contract's check of the form; the Dutch message of each invalid field. */
function validate(issue: NewSchemaIssue): Partial<Record<Field, string>> {
  const parsed = newSchemaIssueSchema.safeParse(issue);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) for (const problem of parsed.error.issues) errors[problem.path[0] as Field] ??= problem.message;
  return errors;
}

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
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [attachments, setAttachments] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  // The route's baseline goes along only when it is one (it is the way back for later screens).
  const baselineId = newSchemaIssueSchema.shape.baselineId.safeParse(baselineid).success ? baselineid : undefined;
  const issue: NewSchemaIssue = { organization, schema, ...(baselineId ? { baselineId } : {}), title, category, description };
  const errors = validate(issue);
  const valid = Object.keys(errors).length === 0 && organization !== '' && schema !== '';
  const errorOf = (field: Field) => (touched.has(field) ? errors[field] : undefined);
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));
  const backToRegister = () => void navigate(registerHref(organization, baselineid));

  const submit = async () => {
    if (!valid) return;
    setSending(true);
    try {
      const { failedAttachments } = await sendIssue(issue, attachments, setProgress);
      showSuccess('Aanmaken melding is gelukt');
      for (const { fileName, error } of failedAttachments) showError(`Bijlage ${fileName} is niet opgeslagen`, uploadErrorText(error));
      backToRegister();
    } catch (error) {
      showError('Aanmaken melding is niet gelukt', error instanceof ApiError ? error.detail : null);
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  return (
    <Stack>
      <Title order={1}>Nieuwe melding</Title>
      <form
        aria-label="Nieuwe melding"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack maw={720}>
          <Box component="dl" m={0} style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            <ReadOnlyValue label="Melder" value={user ? userDisplayName(user) : ''} />
            <ReadOnlyValue label="Naam AFD-definitie" value={schema} />
            <ReadOnlyValue label="Organisatie" value={organization} />
          </Box>
          <TextInput label="Titel" withAsterisk value={title} error={errorOf('title')} onChange={(event) => setTitle(event.currentTarget.value)} onBlur={() => touch('title')} />
          <NativeSelect
            label="Categorie"
            withAsterisk
            value={category}
            error={errorOf('category')}
            onChange={(event) => {
              setCategory(event.currentTarget.value);
              touch('category');
            }}
            onBlur={() => touch('category')}
            data={[{ value: '', label: 'Maak een keuze', disabled: true }, ...(categories.data ?? []).map((entry) => ({ value: entry.key, label: entry.value }))]}
          />
          <Textarea
            label="Omschrijving"
            withAsterisk
            rows={5}
            value={description}
            error={errorOf('description')}
            onChange={(event) => setDescription(event.currentTarget.value)}
            onBlur={() => touch('description')}
          />
          <AttachmentDrop files={attachments} onChange={setAttachments} progress={progress} disabled={sending} />
          <Group>
            <Button type="submit" disabled={!valid} loading={sending}>
              Versturen
            </Button>
            <Button variant="default" onClick={backToRegister} disabled={sending}>
              Annuleren
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
