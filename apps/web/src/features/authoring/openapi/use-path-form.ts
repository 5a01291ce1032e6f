import { pathProblem } from '@afd/afd/authoring';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { openApiTexts as texts } from './openapi-texts';

export interface PathFormOptions {
  /** The description's paths: a new one must differ from each, ignoring case. */
  paths: readonly string[];
  onSubmit: (path: string) => void;
  onClose: () => void;
}

/** 001 §5's path rules as the schema; the path is stored as typed. */
const pathSchemaFor = (paths: readonly string[]) =>
  z.object({
    path: z.string().superRefine((path, context) => {
      const problem = pathProblem(path, paths);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  });

/** The 'Path toevoegen' modal's form (useApiForm): the message shows once the field was left; Opslaan waits for a valid path. */
export function usePathForm({ paths, onSubmit, onClose }: PathFormOptions) {
  return useApiForm({
    schema: pathSchemaFor(paths),
    defaultValues: { path: '' },
    // Nothing to send from here: the path goes to the description as the modal closes.
    send: async () => SAVED,
    failureText: texts.saveFailed,
    onSaved: ({ path }) => {
      onSubmit(path);
      onClose();
    },
  });
}
