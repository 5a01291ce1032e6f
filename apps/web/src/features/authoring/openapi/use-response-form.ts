import { responseCodeProblem } from '@afd/afd/authoring';
import type { OpenApiResponse } from '@afd/contracts';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import type { ItemModalProps } from './item-list';
import { openApiTexts as texts } from './openapi-texts';

export interface ResponseFormOptions extends ItemModalProps<OpenApiResponse> {
  /** The codes the operation's other responses use: not offered (001 §5). */
  usedCodes: readonly string[];
}

/** 001 §5: a code from the list that no other response of the operation has; no function is null. */
const responseSchemaFor = (others: readonly string[]) =>
  z
    .object({
      code: z.string().superRefine((code, context) => {
        const problem = responseCodeProblem(code, others);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem });
      }),
      functionName: z.string(),
      description: z.string(),
    })
    .transform(
      (typed): OpenApiResponse => ({ httpStatusCode: typed.code, responseObject: { afdFunctionName: typed.functionName === '' ? null : typed.functionName, description: typed.description } }),
    );

/** A response modal's form (useApiForm): the code's message shows once it was chosen or left; Opslaan waits for a valid code. */
export function useResponseForm({ item, usedCodes, onSubmit, onClose }: ResponseFormOptions) {
  const others = usedCodes.filter((used) => used !== item?.httpStatusCode);
  const api = useApiForm({
    schema: responseSchemaFor(others),
    defaultValues: { code: item?.httpStatusCode ?? '', functionName: item?.responseObject.afdFunctionName ?? '', description: item?.responseObject.description ?? '' },
    mode: 'all',
    // Nothing to send from here: the response goes to the operation as the modal closes.
    send: async () => SAVED,
    failureText: texts.saveFailed,
    onSaved: (response) => {
      onSubmit(response);
      onClose();
    },
  });
  return { api, others };
}
