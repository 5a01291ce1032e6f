import type { SchemaIssue } from '@afd/contracts';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showError, showSuccess } from '@/components/toasts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { ApiError } from '@/lib/api-error';
import { useSchemaIssueDictionary } from '../api/get-dictionaries';
import { useUpdateIssue } from '../api/update-issue';
import {
  AFGEHANDELD,
  formValuesOf,
  isSameFormValues,
  optionsOf,
  validateIssueUpdate,
  withStatus,
  type IssueUpdateField,
  type IssueUpdateFormValues,
} from '../issue-update-form-values';
import { specStatusDictionary } from '../status-label';

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
  const [initial] = useState(() => formValuesOf(issue));
  const [values, setValues] = useState<IssueUpdateFormValues>(initial);
  const [leaving, setLeaving] = useState(false);
  const [commentsVisited, setCommentsVisited] = useState(false);
  const statuses = useSchemaIssueDictionary('status-dict');
  const afdSubStatuses = useSchemaIssueDictionary('afd-definition-substatus-dict');
  const documentationSubStatuses = useSchemaIssueDictionary('documentation-substatus-dict');
  const save = useUpdateIssue();

  const { update, errors } = validateIssueUpdate(values);
  const handled = values.status === AFGEHANDELD;
  const set = (field: IssueUpdateField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const leave = () => setLeaving(true);
  // Navigate only after the render in which the guard saw the form as left (see UnsavedChangesGuard).
  useEffect(() => {
    if (leaving) onDone();
  }, [leaving, onDone]);
  const submit = () => {
    if (!update) return;
    save.mutate(
      { organisation: issue.organization, id: issue.id, update },
      {
        onSuccess: () => {
          showSuccess('wijzigingen opgeslagen');
          leave();
        },
        onError: (error) => showError('Wijzigingen opslaan mislukt', error instanceof ApiError ? error.detail : null),
      },
    );
  };

  return (
    <form
      aria-label="Melding behandelen"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <UnsavedChangesGuard when={!leaving && !isSameFormValues(values, initial)} />
      <Stack>
        <NativeSelect
          label="Status"
          withAsterisk
          maw={400}
          value={values.status}
          error={errors.status}
          onChange={(event) => {
            // Read now: React clears currentTarget before a state updater runs.
            const status = event.currentTarget.value;
            setValues((current) => withStatus(current, status));
          }}
          data={[
            ...(values.status === '' || !(statuses.data ?? specStatusDictionary).some((entry) => entry.key === values.status) ? [NOTHING_CHOSEN] : []),
            ...optionsOf(statuses.data, specStatusDictionary),
          ]}
        />
        <NativeSelect
          label="Substatus AFD-definitie"
          withAsterisk={handled}
          maw={400}
          disabled={!handled}
          value={values.afdDefinitionSubStatus}
          error={handled ? errors.afdDefinitionSubStatus : undefined}
          onChange={(event) => set('afdDefinitionSubStatus', event.currentTarget.value)}
          data={[{ ...NOTHING_CHOSEN, label: handled ? NOTHING_CHOSEN.label : '' }, ...optionsOf(afdSubStatuses.data)]}
        />
        <NativeSelect
          label="Substatus documentatie"
          withAsterisk={handled}
          maw={400}
          disabled={!handled}
          value={values.documentationSubStatus}
          error={handled ? errors.documentationSubStatus : undefined}
          onChange={(event) => set('documentationSubStatus', event.currentTarget.value)}
          data={[{ ...NOTHING_CHOSEN, label: handled ? NOTHING_CHOSEN.label : '' }, ...optionsOf(documentationSubStatuses.data)]}
        />
        <Textarea
          label="Opmerkingen"
          withAsterisk
          rows={4}
          value={values.comments}
          error={commentsVisited ? errors.comments : undefined}
          onChange={(event) => set('comments', event.currentTarget.value)}
          onBlur={() => setCommentsVisited(true)}
        />
        <Group>
          <Button type="submit" disabled={update === null} loading={save.isPending}>
            Opslaan en versturen
          </Button>
          <Button variant="default" onClick={leave}>
            Sluiten zonder opslaan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
