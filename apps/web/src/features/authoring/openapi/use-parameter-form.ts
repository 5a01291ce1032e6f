import { newOpenApiParameter, parameterProblems } from '@afd/afd/authoring';
import { openApiArrayTypeSchema, openApiParameterInSchema, openApiParameterTypeSchema, type OpenApiParameter } from '@afd/contracts';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import type { ItemModalProps } from './item-list';
import { openApiTexts as texts } from './openapi-texts';

/**
 * 001 §4, §5, §9 as the schema: parameterProblems' messages on their fields; it stores the name
 * trimmed, the array type only for an array, and a path parameter as required.
 */
const parameterSchema = z
  .object({ name: z.string(), in: z.string(), type: z.string(), arrayType: z.string(), required: z.string(), description: z.string() })
  .superRefine((typed, context) => {
    for (const [field, message] of Object.entries(parameterProblems(typed))) context.addIssue({ code: 'custom', message, path: [field] });
  })
  .transform((typed): OpenApiParameter => {
    const location = openApiParameterInSchema.parse(typed.in);
    const type = openApiParameterTypeSchema.parse(typed.type);
    return {
      name: typed.name.trim(),
      in: location,
      type,
      arrayType: type === 'array' ? openApiArrayTypeSchema.parse(typed.arrayType) : null,
      required: location === 'path' ? true : typed.required === 'true',
      description: typed.description,
    };
  });

/**
 * A parameter modal's form (useApiForm). In, Type and Array Type say what is missing at once (a
 * type changed to array asks for its array type); Name once something is typed or the field was
 * left. A type other than array clears the array type. Opslaan waits for a valid parameter.
 */
export function useParameterForm({ item, onSubmit, onClose }: ItemModalProps<OpenApiParameter>) {
  const start = item ?? newOpenApiParameter();
  const api = useApiForm({
    schema: parameterSchema,
    defaultValues: { name: start.name, in: start.in, type: start.type, arrayType: start.arrayType ?? '', required: String(start.required), description: start.description },
    mode: 'all',
    // Nothing to send from here: the parameter goes to the description as the modal closes.
    send: async () => SAVED,
    failureText: texts.saveFailed,
    onSaved: (parameter) => {
      onSubmit(parameter);
      onClose();
    },
  });
  const { control, getValues, setValue, trigger } = api.form;
  useEffect(() => {
    void trigger(getValues('name') === '' ? ['in', 'type', 'arrayType'] : undefined);
  }, [getValues, trigger]);
  const changeType = (type: string) => {
    if (type !== 'array') setValue('arrayType', '');
    void trigger('arrayType');
  };
  const location = useWatch({ control, name: 'in' });
  const type = useWatch({ control, name: 'type' });
  return { api, location, type, changeType };
}
