import type { Dimension } from '@afd/contracts';
import { InlineRename } from '@/components/inline-rename/inline-rename';
import type { SaveOutcome } from '@/components/save-failure';
import { checkTypedName } from '../typed-name';

export interface RenameDimensionFormProps {
  dimension: Dimension;
  list: readonly Dimension[];
  onRename: (name: string) => Promise<SaveOutcome>;
  onClose: () => void;
  saving: boolean;
}

/** The 'Wijzig naam' editor of one row: trimmed, required and unique in its list; an unchanged name just closes it. */
export function RenameDimensionForm({ dimension, list, onRename, onClose, saving }: RenameDimensionFormProps) {
  return (
    <InlineRename
      name={dimension.name}
      check={(typed) => checkTypedName(typed, list, dimension.id)}
      onSave={onRename}
      onClose={onClose}
      saving={saving}
      width={280}
    />
  );
}
