import type { SchemaIssue } from '@afd/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormElement } from '@/components/form/form-element';
import { FormNativeSelect, FormTextarea } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { showSuccess } from '@/components/toasts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useSchemaIssueDictionary } from '../api/get-dictionaries';
import { useUpdateIssue } from '../api/update-issue';
import { AFGEHANDELD, formValuesOf, issueUpdateFormSchema, optionsOf, withStatus } from '../issue-update-form-values';
import { specStatusDictionary } from '../status-label';
import { CommentHistory } from './comment-history';

export interface IssueUpdateFormProps {
  issue: SchemaIssue;
  /** After 'Opslaan en versturen' succeeded, or on 'Sluiten zonder opslaan'. */
  onDone: () => void;
}

const NOTHING_CHOSEN = { value: '', label: 'Maak een keuze', disabled: true };

/**
 * The handler's part of a melding (001 §4, §5): any status; both substatuses enabled and required
 * only for afgehandeld, otherwise cleared and disabled; comments required. 'Opslaan en versturen'
 * stays disabled until all is valid; the substatus messages show as soon as afgehandeld makes them
 * required, the comments message once the handler has been in the field (not before they typed).
 */
export function IssueUpdateForm({ issue, onDone }: IssueUpdateFormProps) {
  const [leaving, setLeaving] = useState(false);
  const statuses = useSchemaIssueDictionary('status-dict');
  const afdSubStatuses = useSchemaIssueDictionary('afd-definition-substatus-dict');
  const documentationSubStatuses = useSchemaIssueDictionary('documentation-substatus-dict');
  const save = useUpdateIssue();

  const leave = () => setLeaving(true);
  // Navigate only after the render in which the guard saw the form as left (see UnsavedChangesGuard).
  useEffect(() => {
    if (leaving) onDone();
  }, [leaving, onDone]);

  const api = useApiForm({
    schema: issueUpdateFormSchema,
    defaultValues: formValuesOf(issue),
    send: async (update) => {
      await save.mutateAsync({ organisation: issue.organization, id: issue.id, update });
      showSuccess('wijzigingen opgeslagen');
      return SAVED;
    },
    failureText: 'Wijzigingen opslaan mislukt',
    onSaved: leave,
  });
  const { control, getValues, setValue, trigger, formState } = api.form;
  const status = useWatch({ control, name: 'status' });
  const handled = status === AFGEHANDELD;

  // A status other than afgehandeld clears both substatuses; afgehandeld makes them required at once.
  const changeStatus = (next: string) => {
    const values = withStatus(getValues(), next);
    setValue('afdDefinitionSubStatus', values.afdDefinitionSubStatus, { shouldDirty: true });
    setValue('documentationSubStatus', values.documentationSubStatus, { shouldDirty: true });
    void trigger(['afdDefinitionSubStatus', 'documentationSubStatus']);
  };
  // A disabled substatus shows empty, not 'Maak een keuze'.
  const unchosenSubStatus = { ...NOTHING_CHOSEN, label: handled ? NOTHING_CHOSEN.label : '' };

  return (
    <FormElement api={api} aria-label="Melding behandelen">
      <UnsavedChangesGuard when={!leaving && formState.isDirty} />
      <Stack>
        <FormNativeSelect
          control={control}
          name="status"
          label="Status"
          withAsterisk
          maw={400}
          onValueChange={changeStatus}
          data={[
            ...(status === '' || !(statuses.data ?? specStatusDictionary).some((entry) => entry.key === status) ? [NOTHING_CHOSEN] : []),
            ...optionsOf(statuses.data, specStatusDictionary),
          ]}
        />
        <FormNativeSelect
          control={control}
          name="afdDefinitionSubStatus"
          label="Substatus AFD-definitie"
          withAsterisk={handled}
          maw={400}
          disabled={!handled}
          data={[unchosenSubStatus, ...optionsOf(afdSubStatuses.data)]}
        />
        <FormNativeSelect
          control={control}
          name="documentationSubStatus"
          label="Substatus documentatie"
          withAsterisk={handled}
          maw={400}
          disabled={!handled}
          data={[unchosenSubStatus, ...optionsOf(documentationSubStatuses.data)]}
        />
        <CommentHistory issue={issue} statuses={statuses.data} />
        <FormTextarea control={control} name="comments" label="Opmerkingen" withAsterisk rows={4} />
        <Group>
          <SubmitButton api={api} untilValid>
            Opslaan en versturen
          </SubmitButton>
          <Button variant="default" onClick={leave}>
            Sluiten zonder opslaan
          </Button>
        </Group>
      </Stack>
    </FormElement>
  );
}
