import type { AttributeChoice } from '@afd/afd/authoring';
import type { TreeEntity } from '@afd/contracts';
import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { definitionPageTexts as texts } from './definition-page-texts';

type TreeAttribute = TreeEntity['attributes'][number];

/** An attribute is in the definition when the user selected it or the baseline requires it (001 §2). */
export const isAttributeShown = (attribute: TreeAttribute, choice: AttributeChoice) => attribute.isRequired || choice.selected;

export interface AttributeListProps {
  /** The entity's name and its attributes (read when the entity was opened). */
  entity: Pick<TreeEntity, 'name' | 'attributes'>;
  choiceOf: (path: string) => AttributeChoice;
  chosenPath: string | null;
  onChoose: (path: string) => void;
  onChangeSelection: () => void;
}

/** The attributes of the chosen entity that are selected or required (scrolls at 400 px), and 'Wijzig attribuutselectie'. */
export function AttributeList({ entity, choiceOf, chosenPath, onChoose, onChangeSelection }: AttributeListProps) {
  const shown = entity.attributes.filter((attribute) => isAttributeShown(attribute, choiceOf(attribute.path)));
  return (
    // Names without spaces break anywhere rather than push the list out of its column (issue 16).
    <Stack gap="xs" style={{ overflowWrap: 'anywhere' }}>
      <Group justify="space-between">
        <Text fw={600}>{entity.name}</Text>
        <Button size="xs" variant="light" onClick={onChangeSelection}>
          {texts.changeAttributeSelection}
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noAttributes}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={400}>
          <ul aria-label={`Attributen van ${entity.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((attribute) => {
              const current = attribute.path === chosenPath;
              return (
                <li key={attribute.path}>
                  <UnstyledButton
                    onClick={() => onChoose(attribute.path)}
                    aria-current={current || undefined}
                    px="xs"
                    py={2}
                    w="100%"
                    style={{ background: current ? 'var(--mantine-color-blue-0)' : undefined, fontWeight: current ? 600 : undefined, borderRadius: 4 }}
                  >
                    <Text size="sm" span>
                      {attribute.name}
                    </Text>
                    {attribute.isRequired ? (
                      <Text size="xs" c="dimmed" span>
                        {' '}
                        (verplicht)
                      </Text>
                    ) : null}
                  </UnstyledButton>
                </li>
              );
            })}
          </ul>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
