import { dimensionVersions, type Dimension, type DimensionKind, type DimensionVersion } from '@afd/contracts';
import { Group } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormElement } from '@/components/form/form-element';
import { FormNativeSelect, FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { dimensionListTexts, dimensionScreenTexts as texts } from '../dimension-texts';
import { checkTypedName } from '../typed-name';

export interface AddDimensionFormProps {
  kind: DimensionKind;
  list: readonly Dimension[];
  /** Saves the new item; a refusal throws the server's problem. */
  onAdd: (name: string, version: DimensionVersion | null) => Promise<void>;
}

const versionOptions = [{ value: '', label: '' }, ...dimensionVersions.map((version) => ({ value: version, label: version }))];
const versionOf = (typed: string) => dimensionVersions.find((option) => option === typed) ?? null;

/** The typed name, unique within the list (spec 000 §5); the version only for a certification area. */
const addSchemaFor = (list: readonly Dimension[]) =>
  z.object({
    name: z.string().transform((typed, context) => {
      const checked = checkTypedName(typed, list);
      if (checked.kind === 'valid') return checked.name;
      context.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
    version: z.string().transform(versionOf),
  });

/** The add field of one list; a certification area also needs its version (spec 000 §5), so 'Toevoegen' waits for both. */
export function AddDimensionForm({ kind, list, onAdd }: AddDimensionFormProps) {
  const needsVersion = kind === 'certificationArea';
  const api = useApiForm({
    schema: addSchemaFor(list),
    defaultValues: { name: '', version: '' },
    send: async ({ name, version }) => {
      await onAdd(name, needsVersion ? version : null);
      return SAVED;
    },
    failureText: texts.saveFailed,
    mode: 'onSubmit',
  });
  const [typed, version] = useWatch({ control: api.form.control, name: ['name', 'version'] });
  const complete = typed.trim() !== '' && (!needsVersion || versionOf(version) !== null);

  return (
    <FormElement api={api}>
      <Group align="flex-start">
        <FormTextInput control={api.form.control} name="name" label={dimensionListTexts[kind].addLabel} w={320} />
        {needsVersion ? <FormNativeSelect control={api.form.control} name="version" label="Versie" data={versionOptions} w={100} /> : null}
        <SubmitButton api={api} mt={25} disabled={!complete}>
          Toevoegen
        </SubmitButton>
      </Group>
    </FormElement>
  );
}
