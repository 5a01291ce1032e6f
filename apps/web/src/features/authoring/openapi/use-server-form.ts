import { serverUrlProblem } from '@afd/afd/authoring';
import type { OpenApiServer } from '@afd/contracts';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import type { ItemModalProps } from './item-list';
import { openApiTexts as texts } from './openapi-texts';

/** 001 §5: Url required and URL-like; it is stored trimmed. */
const serverSchema = z
  .object({
    url: z.string().superRefine((url, context) => {
      const problem = serverUrlProblem(url);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
    description: z.string(),
  })
  .transform((typed): OpenApiServer => ({ url: typed.url.trim(), description: typed.description }));

/**
 * A server modal's form (useApiForm): the Url's message shows as soon as something is typed or the
 * field was left (an Url already there is checked at once); Opslaan waits for a valid, changed server.
 */
export function useServerForm({ item, onSubmit, onClose }: ItemModalProps<OpenApiServer>) {
  const api = useApiForm({
    schema: serverSchema,
    defaultValues: { url: item?.url ?? '', description: item?.description ?? '' },
    mode: 'all',
    // Nothing to send from here: the server goes to the description as the modal closes.
    send: async () => SAVED,
    failureText: texts.saveFailed,
    onSaved: (server) => {
      onSubmit(server);
      onClose();
    },
  });
  const { control, getValues, trigger } = api.form;
  useEffect(() => {
    if (getValues('url') !== '') void trigger('url');
  }, [getValues, trigger]);
  const typed = useWatch({ control });
  const unchanged = typed.url === (item?.url ?? '') && typed.description === (item?.description ?? '');
  return { api, unchanged };
}
