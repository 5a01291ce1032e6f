import { optionProblem, type ValueRules } from '@afd/afd/authoring';
import { ActionIcon, Alert, Button, Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { definitionPageTexts as texts } from './definition-page-texts';
import { ModalActions } from './modal-actions';

export interface OptionListModalProps {
  attributeName: string;
  rules: ValueRules;
  options: readonly string[];
  onSave: (options: string[]) => void;
  onClose: () => void;
}

/**
 * 'Definieer optielijst' (001 §2, §4, §5): add, edit, delete and move values; each is trimmed and
 * must be non-empty, new and within the attribute's format or facets (the message says whether the
 * baseline or the definition's own facet refuses it). The modal works on a copy:
 * Opslaan takes it over, Annuleren leaves the list as it was when the modal opened. Static: a
 * click outside or Escape does not close it.
 */
export function OptionListModal({ attributeName, rules, options, onSave, onClose }: OptionListModalProps) {
  const [working, setWorking] = useState<string[]>(() => [...options]);
  const [typed, setTyped] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const value = typed.trim();
  const duplicate = working.some((option, index) => option === value && index !== editing);
  const unchanged = editing !== null && working[editing] === value;
  const problem = value === '' ? null : duplicate ? `Optie '${value}' komt al voor.` : optionProblem(rules, value);
  const canApply = value !== '' && problem === null && !unchanged;

  const apply = () => {
    if (!canApply) return;
    setWorking((current) => (editing === null ? [...current, value] : current.map((option, index) => (index === editing ? value : option))));
    setTyped('');
    setEditing(null);
  };
  const move = (index: number, by: -1 | 1) =>
    setWorking((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved !== undefined) next.splice(index + by, 0, moved);
      return next;
    });

  return (
    <FocusReturningModal opened onClose={onClose} title={`${texts.defineOptionList}: ${attributeName}`} size="lg" closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false}>
      <Stack>
        <Alert color="yellow">{texts.optionWarning}</Alert>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Group align="start">
            <TextInput label={texts.value} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} error={problem} style={{ flex: 1 }} />
            <Button type="submit" mt={25} disabled={!canApply}>
              {editing === null ? 'Toevoegen' : 'Wijzigen'}
            </Button>
            {editing !== null ? (
              <Button
                mt={25}
                variant="default"
                onClick={() => {
                  setEditing(null);
                  setTyped('');
                }}
              >
                Stoppen met wijzigen
              </Button>
            ) : null}
          </Group>
        </form>
        <ScrollArea.Autosize mah={300}>
          <Table aria-label={texts.optionList}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.value}</Table.Th>
                <Table.Th w={160}>Actie</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {working.map((option, index) => (
                <Table.Tr key={`${index}-${option}`}>
                  <Table.Td>{option}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={`Wijzig ${option}`} onClick={() => {
                          setEditing(index);
                          setTyped(option);
                        }}>
                        ✎
                      </ActionIcon>
                      <ActionIcon variant="subtle" aria-label={`Omhoog ${option}`} disabled={index === 0} onClick={() => move(index, -1)}>
                        ↑
                      </ActionIcon>
                      <ActionIcon variant="subtle" aria-label={`Omlaag ${option}`} disabled={index === working.length - 1} onClick={() => move(index, 1)}>
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Verwijder ${option}`}
                        onClick={() => {
                          setWorking((current) => current.filter((_, at) => at !== index));
                          setEditing(null);
                          setTyped('');
                        }}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {working.length === 0 ? (
            <Text size="sm" c="dimmed">
              Er is geen data om te tonen.
            </Text>
          ) : null}
        </ScrollArea.Autosize>
        <ModalActions onCancel={onClose} onSave={() => onSave(working)} />
      </Stack>
    </FocusReturningModal>
  );
}
