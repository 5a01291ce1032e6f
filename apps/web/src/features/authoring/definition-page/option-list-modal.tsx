import type { ValueRules } from '@afd/afd/authoring';
import { ActionIcon, Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormTextInput } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { definitionPageTexts as texts } from './definition-page-texts';
import { useOptionListForm, type OptionListFormOptions } from './use-option-list-form';

export interface OptionListModalProps extends OptionListFormOptions {
  attributeName: string;
  rules: ValueRules;
}

/**
 * 'Definieer optielijst' (001 §2, §4, §5): add, edit, delete and move values; each is trimmed and
 * must be non-empty, new and within the attribute's format or facets (the message says whether the
 * baseline or the definition's own facet refuses it). The modal works on a copy:
 * Opslaan takes it over, Annuleren leaves the list as it was when the modal opened. Static: a
 * click outside or Escape does not close it.
 */
export function OptionListModal(props: OptionListModalProps) {
  const { attributeName, onClose } = props;
  const { list, line, working, editing, canApply, edit, stopEditing, move, remove } = useOptionListForm(props);
  const title = `${texts.defineOptionList}: ${attributeName}`;

  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg" closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false}>
      <Stack>
        <Alert color="yellow">{texts.optionWarning}</Alert>
        <FormElement api={line}>
          <Group align="start">
            <FormTextInput control={line.form.control} name="value" label={texts.value} style={{ flex: 1 }} />
            <SubmitButton api={line} untilValid mt={25} disabled={!canApply}>
              {editing === null ? 'Toevoegen' : 'Wijzigen'}
            </SubmitButton>
            {editing !== null ? (
              <Button mt={25} variant="default" onClick={stopEditing}>
                Stoppen met wijzigen
              </Button>
            ) : null}
          </Group>
        </FormElement>
        <FormElement api={list} aria-label={title}>
          <Stack>
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
                          <ActionIcon variant="subtle" aria-label={`Wijzig ${option}`} onClick={() => edit(index)}>
                            ✎
                          </ActionIcon>
                          <ActionIcon variant="subtle" aria-label={`Omhoog ${option}`} disabled={index === 0} onClick={() => move(index, -1)}>
                            ↑
                          </ActionIcon>
                          <ActionIcon variant="subtle" aria-label={`Omlaag ${option}`} disabled={index === working.length - 1} onClick={() => move(index, 1)}>
                            ↓
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={`Verwijder ${option}`} onClick={() => remove(index)}>
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
            <FormModalActions api={list} onCancel={onClose}>
              {texts.save}
            </FormModalActions>
          </Stack>
        </FormElement>
      </Stack>
    </FocusReturningModal>
  );
}
