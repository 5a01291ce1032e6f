import type { Organisation } from '@afd/contracts';
import { Group } from '@mantine/core';
import { z } from 'zod';
import { FormElement } from '@/components/form/form-element';
import { FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { NOT_SAVED, SAVED, useApiForm } from '@/components/form/use-api-form';
import { checkTypedName } from '../organisation-name-problem';

export interface AddOrganisationFormProps {
  organisations: readonly Organisation[];
  /** Saves the list with the new name; a refusal throws the server's problem. */
  onAdd: (name: string) => Promise<void>;
}

/** The typed name checked as spec 000 §5 says: its format and uniqueness; empty (null) is ignored. */
const addSchemaFor = (organisations: readonly Organisation[]) =>
  z.object({
    name: z.string().transform((typed, context) => {
      const outcome = checkTypedName(typed, organisations);
      if (outcome.kind === 'problem') {
        context.addIssue({ code: 'custom', message: outcome.message });
        return z.NEVER;
      }
      return outcome.kind === 'valid' ? outcome.name : null;
    }),
  });

/** The add field of 'Beheer organisaties': an empty name is ignored, a refused one says why. */
export function AddOrganisationForm({ organisations, onAdd }: AddOrganisationFormProps) {
  const api = useApiForm({
    schema: addSchemaFor(organisations),
    defaultValues: { name: '' },
    send: async ({ name }) => {
      if (name === null) return NOT_SAVED;
      await onAdd(name);
      return SAVED;
    },
    failureText: 'Opslaan is mislukt',
    // The list is saved whole; the new entry is its last one.
    serverField: (path) => (path === `${organisations.length}.name` ? 'name' : null),
    mode: 'onSubmit',
  });

  return (
    <FormElement api={api}>
      <Group align="flex-start">
        <FormTextInput control={api.form.control} name="name" label="Nieuwe organisatie" w={360} />
        <SubmitButton api={api} mt={25}>
          Toevoegen
        </SubmitButton>
      </Group>
    </FormElement>
  );
}
