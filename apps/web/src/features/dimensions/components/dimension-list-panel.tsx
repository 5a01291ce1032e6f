import type { Dimension, DimensionKind, DimensionVersion, SaveDimension } from '@afd/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { useDeleteDimension } from '../api/delete-dimension';
import { isDimensionInUse } from '../api/is-dimension-in-use';
import { useSaveDimension } from '../api/save-dimension';
import { dimensionScreenTexts as texts } from '../dimension-texts';
import { reportSaveFailure, type SaveOutcome } from '@/components/save-failure';
import { AddDimensionForm } from './add-dimension-form';
import { DimensionsTable } from './dimensions-table';

export interface DimensionListPanelProps {
  kind: DimensionKind;
  list: readonly Dimension[];
}

/** The item to send for a name (and, for a certification area, a version): the server wants both for certification areas. */
function itemOf(kind: DimensionKind, name: string, version: DimensionVersion | null, id?: string): SaveDimension {
  if (kind === 'certificationArea') return { kind, id, name, version: version ?? '1' };
  return { kind, id, name };
}

/** One tab of 'Beheer definities': add, rename ('Wijzig naam') and remove ('Verwijder') items of one list. */
export function DimensionListPanel({ kind, list }: DimensionListPanelProps) {
  const save = useSaveDimension();
  const remove = useDeleteDimension();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Dimension | null>(null);

  /** Saves an item and says so; a refusal throws the server's problem (the add form places it itself). */
  const storeItem = async (item: SaveDimension) => {
    await save.mutateAsync(item);
    showSuccess(texts.saved);
  };

  const saveItem = async (item: SaveDimension): Promise<SaveOutcome> => {
    try {
      await storeItem(item);
      return { saved: true };
    } catch (error) {
      return reportSaveFailure(error, 'name', texts.saveFailed);
    }
  };

  // Spec 000 §5: a dimension used in a baseline key cannot be removed; say so before asking.
  const askDelete = async (dimension: Dimension) => {
    try {
      if (await isDimensionInUse(dimension)) showError(texts.inUse);
      else setToDelete(dimension);
    } catch (error) {
      showFailure(texts.deleteFailed, error);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      showSuccess(texts.saved);
    } catch (error) {
      showFailure(texts.deleteFailed, error);
    }
    setToDelete(null);
  };

  return (
    <Stack pt="md">
      <AddDimensionForm kind={kind} list={list} onAdd={(name, version) => storeItem(itemOf(kind, name, version))} />
      <DimensionsTable
        kind={kind}
        list={list}
        editingId={editingId}
        onEdit={setEditingId}
        onRename={(dimension, name) => saveItem(itemOf(kind, name, dimension.version ?? null, dimension.id))}
        onDelete={(dimension) => void askDelete(dimension)}
        saving={save.isPending}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        message={texts.confirmDelete}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        confirming={remove.isPending}
      />
    </Stack>
  );
}
