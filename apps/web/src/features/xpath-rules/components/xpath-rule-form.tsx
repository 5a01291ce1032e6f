import type { XPathRule } from '@afd/contracts';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useApiForm, type SendOutcome } from '@/components/form/use-api-form';
import { emptyDraft, ruleDraftSchema, ruleFieldOf, type RuleDraft } from '../rule-draft';
import { xpathRuleScreenTexts as texts, xpathRuleFieldLabels as labels } from '../xpath-rule-texts';

export interface XPathRuleFormProps {
  /** The other rules, for the name's uniqueness. */
  rules: readonly XPathRule[];
  /** The rule being edited (the edit dialog); absent in the add row, which empties after a save. */
  original?: XPathRule;
  submitLabel: string;
  send: (draft: RuleDraft) => Promise<SendOutcome<RuleDraft>>;
  /** Shown as 'Annuleren' when given (the edit dialog). */
  onCancel?: () => void;
  onSaved?: () => void;
}

const expressionStyles = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** The four fields of an XPath rule, for the add row and the edit dialog alike; messages sit on their fields. */
export function XPathRuleForm({ rules, original, submitLabel, send, onCancel, onSaved }: XPathRuleFormProps) {
  const api = useApiForm({
    schema: ruleDraftSchema(rules, original),
    defaultValues: original ? { name: original.name, selectionXPath: original.selectionXPath, predicateXPath: original.predicateXPath, errorMessage: original.errorMessage } : emptyDraft,
    send,
    failureText: texts.saveFailed,
    serverField: ruleFieldOf,
    mode: 'onSubmit',
    onSaved,
  });
  const { control } = api.form;

  return (
    <FormElement api={api}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FormTextInput control={control} name="name" label={labels.name} />
        <FormTextInput control={control} name="errorMessage" label={labels.errorMessage} />
        <FormTextarea control={control} name="selectionXPath" label={labels.selectionXPath} rows={2} styles={expressionStyles} />
        <FormTextarea control={control} name="predicateXPath" label={labels.predicateXPath} rows={2} styles={expressionStyles} />
      </SimpleGrid>
      <Group mt="sm" gap="xs">
        <SubmitButton api={api}>{submitLabel}</SubmitButton>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Annuleren
          </Button>
        ) : null}
      </Group>
    </FormElement>
  );
}
