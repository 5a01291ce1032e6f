import type { OrganisationSchemaListItem } from '@afd/contracts';
import { useState } from 'react';
import { showFailure, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { deleteSchema } from '../api/delete-schema';
import { getSchemaUsages } from '../api/get-schema-usages';
import { renameSchema } from '../api/rename-schema';
import { NAME_IN_USE } from '../check-new-schema-name';

type Schema = OrganisationSchemaListItem;
export type SchemaConfirmation =
  | { kind: 'rename'; schema: Schema; newName: string; usages: string[] }
  | { kind: 'delete'; schema: Schema; usages: string[] };

export interface SchemaConfirmationCallbacks {
  onRenamed: () => void;
  /** The server refused the name (409): its message belongs on the editor's field. */
  onRenameRefused: (message: string) => void;
  /** After a confirmed rename or delete, whatever its outcome: the list is read again. */
  onSettled: () => Promise<unknown>;
}

const question = { rename: 'Weet u zeker dat u dit item wilt hernoemen?', delete: 'Weet u zeker dat u dit schema wilt verwijderen?' } as const;
const failure = { rename: 'Hernoemen van het schema is mislukt', delete: 'Verwijderen is mislukt' } as const;

/**
 * Rename and delete of a schema ask first, listing where the name is used, then act and say how
 * it went. The questions: 'Weet u zeker dat u dit item wilt hernoemen?' (001 §8) and, for Beheer
 * schema's own delete, 'Weet u zeker dat u dit schema wilt verwijderen?' (000 §8, 001 §8).
 */
export function useSchemaConfirmation(organisation: string | null, callbacks: SchemaConfirmationCallbacks) {
  const [confirmation, setConfirmation] = useState<SchemaConfirmation | null>(null);
  // The question stays worded while the dialog closes (confirmation is null by then).
  const [kind, setKind] = useState<SchemaConfirmation['kind']>('delete');
  const [confirming, setConfirming] = useState(false);

  const ask = (schema: Schema, next: (usages: string[]) => SchemaConfirmation) => {
    if (!organisation) return;
    const asked = next([]).kind;
    getSchemaUsages(organisation, schema.name).then(
      (usages) => {
        setKind(asked);
        setConfirmation(next(usages));
      },
      (error: unknown) => showFailure(failure[asked], error),
    );
  };

  const act = async (current: SchemaConfirmation, organisationName: string) => {
    try {
      if (current.kind === 'rename') {
        await renameSchema(organisationName, current.schema.name, current.newName);
        showSuccess('Schema met nieuwe naam opgeslagen');
        callbacks.onRenamed();
      } else {
        await deleteSchema(organisationName, current.schema.name);
        showSuccess('Schema is verwijderd');
      }
    } catch (error) {
      if (current.kind === 'rename' && error instanceof ApiError && error.status === 409) callbacks.onRenameRefused(error.detail ?? NAME_IN_USE);
      else showFailure(failure[current.kind], error);
    }
  };

  const confirm = async () => {
    if (!confirmation || !organisation) return;
    setConfirming(true);
    try {
      await act(confirmation, organisation);
    } finally {
      setConfirming(false);
      setConfirmation(null);
      await callbacks.onSettled();
    }
  };

  return {
    dialog: {
      opened: confirmation !== null,
      message: question[kind],
      usages: confirmation?.usages,
      onConfirm: () => void confirm(),
      onCancel: () => setConfirmation(null),
      confirming,
    },
    confirming,
    askRename: (schema: Schema, newName: string) => ask(schema, (usages) => ({ kind: 'rename', schema, newName, usages })),
    askDelete: (schema: Schema) => ask(schema, (usages) => ({ kind: 'delete', schema, usages })),
  };
}
