import type { Variant } from '@afd/contracts';
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { mayRemoveFunction, type FunctionModel } from './function-models';
import { variantTexts as texts } from './variant-texts';

export interface VariantFunctionsCardProps {
  variant: Variant | null;
  /** The functions to show beside the variant (already narrowed to what the user may see, 001 §6). */
  models: readonly FunctionModel[];
  /** Administrators only: the functions modal and removing a variant function. */
  editing: { onManage: () => void; onRemove: (name: string) => void } | null;
}

/** The card 'Functies' (001 §2 'Variants editor'): the selected variant's functions with their snippet counts and badges. */
export function VariantFunctionsCard({ variant, models, editing }: VariantFunctionsCardProps) {
  const empty = editing ? texts.noFunctions : texts.noFunctionsWithSnippets;
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          {/* A variant name without spaces breaks anywhere rather than widen the card past the screen (issue 16). */}
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {texts.functions}
            {variant ? ` — ${variant.name} ${variant.version}` : ''}
          </Title>
          {editing && variant ? (
            <Button variant="light" onClick={editing.onManage}>
              {texts.manageFunctions}
            </Button>
          ) : null}
        </Group>
        {!variant ? (
          <Text>{texts.chooseVariant}</Text>
        ) : models.length === 0 ? (
          <Text>{empty}</Text>
        ) : (
          <Table aria-label={texts.functions}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Functie</Table.Th>
                <Table.Th>Snippets</Table.Th>
                <Table.Th>Status</Table.Th>
                {editing ? <Table.Th>Actie</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {models.map((model) => (
                <Table.Tr key={model.name}>
                  <Table.Td>{model.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" aria-label={`${model.snippetCount} snippets`}>
                      {model.snippetCount}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {!model.inVariant ? <Badge color="gray" variant="light">Niet in variant</Badge> : model.isActive ? <Badge variant="light">Actief</Badge> : <Badge color="orange" variant="light">Inactief</Badge>}
                      {!model.inDefinition ? <Badge color="red" variant="light">Niet in definitie</Badge> : null}
                    </Group>
                  </Table.Td>
                  {editing ? (
                    <Table.Td>
                      {mayRemoveFunction(model) ? (
                        <ActionIcon variant="subtle" color="red" onClick={() => editing.onRemove(model.name)} aria-label={`Verwijder functie ${model.name}`}>
                          ×
                        </ActionIcon>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
