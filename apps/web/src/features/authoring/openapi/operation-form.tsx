import type { OpenApiOperation } from '@afd/contracts';
import { Button, Group, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { openApiTexts as texts } from './openapi-texts';

type RequestBody = NonNullable<OpenApiOperation['requestBody']>;

/** What the form stores: no request body while it has neither a function nor a description. */
function requestBodyOf(description: string, functionName: string, required: boolean): RequestBody | null {
  if (functionName === '' && description.trim() === '') return null;
  return { description, afdFunctionName: functionName === '' ? null : functionName, required: functionName === '' ? false : required };
}

/**
 * An operation's Description and Request body (001 §2, §3, §5): the body follows the JSON Schema of
 * an AFD function of the definition; its Required selector appears only once a function is chosen.
 */
export function OperationForm({ operation, functions, onSave }: { operation: OpenApiOperation; functions: readonly string[]; onSave: (operation: OpenApiOperation) => void }) {
  const [description, setDescription] = useState(operation.description);
  const [bodyDescription, setBodyDescription] = useState(operation.requestBody?.description ?? '');
  const [functionName, setFunctionName] = useState(operation.requestBody?.afdFunctionName ?? '');
  const [required, setRequired] = useState(operation.requestBody?.required ?? false);
  const next: OpenApiOperation = { ...operation, description, requestBody: requestBodyOf(bodyDescription, functionName, required) };
  const changed = JSON.stringify(next) !== JSON.stringify(operation);
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(next);
      }}
    >
      <Textarea label="Description" value={description} onChange={(event) => setDescription(event.currentTarget.value)} rows={2} />
      <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Title order={3} size="h4" component="legend">
          Request body
        </Title>
        <NativeSelect label="AFD functie" data={[{ value: '', label: '—' }, ...functions]} value={functionName} onChange={(event) => setFunctionName(event.currentTarget.value)} />
        {functionName !== '' ? <NativeSelect label="Required" data={['false', 'true']} value={String(required)} onChange={(event) => setRequired(event.currentTarget.value === 'true')} /> : null}
        <Textarea label="Request body description" value={bodyDescription} onChange={(event) => setBodyDescription(event.currentTarget.value)} rows={2} />
      </Stack>
      <Group>
        <Button type="submit" disabled={!changed}>
          {texts.save}
        </Button>
      </Group>
    </Stack>
  );
}
