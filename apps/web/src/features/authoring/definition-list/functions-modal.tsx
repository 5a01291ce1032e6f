import { checkNewFunctionName, propertyTexts } from '@afd/afd/authoring';
import { definitionFunctionSchema, type DefinitionFunction } from '@afd/contracts';
import { ActionIcon, Badge, Button, Group, Loader, Stack, Switch, Table, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormElement } from '@/components/form/form-element';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { showError, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useDefinitionFunctions, useSaveFunctions } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

export interface FunctionsModalProps {
  organisation: string;
  name: string;
  onClose: () => void;
}

const functionsSchema = z.object({ functions: z.array(definitionFunctionSchema) });

function FunctionsForm({ functions, revision, props }: { functions: DefinitionFunction[]; revision: number; props: FunctionsModalProps }) {
  const save = useSaveFunctions();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const api = useApiForm({
    schema: functionsSchema,
    defaultValues: { functions },
    send: async (values) => {
      await save.mutateAsync({ organisation: props.organisation, name: props.name, functions: values.functions, revision });
      showSuccess(texts.functionsSaved);
      return SAVED;
    },
    failureText: texts.functionsSaveFailed,
    onSaved: props.onClose,
  });
  const current = useWatch({ control: api.form.control, name: 'functions' });
  const setFunctions = (next: DefinitionFunction[]) => api.form.setValue('functions', next, { shouldDirty: true });

  // 001 §5: a new function is custom and inactive; a name already there is refused with a toast.
  const add = () => {
    const names = current.map((fn) => fn.name);
    const checked = checkNewFunctionName(typed, names);
    if (!checked.ok) {
      if (checked.message === propertyTexts.functionNameExists(typed.trim())) showError(texts.functionAlreadyAdded);
      setTypedError(checked.message);
      return;
    }
    setFunctions([...current, { name: checked.name, active: false, custom: true }]);
    setTyped('');
  };

  return (
    <FormElement api={api} aria-label={texts.functions}>
      <Stack>
        <Table aria-label="Functies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Functie</Table.Th>
              <Table.Th>Actief</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.map((fn, index) => (
              <Table.Tr key={fn.name}>
                <Table.Td>
                  {fn.name} {fn.custom ? <Badge variant="light">eigen</Badge> : null}
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Actief: ${fn.name}`}
                    checked={fn.active}
                    onChange={(event) => setFunctions(current.map((other, at) => (at === index ? { ...other, active: event.currentTarget.checked } : other)))}
                  />
                </Table.Td>
                <Table.Td>
                  {fn.custom ? (
                    <ActionIcon variant="subtle" color="red" aria-label={`Verwijder functie ${fn.name}`} onClick={() => setFunctions(current.filter((_, at) => at !== index))}>
                      ×
                    </ActionIcon>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-start">
          <TextInput
            label="Nieuwe functie"
            value={typed}
            error={typedError}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setTypedError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button mt={25} variant="default" onClick={add}>
            Toevoegen
          </Button>
        </Group>
        <FormModalActions api={api} untilDirty onCancel={props.onClose} />
      </Stack>
    </FormElement>
  );
}

/** 'Functies' of a definition: switch functions on and off, add and remove the organisation's own. */
export function FunctionsModal(props: FunctionsModalProps) {
  const query = useDefinitionFunctions(props.organisation, props.name, true);
  useFailureToast(query.error, texts.functionsLoadFailed);
  return (
    <FocusReturningModal opened onClose={props.onClose} title={`${texts.functions}: ${props.name}`} size="lg">
      {query.data ? <FunctionsForm functions={query.data.functions} revision={query.data.revision} props={props} /> : query.isError ? null : <Loader role="status" aria-label="Functies worden geladen" />}
    </FocusReturningModal>
  );
}
