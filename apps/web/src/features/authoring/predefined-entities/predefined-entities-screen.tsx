import type { SnippetInfo, SnippetMapItem, Variant } from '@afd/contracts';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { useSaveVariants, useSnippets, useVariants, useVariantTree } from '../api/variants';
import { SubjectHeader } from '../subject-header';
import { predefinedEntityTexts as texts } from './predefined-entity-texts';
import { SnippetPickerModal } from './snippet-picker-modal';
import { SnippetTreeTable } from './snippet-tree-table';
import { placeSnippet, treeRows, withoutSnippet, type TreeRow } from './tree-rows';

const keyOf = (variant: Pick<Variant, 'name' | 'version'>) => `${variant.name} ${variant.version}`;

/**
 * '/predefinedentities/:organisation/:baseline/:productname' (001 §2 'Predefined entities'): pick a
 * variant and one of its active functions, see the function's entity tree with the variant's
 * snippets after their anchors, and (administrators, 001 §6) add a snippet below a chosen entity or
 * remove one. Every change saves the whole variant list on the revision it was read with.
 */
export default function PredefinedEntitiesScreen() {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const user = useCurrentUser();
  const isAdministrator = user?.isAdministrator === true;
  const answer = useVariants(organisation, productname);
  const save = useSaveVariants(organisation, productname, user ? userDisplayName(user) : '');
  const [variantKey, setVariantKey] = useState('');
  const [functionName, setFunctionName] = useState('');
  const [selected, setSelected] = useState<TreeRow | null>(null);
  const [picking, setPicking] = useState(false);

  const all = answer.data?.variants ?? [];
  // Others than administrators see the active variants only (001 §6); a variant without active functions offers nothing.
  const choices = all.filter((variant) => (isAdministrator || variant.isActive) && variant.variantFunctions.some((fn) => fn.isActive));
  const variant = choices.find((candidate) => keyOf(candidate) === variantKey) ?? null;
  const variantFunction = variant?.variantFunctions.find((fn) => fn.isActive && fn.name === functionName) ?? null;
  const chosen = variantFunction?.name ?? null;
  const tree = useVariantTree(organisation, productname, chosen);
  const snippets = useSnippets(organisation, baseline, chosen);
  useFailureToast(answer.error, texts.variantsLoadFailed);
  useFailureToast(tree.error ?? snippets.error, texts.loadFailed);
  const items = variantFunction?.snippetMap.items ?? [];
  const rows = tree.data && snippets.data ? treeRows(tree.data, items, snippets.data) : [];

  const saveItems = async (next: SnippetMapItem[]) => {
    if (!variant || !variantFunction) return;
    const variants = all.map((current) =>
      current !== variant ? current : { ...current, variantFunctions: current.variantFunctions.map((fn) => (fn === variantFunction ? { ...fn, snippetMap: { items: next } } : fn)) },
    );
    try {
      await save.mutateAsync({ variants, revision: answer.data?.revision ?? 0 });
      showSuccess(texts.saved);
    } catch (error) {
      showFailure(texts.saveFailed, error);
    }
  };

  const add = (snippet: SnippetInfo) => {
    setPicking(false);
    if (!selected || !tree.data) return;
    const placed = placeSnippet(tree.data, items, selected, snippet, snippets.data ?? []);
    // 001 §4/§8: a snippet of the same entity and type at that level already: the add is skipped.
    if (!placed.ok) return showError(texts.duplicateTitle, placed.message);
    void saveItems(placed.items);
  };
  const remove = (row: TreeRow) => {
    setSelected(null);
    void saveItems(withoutSnippet(items, row));
  };

  return (
    <Stack>
      <SubjectHeader title={texts.title} organisation={organisation} baseline={baseline} productname={productname} load={{ isLoading: answer.isLoading, error: answer.error, loadingLabel: 'Varianten worden geladen', failureText: texts.variantsLoadFailed }} />
      {answer.data && choices.length === 0 ? <Text>{texts.noVariants}</Text> : null}
      {choices.length > 0 ? (
        <Group align="flex-end">
          <NativeSelect
            label="Variant"
            value={variantKey}
            data={[{ value: '', label: texts.chooseVariant }, ...choices.map((choice) => ({ value: keyOf(choice), label: keyOf(choice) }))]}
            onChange={(event) => {
              setVariantKey(event.currentTarget.value);
              setFunctionName('');
              setSelected(null);
            }}
          />
          {variant ? (
            <NativeSelect
              label="Functie"
              value={functionName}
              data={[{ value: '', label: texts.chooseFunction }, ...variant.variantFunctions.filter((fn) => fn.isActive).map((fn) => fn.name)]}
              onChange={(event) => {
                setFunctionName(event.currentTarget.value);
                setSelected(null);
              }}
            />
          ) : null}
        </Group>
      ) : null}
      {chosen && (tree.isLoading || snippets.isLoading) ? <Loader role="status" aria-label="Voorgedefinieerde entiteiten worden geladen" /> : null}
      {chosen && (tree.error || snippets.error) ? (
        <Alert color="red" title={texts.loadFailed}>
          {[tree.error, snippets.error].map((error) => (error instanceof ApiError ? error.detail : null)).find(Boolean)}
        </Alert>
      ) : null}
      {chosen && snippets.data?.length === 0 ? <Alert color="blue">{texts.noSnippets}</Alert> : null}
      {chosen && tree.data && snippets.data ? (
        <>
          {isAdministrator ? (
            <Group>
              <Button onClick={() => setPicking(true)} disabled={!selected || selected.isSnippet || snippets.data.length === 0 || save.isPending}>
                {texts.add}
              </Button>
              <Button color="red" variant="outline" onClick={() => (selected ? remove(selected) : undefined)} disabled={!selected?.isSnippet || save.isPending}>
                {texts.remove}
              </Button>
              {!selected ? <Text size="sm">{texts.selectNode}</Text> : null}
            </Group>
          ) : null}
          <SnippetTreeTable rows={rows} selectedKey={selected?.key ?? null} onSelect={setSelected} />
        </>
      ) : null}
      {picking && selected && snippets.data ? <SnippetPickerModal anchorLabel={selected.entity} snippets={snippets.data} onPick={add} onClose={() => setPicking(false)} /> : null}
    </Stack>
  );
}
