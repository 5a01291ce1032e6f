import { Group, Stack, Title } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormNativeSelect, FormTextarea } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { openApiTexts as texts } from './openapi-texts';
import { useOperationForm, type OperationFormOptions } from './use-operation-form';

/**
 * An operation's Description and Request body (001 §2, §3, §5): the body follows the JSON Schema of
 * an AFD function of the definition; its Required selector appears only once a function is chosen.
 */
export function OperationForm({ functions, ...props }: OperationFormOptions & { functions: readonly string[] }) {
  const { api, unchanged, functionChosen } = useOperationForm(props);
  const { control } = api.form;
  return (
    <FormElement api={api}>
      <Stack>
        <FormTextarea control={control} name="description" label="Description" rows={2} />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={3} size="h4" component="legend">
            Request body
          </Title>
          <FormNativeSelect control={control} name="functionName" label="AFD functie" data={[{ value: '', label: '—' }, ...functions]} />
          {functionChosen ? <FormNativeSelect control={control} name="required" label="Required" data={['false', 'true']} /> : null}
          <FormTextarea control={control} name="bodyDescription" label="Request body description" rows={2} />
        </Stack>
        <Group>
          <SubmitButton api={api} disabled={unchanged}>
            {texts.save}
          </SubmitButton>
        </Group>
      </Stack>
    </FormElement>
  );
}
