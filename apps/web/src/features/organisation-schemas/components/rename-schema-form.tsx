import { InlineRename, type RenameDraft } from '@/components/inline-rename/inline-rename';
import { checkNewSchemaName } from '../check-new-schema-name';

export interface RenameSchemaFormProps {
  name: string;
  /** The organisation's other schemas: a new name may match none of them. */
  otherNames: readonly string[];
  /** What the user typed so far; kept by the screen, so the editor survives the table redrawing. */
  draft: RenameDraft;
  onDraftChange: (draft: RenameDraft) => void;
  /** A changed, valid name: the screen confirms it, then saves and closes or shows the refusal. */
  onAskRename: (newName: string) => void;
  onClose: () => void;
  saving: boolean;
}

/** The inline rename editor of one schema (checkNewSchemaName); the screen asks for confirmation before it renames. */
export function RenameSchemaForm({ name, otherNames, draft, onDraftChange, onAskRename, onClose, saving }: RenameSchemaFormProps) {
  return (
    <InlineRename
      name={name}
      check={(typed) => {
        const checked = checkNewSchemaName(typed, name, otherNames);
        return checked.kind === 'unchanged' ? { kind: 'ignore' } : checked;
      }}
      onSave={onAskRename}
      onClose={onClose}
      saving={saving}
      width={260}
      draft={draft}
      onDraftChange={onDraftChange}
    />
  );
}
