import { classifySubsetImport, SUBSET_FORMAT_MESSAGE, type SubsetImport } from '@afd/afd/authoring';
import type { Codelist } from '@afd/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface CodeListSubsetFormOptions {
  codeList: Codelist;
  selected: readonly string[];
  /** Hands the chosen codes to the page's draft, which saves them. */
  onSave: (subset: string[]) => void;
  onClose: () => void;
}

const subsetSchema = z.object({ subset: z.array(z.string()), importText: z.string() });

/**
 * The 'Selecteer opties' modal's form (useApiForm): the chosen codes, and the text of 'Importeer
 * subset'. Verwerk adds the text's known new codes and reports the counts; a text that is no
 * semicolon-separated list gets the spec's format message on its field, which goes as soon as the
 * text changes (the verdict was about the text as it was). Opslaan hands the codes to the draft
 * and closes; nothing changes until then.
 */
export function useCodeListSubsetForm({ codeList, selected, onSave, onClose }: CodeListSubsetFormOptions) {
  const api = useApiForm({
    schema: subsetSchema,
    defaultValues: { subset: [...selected], importText: '' },
    // Every change is checked again, which also takes a format message of Verwerk away.
    mode: 'onChange',
    // Nothing to send from here: the codes go to the draft as the modal closes, as one change.
    send: async () => SAVED,
    failureText: texts.updateFailed,
    onSaved: ({ subset }) => {
      onSave(subset);
      onClose();
    },
  });
  const { control, getValues, setValue, setError } = api.form;
  const subset = useWatch({ control, name: 'subset' });
  const importText = useWatch({ control, name: 'importText' });
  const [importOpen, setImportOpen] = useState(false);
  const [result, setResult] = useState<SubsetImport | null>(null);
  const codes = codeList.listItems.map((item) => item.value);

  const choose = (next: string[]) => setValue('subset', next, { shouldDirty: true });
  const process = () => {
    const classified = classifySubsetImport(getValues('importText'), codes, getValues('subset'));
    if (classified === null) {
      setError('importText', { type: 'format', message: SUBSET_FORMAT_MESSAGE });
      setResult(null);
      return;
    }
    setResult(classified);
    choose([...getValues('subset'), ...classified.successful]);
  };

  return { api, subset, choose, canProcess: importText.trim() !== '', process, result, importOpen, toggleImport: () => setImportOpen((open) => !open) };
}
