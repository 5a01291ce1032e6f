import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { organisationChoiceText } from './organisation-choice-text';
import type { OrganisationChoiceState } from './use-organisation-choice';

export interface OrganisationPickerProps {
  choice: OrganisationChoiceState;
  /** Show the dropdown even for a single organisation (administrators, spec 001 §2). */
  alwaysDropdown?: boolean;
}

const PLACEHOLDER = '';

/**
 * The organisation a screen works for: a dropdown when there is a choice (or for
 * administrators), the name as text when there is exactly one, and the messages of spec 001 §6.
 */
export function OrganisationPicker({ choice, alwaysDropdown = false }: OrganisationPickerProps) {
  const { organisations, selected, select, messages } = choice;
  if (choice.loading) return null;
  const dropdown = organisations.length > 1 || (alwaysDropdown && organisations.length > 0);
  return (
    <Stack gap="xs">
      {messages.map((message) => (
        <Alert key={message.code} color={message.severity === 'error' ? 'red' : 'yellow'} variant="light">
          {organisationChoiceText(message)}
        </Alert>
      ))}
      {dropdown ? (
        <NativeSelect
          label="Organisatie"
          maw={400}
          value={selected ?? PLACEHOLDER}
          onChange={(event) => select(event.currentTarget.value)}
          data={[
            ...(selected === null ? [{ value: PLACEHOLDER, label: 'Kies een organisatie', disabled: true }] : []),
            ...organisations.map((name) => ({ value: name, label: name })),
          ]}
        />
      ) : selected !== null ? (
        <Text>
          Organisatie: <strong>{selected}</strong>
        </Text>
      ) : null}
    </Stack>
  );
}
