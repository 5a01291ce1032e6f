import type { Variant } from '@afd/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useCurrentUser } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { useDefinitionFunctions } from '../api/definitions';
import { useSaveVariants, useVariants } from '../api/variants';
import { SubjectHeader } from '../subject-header';
import { functionModels, visibleFunctions, visibleVariants } from './function-models';
import { VariantFunctionsCard } from './variant-functions-card';
import { VariantFunctionsModal } from './variant-functions-modal';
import { VariantListCard } from './variant-list-card';
import { VariantModal } from './variant-modal';
import { variantTexts as texts } from './variant-texts';

const keyOf = (variant: Pick<Variant, 'name' | 'version'>) => `${variant.name}\u0000${variant.version}`;
type Editing = { kind: 'variant'; variant: Variant | null } | { kind: 'functions'; variant: Variant } | null;
type Removing = { kind: 'variant'; variant: Variant } | { kind: 'function'; variant: Variant; name: string } | null;

/**
 * '/variants/:organisation/:baseline/:productname' (001 §2 'Variants editor'): the card Varianten
 * and, for the chosen one, the card Functies. Administrators add, edit and delete variants and
 * manage their functions; others see the active variants with functions, read-only (001 §6; the
 * server refuses their saves too). Every change saves the whole list on the revision it was read with.
 */
export default function VariantsScreen() {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const user = useCurrentUser();
  const isAdministrator = user?.isAdministrator === true;
  const answer = useVariants(organisation, productname);
  const definitionFunctions = useDefinitionFunctions(organisation, productname, true);
  const save = useSaveVariants(organisation, productname, user ? userDisplayName(user) : '');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  useFailureToast(answer.error, texts.loadFailed);
  useFailureToast(definitionFunctions.error, texts.functionsLoadFailed);

  const all = answer.data?.variants ?? [];
  const shown = visibleVariants(all, isAdministrator);
  const selectedIndex = shown.findIndex((variant) => keyOf(variant) === selectedKey);
  const selected = shown[selectedIndex] ?? null;
  const fns = definitionFunctions.data?.functions ?? [];
  const models = selected ? visibleFunctions(functionModels(selected, fns), isAdministrator) : [];

  const saveList = async (next: Variant[]) => {
    try {
      await save.mutateAsync({ variants: next, revision: answer.data?.revision ?? 0 });
      showSuccess(texts.saved);
    } catch (error) {
      showFailure(texts.saveFailed, error);
      throw error;
    }
  };
  /** The list with `variant` replaced by `next` (or without it when next is null). */
  const replaced = (variant: Variant, next: Variant | null) => all.flatMap((current) => (current === variant ? (next ? [next] : []) : [current]));

  return (
    <Stack>
      <SubjectHeader title={texts.title} organisation={organisation} baseline={baseline} productname={productname} load={{ isLoading: answer.isLoading, error: answer.error, loadingLabel: 'Varianten worden geladen', failureText: texts.loadFailed }} />
      {answer.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <VariantListCard
            variants={shown}
            selected={selectedIndex === -1 ? null : selectedIndex}
            onSelect={(index) => setSelectedKey(shown[index] ? keyOf(shown[index]) : null)}
            editing={
              isAdministrator
                ? {
                    onAdd: () => setEditing({ kind: 'variant', variant: null }),
                    onEdit: (index) => setEditing({ kind: 'variant', variant: shown[index] ?? null }),
                    onDelete: (index) => setRemoving(shown[index] ? { kind: 'variant', variant: shown[index] } : null),
                  }
                : null
            }
          />
          <VariantFunctionsCard
            variant={selected}
            models={models}
            editing={
              isAdministrator && selected
                ? { onManage: () => setEditing({ kind: 'functions', variant: selected }), onRemove: (name) => setRemoving({ kind: 'function', variant: selected, name }) }
                : null
            }
          />
        </SimpleGrid>
      ) : null}
      {editing?.kind === 'variant' ? (
        <VariantModal
          variant={editing.variant}
          index={editing.variant ? all.indexOf(editing.variant) : all.length}
          others={all.filter((variant) => variant !== editing.variant)}
          onSubmit={async (head) => {
            const current = editing.variant;
            const next = current ? replaced(current, { ...current, ...head }) : [...all, { ...head, variantFunctions: [] }];
            await saveList(next);
            setEditing(null);
            setSelectedKey(keyOf(head));
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === 'functions' ? (
        <VariantFunctionsModal
          variant={editing.variant}
          definitionFunctions={fns}
          onSubmit={async (variantFunctions) => {
            await saveList(replaced(editing.variant, { ...editing.variant, variantFunctions }));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        message={removing?.kind === 'function' ? texts.confirmDeleteFunction : texts.confirmDeleteVariant}
        onConfirm={() => {
          if (!removing) return;
          const next =
            removing.kind === 'variant'
              ? replaced(removing.variant, null)
              : replaced(removing.variant, { ...removing.variant, variantFunctions: removing.variant.variantFunctions.filter((fn) => fn.name !== removing.name) });
          setRemoving(null);
          void saveList(next).catch(() => undefined);
        }}
        onCancel={() => setRemoving(null)}
        confirming={save.isPending}
      />
    </Stack>
  );
}
