import type { AttributeChoice } from '@afd/afd/authoring';
import { ActionIcon, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { TreeAttributeWire } from '../api/facet-types';
import { listedFacets as listed } from './facet-display';
import { Field } from './field';
import { HelpTextField } from './help-text-field';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface Afd2AttributePanelProps {
  attribute: TreeAttributeWire;
  choice: AttributeChoice;
  onChange: (choice: AttributeChoice) => void;
  onEditFacets: () => void;
  onEditHelpText: () => void;
}


/** The AFD 2.0 attribute panel (001 §2): name, type, description, own description, code list, facets and array facets; the pencil opens 'Attribuut wijzigen'. */
export function Afd2AttributePanel({ attribute, choice, onChange, onEditFacets, onEditHelpText }: Afd2AttributePanelProps) {
  const facets = { ...attribute.facets.baseline, ...choice.facets };
  const arrayFacets = attribute.arrayFacets.baseline === null ? null : { ...attribute.arrayFacets.baseline, ...choice.arrayFacets };
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{texts.properties}</Text>
          <ActionIcon variant="subtle" aria-label={texts.editAttribute} onClick={onEditFacets}>
            ✎
          </ActionIcon>
        </Group>
        <SimpleGrid cols={2}>
          <Field label="Naam">{attribute.name}</Field>
          <Field label="Type">{attribute.type ?? '—'}</Field>
          <Field label={texts.codeList}>{attribute.codeList ?? '—'}</Field>
        </SimpleGrid>
        <Field label="Omschrijving">{attribute.description || '—'}</Field>
        <HelpTextField helpText={choice.helpText} onEdit={onEditHelpText} />
        <Field label="Facetten">{listed(facets)}</Field>
        {arrayFacets ? <Field label="Array-facetten">{listed(arrayFacets)}</Field> : null}
        <Switch
          label={texts.optionList}
          checked={choice.customOptionList !== null}
          disabled={attribute.codeList !== null}
          onChange={(event) => onChange({ ...choice, customOptionList: event.currentTarget.checked ? (choice.customOptionList ?? []) : null })}
        />
      </Stack>
    </Card>
  );
}
