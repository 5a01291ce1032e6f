import type { DefinitionFunction, Variant, VariantFunction } from '@afd/contracts';
import { Badge, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { functionModels } from './function-models';
import { variantTexts as texts } from './variant-texts';

export interface VariantFunctionsModalProps {
  variant: Variant;
  definitionFunctions: readonly DefinitionFunction[];
  /** Saves the list with these functions for the variant; rejects when the save failed (toast shown). */
  onSubmit: (variantFunctions: VariantFunction[]) => Promise<void>;
  onClose: () => void;
}

/**
 * The functions of a variant (administrators, 001 §4 'Variant function'): a function of the
 * definition is added active, a variant function is switched active or inactive. The modal works
 * on a copy; removing is done in the Functies card (with its confirmation).
 */
export function VariantFunctionsModal({ variant, definitionFunctions, onSubmit, onClose }: VariantFunctionsModalProps) {
  const [functions, setFunctions] = useState<VariantFunction[]>(variant.variantFunctions);
  const [busy, setBusy] = useState(false);
  const models = functionModels({ ...variant, variantFunctions: functions }, definitionFunctions);
  const changed = JSON.stringify(functions) !== JSON.stringify(variant.variantFunctions);

  const add = (name: string) => setFunctions((current) => [...current, { name, isActive: true, snippetMap: { items: [] } }]);
  const toggle = (name: string, isActive: boolean) => setFunctions((current) => current.map((fn) => (fn.name === name ? { ...fn, isActive } : fn)));
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(functions);
    } catch {
      // The toast said why; the modal stays open with the user's choices.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.manageFunctions}: ${variant.name} ${variant.version}`} size="lg" closeOnClickOutside={false}>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!changed}>
            Opslaan
          </Button>
        </Group>
      </Stack>
    </FocusReturningModal>
  );
}
