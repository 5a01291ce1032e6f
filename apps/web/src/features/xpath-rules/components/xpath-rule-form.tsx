import { Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { emptyDraft, type DraftErrors, type RuleDraft, type RuleField } from '../rule-draft';
import type { SubmitOutcome } from '../use-submit-xpath-rule';
import { xpathRuleFieldLabels as labels } from '../xpath-rule-texts';

export interface XPathRuleFormProps {
  initial?: RuleDraft;
  submitLabel: string;
  onSubmit: (draft: RuleDraft) => Promise<SubmitOutcome>;
  /** Shown as 'Annuleren' when given (the edit dialog). */
  onCancel?: () => void;
  /** Empty the fields after a save (the add row). */
  clearOnSave?: boolean;
  saving: boolean;
}

/** The four fields of an XPath rule, for the add row and the edit dialog alike; messages sit on their fields. */
export function XPathRuleForm({ initial = emptyDraft, submitLabel, onSubmit, onCancel, clearOnSave = false, saving }: XPathRuleFormProps) {
  const [draft, setDraft] = useState<RuleDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field: RuleField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const outcome = await onSubmit(draft);
    setSubmitting(false);
    if (!outcome.saved) setErrors(outcome.errors);
    else if (clearOnSave) setDraft(emptyDraft);
  };

  const expressionProps = (field: 'selectionXPath' | 'predicateXPath') => ({
    label: labels[field],
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    error: errors[field],
    rows: 2,
    styles: { input: { fontFamily: 'var(--mantine-font-family-monospace)' } },
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label={labels.name} value={draft.name} onChange={(event) => change('name', event.currentTarget.value)} error={errors.name} />
        <TextInput
          label={labels.errorMessage}
          value={draft.errorMessage}
          onChange={(event) => change('errorMessage', event.currentTarget.value)}
          error={errors.errorMessage}
        />
        <Textarea {...expressionProps('selectionXPath')} />
        <Textarea {...expressionProps('predicateXPath')} />
      </SimpleGrid>
      <Group mt="sm" gap="xs">
        <Button type="submit" loading={saving || submitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Annuleren
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
