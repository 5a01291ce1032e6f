import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Compositions } from './draft-choices';
import type { CompositionPosition } from '@afd/afd/authoring';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface CompositionCardProps {
  positions: CompositionPosition[];
  compositions: Compositions;
  onChange: (compositions: Compositions) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The 'Compositie' card of compose mode (AFD 2.0): per position, which entity types the definition offers as a oneOf. */
export function CompositionCard({ positions, compositions, onChange, onSave, onCancel }: CompositionCardProps) {
  const choose = (position: CompositionPosition, chosen: string[]) => {
    // In the baseline's order, whatever order they were ticked in; none chosen is no composition.
    const next = position.entityTypes.filter((type) => chosen.includes(type));
    const others = Object.fromEntries(Object.entries(compositions).filter(([key]) => key !== position.key));
    onChange(next.length > 0 ? { ...others, [position.key]: next } : others);
  };
  return (
    <Stack>
      {positions.length === 0 ? <Text size="sm">{texts.noCompositionPositions}</Text> : null}
      {positions.map((position) => (
        <Checkbox.Group
          key={position.key}
          label={position.key}
          description="Entiteittypen die de definitie aanbiedt (oneOf)"
          value={compositions[position.key] ?? []}
          onChange={(chosen) => choose(position, chosen)}
        >
          <Group mt="xs">
            {position.entityTypes.map((entityType) => (
              <Checkbox key={entityType} value={entityType} label={entityType} />
            ))}
          </Group>
        </Checkbox.Group>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button onClick={onSave}>{texts.save}</Button>
      </Group>
    </Stack>
  );
}

/** 'oneOf composities' (001 §2): each composition with its entity types, or that there are none. */
export function CompositionOverview({ compositions }: { compositions: Compositions }) {
  const entries = Object.entries(compositions);
  return (
    <Stack gap={4}>
      <Text fw={600}>{texts.oneOfCompositions}</Text>
      {entries.length === 0 ? (
        <Text size="sm">{texts.noCompositions}</Text>
      ) : (
        <ul aria-label={texts.oneOfCompositions} style={{ margin: 0, paddingLeft: 16 }}>
          {entries.map(([key, types]) => (
            <li key={key}>
              <Text size="sm">
                {key}: {types.join(', ')}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
