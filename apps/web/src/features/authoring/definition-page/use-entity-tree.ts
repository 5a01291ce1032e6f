import { compactOutlineChoices } from '@afd/afd/authoring';
import type { OutlineEntity } from '@afd/contracts';
import { useCallback, useMemo, useState } from 'react';
import { entityChoice, withEntityChoice, type Compositions } from './draft-choices';
import { treeRows } from './tree-rows';
import type { DefinitionDraft } from './use-definition-draft';

/** What the tree is for now: choosing an entity, ticking the selection (until Opslaan), or composing oneOf groups (AFD 2.0). */
export type TreeMode = { kind: 'select' } | { kind: 'edit'; ticked: Record<string, boolean> } | { kind: 'compose'; compositions: Compositions };

interface EntityTreeOptions {
  tree: readonly OutlineEntity[];
  byPath: ReadonlyMap<string, OutlineEntity>;
  draft: Pick<DefinitionDraft, 'working' | 'change'>;
  /** Reads an entity's attributes ahead: what the user is on or has just unfolded is likely opened next. */
  prefetchAttributes: (path: string) => void;
}

/**
 * The entity tree's state on the definition page (001 §2, §4): its mode, what is unfolded, the row
 * the keyboard is on, and the chosen entity and attribute; edit and compose mode collect their
 * changes until Opslaan hands them to the draft, Annuleren drops them.
 */
export function useEntityTree({ tree, byPath, draft, prefetchAttributes }: EntityTreeOptions) {
  const { working, change } = draft;
  const [mode, setMode] = useState<TreeMode>({ kind: 'select' });
  // The definition opens unfolded: every entity it has (selected or required) shows its children.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([...byPath.values()].filter((entity) => entity.minOccurs > 0 || entityChoice(working, entity.path).selected).map((entity) => entity.path)));
  const [activePath, setActivePath] = useState<string | null>(tree[0]?.path ?? null);
  const [chosenEntityPath, setChosenEntityPath] = useState<string | null>(null);
  const [chosenAttributePath, setChosenAttributePath] = useState<string | null>(null);

  const inDefinition = useCallback((entity: OutlineEntity) => entity.minOccurs > 0 || entityChoice(working, entity.path).selected, [working]);
  const ticked = mode.kind === 'edit' ? mode.ticked : null;
  const isTicked = useCallback((entity: OutlineEntity) => entity.minOccurs > 0 || (ticked?.[entity.path] ?? entityChoice(working, entity.path).selected), [ticked, working]);
  const rows = useMemo(() => treeRows(tree, expanded, mode.kind === 'edit' ? () => true : inDefinition), [tree, expanded, mode.kind, inDefinition]);

  const activate = useCallback(
    (path: string) => {
      setActivePath(path);
      prefetchAttributes(path);
    },
    [prefetchAttributes],
  );

  const toggleExpanded = useCallback(
    (path: string, open: boolean) => {
      if (open) for (const child of byPath.get(path)?.children.slice(0, 20) ?? []) prefetchAttributes(child.path);
      setExpanded((current) => {
        const next = new Set(current);
        if (open) next.add(path);
        else next.delete(path);
        return next;
      });
    },
    [byPath, prefetchAttributes],
  );

  /** A click on an entity: in edit mode it ticks or unticks (a required one stays), otherwise it opens its attributes. */
  const chooseEntity = (entity: OutlineEntity) => {
    if (mode.kind === 'edit') {
      if (entity.minOccurs > 0) return;
      setMode({ kind: 'edit', ticked: { ...mode.ticked, [entity.path]: !isTicked(entity) } });
      return;
    }
    setChosenEntityPath(entity.path);
    setChosenAttributePath(null);
  };

  const saveSelection = () => {
    if (mode.kind !== 'edit') return;
    const picks = mode.ticked;
    change((current) => {
      let next = current;
      for (const [path, selected] of Object.entries(picks)) next = withEntityChoice(next, path, { ...entityChoice(next, path), selected });
      return { ...next, choices: compactOutlineChoices(tree, next.choices) };
    });
    const chosen = chosenEntityPath ? byPath.get(chosenEntityPath) : undefined;
    if (chosen && !(chosen.minOccurs > 0 || (picks[chosen.path] ?? entityChoice(working, chosen.path).selected))) setChosenEntityPath(null);
    setMode({ kind: 'select' });
  };

  const saveCompositions = () => {
    if (mode.kind !== 'compose') return;
    const { compositions } = mode;
    change((current) => ({ ...current, compositions }));
    setMode({ kind: 'select' });
  };

  return {
    mode,
    rows,
    activePath,
    chosenEntityPath,
    chosenAttributePath,
    isTicked,
    activate,
    toggleExpanded,
    chooseEntity,
    chooseAttribute: setChosenAttributePath,
    startSelection: () => setMode({ kind: 'edit', ticked: {} }),
    startComposition: () => setMode({ kind: 'compose', compositions: working.compositions }),
    composeInto: (compositions: Compositions) => setMode({ kind: 'compose', compositions }),
    backToSelect: () => setMode({ kind: 'select' }),
    saveSelection,
    saveCompositions,
    /** Changes that edit or compose mode holds and Opslaan has not handed over: leaving would lose them. */
    pending: (mode.kind === 'edit' && Object.keys(mode.ticked).length > 0) || (mode.kind === 'compose' && mode.compositions !== working.compositions),
  };
}
