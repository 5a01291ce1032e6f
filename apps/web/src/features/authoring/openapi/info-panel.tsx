import { Group, Stack, Title } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormTextarea, FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { openApiTexts as texts } from './openapi-texts';
import { useInfoForm, type Info } from './use-info-form';

/** Info (001 §2, §5): Title and Version (nnn.nn, e.g. 001.01) with their rules, Summary and Description; Opslaan disabled while invalid or unchanged. */
export function InfoPanel(props: { info: Info; onSave: (info: Info) => void }) {
  const { api, unchanged } = useInfoForm(props);
  const { control } = api.form;
  return (
    <FormElement api={api}>
      <Stack>
        <Title order={2} size="h3">
          Info
        </Title>
        <FormTextInput control={control} name="title" label="Title" withAsterisk />
        <FormTextInput control={control} name="summary" label="Summary" />
        <FormTextarea control={control} name="description" label="Description" rows={3} />
        <FormTextInput control={control} name="version" label="Version" withAsterisk description="Formaat nnn.nn, bijvoorbeeld 001.01" />
        <Group>
          <SubmitButton api={api} untilValid disabled={unchanged}>
            {texts.save}
          </SubmitButton>
        </Group>
      </Stack>
    </FormElement>
  );
}
