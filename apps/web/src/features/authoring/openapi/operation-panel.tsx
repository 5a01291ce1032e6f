import type { OpenApiOperation } from '@afd/contracts';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { OperationForm } from './operation-form';
import type { OpenApiMethod } from './openapi-model';
import { openApiTexts as texts } from './openapi-texts';
import { ParametersList } from './parameters-list';
import { ResponsesList } from './responses-list';
import { ServersList } from './servers-list';

export interface OperationPanelProps {
  path: string;
  method: OpenApiMethod;
  operation: OpenApiOperation;
  functions: readonly string[];
  onChange: (operation: OpenApiOperation) => void;
}

/** 'Operation: {method}' (001 §2): Description, Request body, Parameters, Responses, Servers. */
export function OperationPanel({ path, method, operation, functions, onChange }: OperationPanelProps) {
  return (
    <Stack>
      <div>
        <Title order={2} size="h3">
          {texts.operation(method.toUpperCase())}
        </Title>
        <Text size="sm">{path}</Text>
      </div>
      {/* Keyed by the operation only: a parameter, response or server stored meanwhile must not throw away what is typed here and not yet saved. */}
      <OperationForm key={`${method} ${path}`} operation={operation} functions={functions} onSave={onChange} />
      <Divider />
      <ParametersList order={3} parameters={operation.parameters} onChange={(parameters) => onChange({ ...operation, parameters })} />
      <Divider />
      <ResponsesList responses={operation.responses} functions={functions} onChange={(responses) => onChange({ ...operation, responses })} />
      <Divider />
      <ServersList order={3} servers={operation.servers} onChange={(servers) => onChange({ ...operation, servers })} />
    </Stack>
  );
}
