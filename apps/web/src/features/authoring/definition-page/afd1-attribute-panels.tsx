import { formatTypeLabel, type AttributeChoice } from '@afd/afd/authoring';
import { ActionIcon, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { TreeAttributeWire } from '../api/facet-types';
import { definitionPageTexts as texts } from './definition-page-texts';
import { dutchDecimal } from './facet-display';
import { Field } from './field';
import { HelpTextField } from './help-text-field';

export interface Afd1AttributePanelsProps {
  attribute: TreeAttributeWire;
  choice: AttributeChoice;
  onChange: (choice: AttributeChoice) => void;
  onEditRange: () => void;
  onEditHelpText: () => void;
}

/**
 * AFD 1.0 'Eigenschappen' and 'Waardebeperking' (001 §2): the attribute as the baseline has it, with
 * the option-list switch, help text and value range. An attribute with a code list (ja/nee among
 * them) takes its values from that list, so it is offered no range that could not take effect.
 */
export function Afd1AttributePanels({ attribute, choice, onChange, onEditRange, onEditHelpText }: Afd1AttributePanelsProps) {
  const optionListOn = choice.customOptionList !== null;
  return (
    <>
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Text fw={600}>{texts.properties}</Text>
          <SimpleGrid cols={2}>
            <Field label="Label">{formatTypeLabel(attribute)}</Field>
            <Field label="Formaat">{attribute.format ?? '—'}</Field>
            <Field label={texts.codeList}>{attribute.codeList ?? '—'}</Field>
            <Field label="Naam">{attribute.name}</Field>
          </SimpleGrid>
          <Field label="Omschrijving">{attribute.description || '—'}</Field>
          <HelpTextField helpText={choice.helpText} onEdit={onEditHelpText} />
          <Switch
            label={texts.optionList}
            checked={optionListOn}
            disabled={attribute.codeList !== null}
            onChange={(event) => onChange({ ...choice, customOptionList: event.currentTarget.checked ? (choice.customOptionList ?? []) : null })}
          />
        </Stack>
      </Card>
      {attribute.codeList !== null ? null : (
        <Card withBorder padding="sm">
          <Group justify="space-between" align="start">
            <Stack gap="xs">
              <Text fw={600}>{texts.valueRange}</Text>
              <Group gap="xl">
                <Field label={texts.minimum}>{choice.minimum === null ? texts.undetermined : dutchDecimal(choice.minimum)}</Field>
                <Field label={texts.maximum}>{choice.maximum === null ? texts.undetermined : dutchDecimal(choice.maximum)}</Field>
              </Group>
            </Stack>
            <ActionIcon variant="subtle" aria-label={`${texts.valueRange} wijzigen`} onClick={onEditRange}>
              ✎
            </ActionIcon>
          </Group>
        </Card>
      )}
    </>
  );
}
