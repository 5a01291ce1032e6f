import type { OpenApiPathItem } from '@afd/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { openApiMethods, type OpenApiMethod } from './openapi-model';

/** A path's operations (001 §2, §4): a toggle per operation GET, PUT, POST, PATCH; an inactive one keeps what it had. */
export function OperationsPanel({ path, pathItem, onToggle }: { path: string; pathItem: OpenApiPathItem; onToggle: (method: OpenApiMethod) => void }) {
  return (
    <Stack>
      <Title order={2} size="h3">
        Operations
      </Title>
      <Text size="sm">{path}</Text>
      <Group gap="xs" role="group" aria-label="Operations">
        {openApiMethods.map((method) => {
          const active = pathItem[method]?.isActive === true;
          return (
            <Button key={method} variant={active ? 'filled' : 'default'} aria-pressed={active} onClick={() => onToggle(method)}>
              {method.toUpperCase()}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
