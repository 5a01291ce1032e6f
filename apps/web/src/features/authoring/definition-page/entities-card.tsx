import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CompositionOverview } from './composition-card';
import { definitionPageTexts as texts } from './definition-page-texts';
import type { Compositions } from './draft-choices';
import { EntityTree } from './entity-tree';
import type { useEntityTree } from './use-entity-tree';

export interface EntitiesCardProps {
  tree: ReturnType<typeof useEntityTree>;
  afdVersion: 1 | 2;
  /** No library, or a colleague saved in between: the selection and composition cannot be changed. */
  locked: boolean;
  /** The saved oneOf groups, shown under the tree in select mode (AFD 2.0). */
  compositions: Compositions;
}

/** The card Entiteiten of the definition page: the tree, and the buttons of its modes. */
export function EntitiesCard({ tree, afdVersion, locked, compositions }: EntitiesCardProps) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {texts.entities}
          </Title>
          {tree.mode.kind === 'select' ? (
            <Group gap="xs">
              <Button size="xs" variant="light" disabled={locked} onClick={tree.startSelection}>
                {texts.changeSelection}
              </Button>
              {afdVersion === 2 ? (
                <Button size="xs" variant="light" disabled={locked} onClick={tree.startComposition}>
                  {texts.changeComposition}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {tree.mode.kind === 'edit' ? (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={tree.backToSelect}>
                {texts.cancel}
              </Button>
              <Button size="xs" onClick={tree.saveSelection}>
                {texts.save}
              </Button>
            </Group>
          ) : null}
        </Group>
        {tree.mode.kind === 'edit' ? (
          <Text size="sm" c="dimmed">
            {texts.editHint}
          </Text>
        ) : null}
        <EntityTree
          rows={tree.rows}
          activePath={tree.activePath}
          onActivePathChange={tree.activate}
          onToggleExpanded={tree.toggleExpanded}
          onChoose={tree.chooseEntity}
          chosenPath={tree.chosenEntityPath}
          isChecked={tree.mode.kind === 'edit' ? tree.isTicked : undefined}
          isLocked={tree.mode.kind === 'edit' ? (entity) => entity.minOccurs > 0 : undefined}
        />
        {afdVersion === 2 && tree.mode.kind === 'select' ? <CompositionOverview compositions={compositions} /> : null}
      </Stack>
    </Card>
  );
}
