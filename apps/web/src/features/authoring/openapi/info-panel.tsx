import { infoVersionProblem, titleProblem } from '@afd/afd/authoring';
import type { OpenApiDescription } from '@afd/contracts';
import { Button, Group, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { openApiTexts as texts } from './openapi-texts';

type Info = OpenApiDescription['info'];

/** Info (001 §2, §5): Title and Version (nnn.nn, e.g. 001.01) with their rules, Summary and Description; Opslaan disabled while invalid or unchanged. */
export function InfoPanel({ info, onSave }: { info: Info; onSave: (info: Info) => void }) {
  const [draft, setDraft] = useState<Info>(info);
  const problems = { title: titleProblem(draft.title), version: infoVersionProblem(draft.version) };
  const changed = JSON.stringify(draft) !== JSON.stringify(info);
  const set = (field: keyof Info) => (event: { currentTarget: { value: string } }) => setDraft({ ...draft, [field]: event.currentTarget.value });
  return (
    <Stack component="form" onSubmit={(event) => {
      event.preventDefault();
      onSave({ ...draft, title: draft.title.trim() });
    }}>
      <Title order={2} size="h3">
        Info
      </Title>
      <TextInput label="Title" withAsterisk value={draft.title} onChange={set('title')} error={problems.title} />
      <TextInput label="Summary" value={draft.summary} onChange={set('summary')} />
      <Textarea label="Description" value={draft.description} onChange={set('description')} rows={3} />
      <TextInput label="Version" withAsterisk description="Formaat nnn.nn, bijvoorbeeld 001.01" value={draft.version} onChange={set('version')} error={problems.version} />
      <Group>
        <Button type="submit" disabled={problems.title !== null || problems.version !== null || !changed}>
          {texts.save}
        </Button>
      </Group>
    </Stack>
  );
}
