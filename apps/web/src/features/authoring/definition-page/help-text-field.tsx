import { ActionIcon, Group } from '@mantine/core';
import { Field } from './field';
import { definitionPageTexts as texts } from './definition-page-texts';

/** 'Eigen omschrijving' in an attribute panel, with the pencil that opens its modal. */
export function HelpTextField({ helpText, onEdit }: { helpText: string | null; onEdit: () => void }) {
  return (
    <Group gap="xs" align="end">
      <Field label={texts.ownDescription}>{helpText ?? '—'}</Field>
      <ActionIcon variant="subtle" aria-label={`${texts.ownDescription} wijzigen`} onClick={onEdit}>
        ✎
      </ActionIcon>
    </Group>
  );
}
