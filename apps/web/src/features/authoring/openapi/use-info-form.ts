import { infoVersionProblem, titleProblem } from '@afd/afd/authoring';
import type { OpenApiDescription } from '@afd/contracts';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/form/use-api-form';
import { openApiTexts as texts } from './openapi-texts';

export type Info = OpenApiDescription['info'];

const ruled = (problem: (typed: string) => string | null) =>
  z.string().superRefine((typed, context) => {
    const message = problem(typed);
    if (message !== null) context.addIssue({ code: 'custom', message });
  });

/** 001 §5: Title and Version (nnn.nn) with their rules; the title is stored trimmed. */
const infoSchema = z
  .object({ title: ruled(titleProblem), summary: z.string(), description: z.string(), version: ruled(infoVersionProblem) })
  .transform((typed): Info => ({ ...typed, title: typed.title.trim() }));

/**
 * The Info panel's form (useApiForm): Title's and Version's messages show as they are typed (and
 * at once for a stored value that breaks a rule); Opslaan waits for a valid, changed info. The
 * panel is drawn anew for the info the description stores after a save.
 */
export function useInfoForm({ info, onSave }: { info: Info; onSave: (info: Info) => void }) {
  const api = useApiForm({
    schema: infoSchema,
    defaultValues: info,
    mode: 'onChange',
    send: async (next) => {
      onSave(next);
      return { saved: true, resetTo: next };
    },
    failureText: texts.saveFailed,
  });
  const { control, trigger } = api.form;
  useEffect(() => {
    void trigger();
  }, [trigger]);
  const typed = useWatch({ control });
  const unchanged = (['title', 'summary', 'description', 'version'] as const).every((field) => typed[field] === info[field]);
  return { api, unchanged };
}
