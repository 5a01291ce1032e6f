import type { OpenApiOperation } from '@afd/contracts';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/form/use-api-form';
import { openApiTexts as texts } from './openapi-texts';

type RequestBody = NonNullable<OpenApiOperation['requestBody']>;

/** What the form stores: no request body while it has neither a function nor a description. */
function requestBodyOf(description: string, functionName: string, required: boolean): RequestBody | null {
  if (functionName === '' && description.trim() === '') return null;
  return { description, afdFunctionName: functionName === '' ? null : functionName, required: functionName === '' ? false : required };
}

const operationFieldsSchema = z.object({ description: z.string(), bodyDescription: z.string(), functionName: z.string(), required: z.string() });
type OperationFields = z.infer<typeof operationFieldsSchema>;

const fieldsOf = (operation: OpenApiOperation): OperationFields => ({
  description: operation.description,
  bodyDescription: operation.requestBody?.description ?? '',
  functionName: operation.requestBody?.afdFunctionName ?? '',
  required: String(operation.requestBody?.required ?? false),
});
const operationOf = (operation: OpenApiOperation, typed: OperationFields): OpenApiOperation => ({
  ...operation,
  description: typed.description,
  requestBody: requestBodyOf(typed.bodyDescription, typed.functionName, typed.required === 'true'),
});

export interface OperationFormOptions {
  operation: OpenApiOperation;
  onSave: (operation: OpenApiOperation) => void;
}

/**
 * The operation's form (useApiForm): Description and the request body; Opslaan waits for a change
 * to what would be stored, and after it the form holds what was saved.
 */
export function useOperationForm({ operation, onSave }: OperationFormOptions) {
  const api = useApiForm({
    schema: operationFieldsSchema.transform((typed) => ({ typed, next: operationOf(operation, typed) })),
    defaultValues: fieldsOf(operation),
    send: async ({ typed, next }) => {
      onSave(next);
      return { saved: true, resetTo: typed };
    },
    failureText: texts.saveFailed,
  });
  const typed = useWatch({ control: api.form.control }) as OperationFields;
  const unchanged = JSON.stringify(operationOf(operation, typed)) === JSON.stringify(operation);
  return { api, unchanged, functionChosen: typed.functionName !== '' };
}
