import type { AttributeChoice } from '@afd/afd/authoring';
import type { TreeEntity } from '@afd/contracts';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SAVED, useApiForm } from '@/components/form/use-api-form';
import { definitionPageTexts as texts } from './definition-page-texts';

export interface AttributeSelectionFormOptions {
  entity: Pick<TreeEntity, 'name' | 'attributes'>;
  choiceOf: (path: string) => AttributeChoice;
  /** The new selection per attribute path (required attributes are always in). */
  onSave: (selected: Record<string, boolean>) => void;
  onClose: () => void;
}

// One field for the whole selection: attribute paths are no form paths (they may hold dots).
const selectionSchema = z.object({ ticked: z.record(z.string(), z.boolean()) });

const dutch = new Intl.Collator('nl-NL', { sensitivity: 'base' });

/**
 * The 'Wijzig attribuutselectie' modal's form (useApiForm): a tick per attribute, the required ones
 * always on; Opslaan hands the ticks to the draft and closes. The filter and the alphabetical order
 * only change what is shown, never the ticks.
 */
export function useAttributeSelectionForm({ entity, choiceOf, onSave, onClose }: AttributeSelectionFormOptions) {
  const api = useApiForm({
    schema: selectionSchema,
    defaultValues: { ticked: Object.fromEntries(entity.attributes.map((attribute) => [attribute.path, attribute.isRequired || choiceOf(attribute.path).selected])) },
    // Nothing to send from here: the ticks go to the draft as the modal closes, as one change.
    send: async () => SAVED,
    failureText: texts.updateFailed,
    onSaved: ({ ticked }) => {
      onSave(ticked);
      onClose();
    },
  });
  const ticked = useWatch({ control: api.form.control, name: 'ticked' });
  const tick = (path: string, checked: boolean) => api.form.setValue('ticked', { ...api.form.getValues('ticked'), [path]: checked }, { shouldDirty: true });

  const [sorted, setSorted] = useState(false);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase('nl-NL');
    const matching = entity.attributes.filter((attribute) => needle === '' || `${attribute.name} ${attribute.description}`.toLocaleLowerCase('nl-NL').includes(needle));
    return sorted ? [...matching].sort((a, b) => dutch.compare(a.name, b.name)) : matching;
  }, [entity.attributes, filter, sorted]);

  return { api, ticked, tick, shown, filter, setFilter, sorted, setSorted };
}
