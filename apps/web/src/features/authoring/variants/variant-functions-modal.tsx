import { variantFunctionSchema, type DefinitionFunction, type Variant, type VariantFunction } from '@afd/contracts';
import { Badge, Button, Stack, Switch, Table, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormElement } from '@/components/form/form-element';
import { NOT_SAVED, SAVED, useApiForm } from '@/components/form/use-api-form';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { functionModels } from './function-models';
import { variantTexts as texts } from './variant-texts';

export interface VariantFunctionsModalProps {
  variant: Variant;
  definitionFunctions: readonly DefinitionFunction[];
  /** Saves the list with these functions for the variant; rejects when the save failed (toast shown). */
  onSubmit: (variantFunctions: VariantFunction[]) => Promise<void>;
  onClose: () => void;
}

const functionsSchema = z.object({ functions: z.array(variantFunctionSchema) });

/**
 * The functions of a variant (administrators, 001 §4 'Variant function'): a function of the
 * definition is added active, a variant function is switched active or inactive. The modal works
 * on a copy; removing is done in the Functies card (with its confirmation).
 */
export function VariantFunctionsModal({ variant, definitionFunctions, onSubmit, onClose }: VariantFunctionsModalProps) {
  const api = useApiForm({
    schema: functionsSchema,
    defaultValues: { functions: variant.variantFunctions },
    send: async ({ functions }) => {
      try {
        await onSubmit(functions);
        return SAVED;
      } catch {
        // The toast said why; the modal stays open with the user's choices.
        return NOT_SAVED;
      }
    },
    failureText: texts.saveFailed,
  });
  const title = `${texts.manageFunctions}: ${variant.name} ${variant.version}`;
  const functions = useWatch({ control: api.form.control, name: 'functions' });
  const models = functionModels({ ...variant, variantFunctions: functions }, definitionFunctions);
  const setFunctions = (next: VariantFunction[]) => api.form.setValue('functions', next, { shouldDirty: true });
  const add = (name: string) => setFunctions([...functions, { name, isActive: true, snippetMap: { items: [] } }]);
  const toggle = (name: string, isActive: boolean) => setFunctions(functions.map((fn) => (fn.name === name ? { ...fn, isActive } : fn)));

  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg" closeOnClickOutside={false}>
      <FormElement api={api} aria-label={title}>
        <Stack>
          {models.length === 0 ? (
            <Text>{texts.noFunctions}</Text>
          ) : (
            <Table aria-label={texts.manageFunctions}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Functie</Table.Th>
                  <Table.Th>Definitie</Table.Th>
                  <Table.Th>In variant</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {models.map((model) => (
                  <Table.Tr key={model.name}>
                    <Table.Td>{model.name}</Table.Td>
                    <Table.Td>{model.inDefinition ? <Badge variant="light">In definitie</Badge> : <Badge color="gray" variant="light">Niet in definitie</Badge>}</Table.Td>
                    <Table.Td>
                      {model.inVariant ? (
                        <Switch aria-label={`${model.name} actief`} label="Actief" checked={model.isActive} onChange={(event) => toggle(model.name, event.currentTarget.checked)} />
                      ) : (
                        <Button size="xs" variant="light" onClick={() => add(model.name)} aria-label={`${model.name} toevoegen`}>
                          Toevoegen
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <FormModalActions api={api} untilDirty onCancel={onClose} />
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
