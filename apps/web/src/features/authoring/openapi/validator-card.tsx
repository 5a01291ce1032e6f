import { Button, Card, Group, List, Title } from '@mantine/core';
import { useState } from 'react';
import { openApiTexts as texts } from './openapi-texts';

/** 001 §2: the validator's card 'Errors' with Show/Hide and a numbered list, shown only when there are errors. */
export function ValidatorCard({ errors }: { errors: readonly string[] }) {
  const [shown, setShown] = useState(true);
  if (errors.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="openapi-errors-title" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Group justify="space-between">
        <Title order={2} size="h4" id="openapi-errors-title">
          {texts.errors} ({errors.length})
        </Title>
        <Button size="xs" variant="default" onClick={() => setShown(!shown)} aria-expanded={shown}>
          {shown ? texts.hide : texts.show}
        </Button>
      </Group>
      {shown ? (
        <List type="ordered" aria-label={texts.errors} mt="sm" size="sm">
          {errors.map((error, index) => (
            <List.Item key={`${index}-${error}`}>{error}</List.Item>
          ))}
        </List>
      ) : null}
    </Card>
  );
}
