import type { Variant } from '@afd/contracts';
import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { variantTexts as texts } from './variant-texts';

export interface VariantListCardProps {
  variants: readonly Variant[];
  /** Index in `variants` of the variant whose functions show, or null. */
  selected: number | null;
  onSelect: (index: number) => void;
  /** Administrators only (001 §6); without them the list is read-only. */
  editing: { onAdd: () => void; onEdit: (index: number) => void; onDelete: (index: number) => void } | null;
}

const label = (variant: Variant) => `${variant.name} ${variant.version}`;

/** The card 'Varianten' (001 §2 'Variants editor'): pick a variant; administrators add, edit and delete. */
export function VariantListCard({ variants, selected, onSelect, editing }: VariantListCardProps) {
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            {texts.variants}
          </Title>
          {editing ? <Button onClick={editing.onAdd}>{texts.newVariant}</Button> : null}
        </Group>
        {variants.length === 0 ? (
          <Text>{editing ? texts.noVariants : texts.noVisibleVariants}</Text>
        ) : (
          <Table aria-label={texts.variants} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Naam</Table.Th>
                <Table.Th>Versie</Table.Th>
                <Table.Th>Status</Table.Th>
                {editing ? <Table.Th>Actie</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((variant, index) => (
                <Table.Tr key={label(variant)} bg={index === selected ? 'var(--mantine-color-blue-light)' : undefined}>
                  <Table.Td>
                    {/* A long name wraps (anywhere: it may have no spaces) instead of widening the table past its card (issue 16). */}
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      h="auto"
                      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' } }}
                      aria-pressed={index === selected}
                      onClick={() => onSelect(index)}
                      aria-label={`Kies variant ${label(variant)}`}
                    >
                      {variant.name}
                    </Button>
                  </Table.Td>
                  <Table.Td>{variant.version}</Table.Td>
                  <Table.Td>{variant.isActive ? <Badge variant="light">Actief</Badge> : <Badge color="gray" variant="light">Inactief</Badge>}</Table.Td>
                  {editing ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => editing.onEdit(index)} aria-label={`Bewerk ${label(variant)}`}>
                          Bewerk
                        </Button>
                        <ActionIcon variant="subtle" color="red" onClick={() => editing.onDelete(index)} aria-label={`Verwijder ${label(variant)}`}>
                          ×
                        </ActionIcon>
                      </Group>
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
