import type { Organisation } from '@afd/contracts';
import { InlineRename } from '@/components/inline-rename/inline-rename';
import { checkTypedName } from '../organisation-name-problem';
import type { SaveOutcome } from '@/components/save-failure';

export interface RenameOrganisationFormProps {
  organisation: Organisation;
  organisations: readonly Organisation[];
  onRename: (name: string) => Promise<SaveOutcome>;
  onClose: () => void;
  saving: boolean;
}

/** The rename editor of one row: the name format and uniqueness; an empty or unchanged name just closes it (spec 000 §5). */
export function RenameOrganisationForm({ organisation, organisations, onRename, onClose, saving }: RenameOrganisationFormProps) {
  return (
    <InlineRename
      name={organisation.name}
      check={(typed) => checkTypedName(typed, organisations, organisation.id)}
      onSave={onRename}
      onClose={onClose}
      saving={saving}
      width={300}
      wrap="wrap"
    />
  );
}
