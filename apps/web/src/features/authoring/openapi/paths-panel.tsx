import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { openApiTexts as texts } from './openapi-texts';

/** Paths (001 §2, the default section): the paths in order, each opening its panel, and the add control. */
export function PathsPanel({ paths, onOpen, onAdd }: { paths: readonly string[]; onOpen: (path: string) => void; onAdd: () => void }) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Paths
        </Title>
        <Button size="xs" onClick={onAdd}>
          {texts.addPath}
        </Button>
      </Group>
      {paths.length === 0 ? (
        <Text size="sm">{texts.noPaths}</Text>
      ) : (
        <List aria-label="Paths">
          {paths.map((path) => (
            <List.Item key={path}>
              <Anchor component="button" type="button" onClick={() => onOpen(path)}>
                {path}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
