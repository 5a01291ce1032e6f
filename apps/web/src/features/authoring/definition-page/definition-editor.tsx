import { compactOutlineChoices, compositionPositions, entityChoiceNotes, type AttributeChoice } from '@afd/afd/authoring';
import type { DefinitionOutline, OutlineEntity } from '@afd/contracts';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { SaveState } from '@/components/save-state';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useCurrentUser } from '@/lib/session/use-session';
import { useEntityAttributes, useLibraryCodelists, usePrefetchEntityAttributes, useSendDefinition, validateFacets } from '../api/definition-page';
import { AttributeDetails } from './attribute-details';
import { AttributeList } from './attribute-list';
import { AttributeSelectionModal } from './attribute-selection-modal';
import { AttributesPending } from './attributes-pending';
import { CompositionCard, CompositionOverview } from './composition-card';
import { definitionPageTexts as texts } from './definition-page-texts';
import { attributeChoice, entityChoice, withAttributeChoice, withAttributeChoices, withEntityChoice, type Compositions } from './draft-choices';
import { EntityFunctionSettings } from './entity-function-settings';
import { EntityTree } from './entity-tree';
import { entitiesByPath, treeRows } from './tree-rows';
import { useDefinitionDraft } from './use-definition-draft';
import { useFailureToast } from '@/components/use-failure-toast';

type Mode = { kind: 'select' } | { kind: 'edit'; ticked: Record<string, boolean> } | { kind: 'compose'; compositions: Compositions };

export interface DefinitionEditorProps {
  definition: DefinitionOutline;
  onReload: () => void;
}

/**
 * The working part of the definition page (001 §2, §4): the entity tree with its three modes
 * (select, edit the entity selection, compose oneOf groups for AFD 2.0) and the attribute panels.
 * Every change in select mode is saved at once, and a line above the tree says quietly whether it
 * is; edit and compose mode collect until Opslaan. After a colleague's save in between (409) the
 * attribute side is read-only until 'Definitie opnieuw laden': a click there would be thrown away.
 */
export function DefinitionEditor({ definition, onReload }: DefinitionEditorProps) {
  const user = useCurrentUser();
  // The outline: entities without attributes; an entity's attributes are read when it is opened (ADR 0065).
  const tree = definition.entities;
  const afdVersion = definition.certificationAreaVersion === '1' ? 1 : 2;
  // Only switched-on functions are offered: a choice for a switched-off one would take no effect.
  const functionNames = useMemo(() => definition.functions.filter((fn) => fn.active).map((fn) => fn.name), [definition.functions]);
  const send = useSendDefinition(definition.organisation, definition.name, user ? [user.initials, user.prefix, user.surname].filter(Boolean).join(' ') || user.email : '');
  const draft = useDefinitionDraft(definition, tree, send);
  const byPath = useMemo(() => entitiesByPath(tree), [tree]);
  const codeLists = useLibraryCodelists(definition.basedOn, definition.baselineLibraryCreationTime);
  useFailureToast(codeLists.error, texts.codelistsLoadFailed(definition.basedOn));
  const attributesSource = useMemo(
    () => ({ organisation: definition.organisation, name: definition.name, baselineLibraryId: definition.baselineLibraryId }),
    [definition.organisation, definition.name, definition.baselineLibraryId],
  );
  const prefetchAttributes = usePrefetchEntityAttributes(attributesSource);
  const positions = useMemo(() => (afdVersion === 2 ? compositionPositions({ roots: tree }) : []), [afdVersion, tree]);

  const [mode, setMode] = useState<Mode>({ kind: 'select' });
  // The definition opens unfolded: every entity it has (selected or required) shows its children.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([...byPath.values()].filter((entity) => entity.minOccurs > 0 || entityChoice(draft.working, entity.path).selected).map((entity) => entity.path)));
  const [activePath, setActivePath] = useState<string | null>(tree[0]?.path ?? null);
  const [chosenEntityPath, setChosenEntityPath] = useState<string | null>(null);
  const [chosenAttributePath, setChosenAttributePath] = useState<string | null>(null);
  const [selectingAttributes, setSelectingAttributes] = useState(false);

  const { working, change } = draft;
  const inDefinition = useCallback((entity: OutlineEntity) => entity.minOccurs > 0 || entityChoice(working, entity.path).selected, [working]);
  const ticked = mode.kind === 'edit' ? mode.ticked : null;
  const isTicked = useCallback((entity: OutlineEntity) => entity.minOccurs > 0 || (ticked?.[entity.path] ?? entityChoice(working, entity.path).selected), [ticked, working]);
  const rows = useMemo(() => treeRows(tree, expanded, mode.kind === 'edit' ? () => true : inDefinition), [tree, expanded, mode.kind, inDefinition]);

  // What the user is on or has just unfolded is likely opened next: its attributes are read ahead.
  const activate = useCallback(
    (path: string) => {
      setActivePath(path);
      prefetchAttributes(path);
    },
    [prefetchAttributes],
  );

  const toggleExpanded = useCallback((path: string, open: boolean) => {
    if (open) for (const child of byPath.get(path)?.children.slice(0, 20) ?? []) prefetchAttributes(child.path);
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(path);
      else next.delete(path);
      return next;
    });
  }, [byPath, prefetchAttributes]);

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

  const chosenEntity = chosenEntityPath ? byPath.get(chosenEntityPath) : undefined;
  const notes = useMemo(() => entityChoiceNotes(tree, working.choices.entities, functionNames), [tree, working.choices.entities, functionNames]);
  const attributes = useEntityAttributes(attributesSource, chosenEntityPath);
  useFailureToast(attributes.error, texts.attributesLoadFailed);
  const loadedAttributes = attributes.data;
  const chosenWithAttributes = chosenEntity && loadedAttributes ? { name: chosenEntity.name, attributes: loadedAttributes } : undefined;
  const chosenAttribute = chosenWithAttributes?.attributes.find((attribute) => attribute.path === chosenAttributePath);
  const setAttribute = (path: string) => (choice: AttributeChoice) => change((current) => withAttributeChoice(current, path, choice));
  const editing = mode.kind === 'edit' && Object.keys(mode.ticked).length > 0;
  const composing = mode.kind === 'compose' && mode.compositions !== working.compositions;
  const noLibrary = definition.baselineLibraryId === null;

  return (
    <>
      <UnsavedChangesGuard when={draft.unsaved || editing || composing} />
      {draft.stale !== null ? (
        <Alert color="red" title={texts.staleTitle}>
          <Stack gap="xs" align="start">
            <Text size="sm">{draft.stale}</Text>
            <Button size="xs" onClick={onReload}>
              {texts.reload}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {noLibrary ? <Alert color="yellow">{texts.noLibrary}</Alert> : null}
      <SaveState state={draft.saveState} savedText={texts.saved} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder>
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {texts.entities}
                </Title>
                {mode.kind === 'select' ? (
                  <Group gap="xs">
                    <Button size="xs" variant="light" disabled={noLibrary || draft.stale !== null} onClick={() => setMode({ kind: 'edit', ticked: {} })}>
                      {texts.changeSelection}
                    </Button>
                    {afdVersion === 2 ? (
                      <Button size="xs" variant="light" disabled={noLibrary || draft.stale !== null} onClick={() => setMode({ kind: 'compose', compositions: working.compositions })}>
                        {texts.changeComposition}
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
                {mode.kind === 'edit' ? (
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setMode({ kind: 'select' })}>
                      {texts.cancel}
                    </Button>
                    <Button size="xs" onClick={saveSelection}>
                      {texts.save}
                    </Button>
                  </Group>
                ) : null}
              </Group>
              {mode.kind === 'edit' ? (
                <Text size="sm" c="dimmed">
                  {texts.editHint}
                </Text>
              ) : null}
              <EntityTree
                rows={rows}
                activePath={activePath}
                onActivePathChange={activate}
                onToggleExpanded={toggleExpanded}
                onChoose={chooseEntity}
                chosenPath={chosenEntityPath}
                isChecked={mode.kind === 'edit' ? isTicked : undefined}
                isLocked={mode.kind === 'edit' ? (entity) => entity.minOccurs > 0 : undefined}
              />
              {afdVersion === 2 && mode.kind === 'select' ? <CompositionOverview compositions={working.compositions} /> : null}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {/* A disabled fieldset disables every control inside it, as the browser knows it. */}
          <fieldset disabled={draft.stale !== null} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            {mode.kind === 'compose' ? (
              <Card withBorder>
                <Stack>
                  <Title order={2} size="h4">
                    {texts.composition}
                  </Title>
                  <CompositionCard
                    positions={positions}
                    compositions={mode.compositions}
                    onChange={(compositions) => setMode({ kind: 'compose', compositions })}
                    onCancel={() => setMode({ kind: 'select' })}
                    onSave={() => {
                      change((current) => ({ ...current, compositions: mode.compositions }));
                      setMode({ kind: 'select' });
                    }}
                  />
                </Stack>
              </Card>
            ) : mode.kind === 'select' ? (
              <Card withBorder>
                <Stack>
                  <Title order={2} size="h4">
                    {texts.attributes}
                  </Title>
                  {chosenEntity ? (
                    <>
                      <EntityFunctionSettings
                        entity={chosenEntity}
                        functionNames={functionNames}
                        choice={entityChoice(working, chosenEntity.path)}
                        onChange={(choice) => change((current) => withEntityChoice(current, chosenEntity.path, choice))}
                        notes={notes[`entities.${chosenEntity.path}`]}
                      />
                      {chosenWithAttributes ? (
                        <AttributeList
                          entity={chosenWithAttributes}
                          choiceOf={(path) => attributeChoice(working, path)}
                          chosenPath={chosenAttributePath}
                          onChoose={setChosenAttributePath}
                          onChangeSelection={() => setSelectingAttributes(true)}
                        />
                      ) : (
                        <AttributesPending failed={attributes.isError} />
                      )}
                      {chosenAttribute ? (
                        <AttributeDetails
                          key={chosenAttribute.path}
                          attribute={chosenAttribute}
                          choice={attributeChoice(working, chosenAttribute.path)}
                          afdVersion={afdVersion}
                          functionNames={functionNames}
                          codeLists={codeLists.data}
                          onChange={setAttribute(chosenAttribute.path)}
                          validateFacets={(facets, arrayFacets) =>
                            validateFacets(facets, arrayFacets, { organisation: definition.organisation, productName: definition.name, attributePath: chosenAttribute.path })
                          }
                        />
                      ) : null}
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {texts.pickEntity}
                    </Text>
                  )}
                </Stack>
              </Card>
            ) : null}
          </fieldset>
        </Grid.Col>
      </Grid>
      {selectingAttributes && chosenWithAttributes ? (
        <AttributeSelectionModal
          entity={chosenWithAttributes}
          choiceOf={(path) => attributeChoice(working, path)}
          onClose={() => setSelectingAttributes(false)}
          onSave={(selection) =>
            change((current) =>
              withAttributeChoices(
                current,
                Object.fromEntries(
                  chosenWithAttributes.attributes
                    .filter((attribute) => !attribute.isRequired && (selection[attribute.path] ?? false) !== attributeChoice(current, attribute.path).selected)
                    .map((attribute) => [attribute.path, { ...attributeChoice(current, attribute.path), selected: selection[attribute.path] ?? false }]),
                ),
              ),
            )
          }
        />
      ) : null}
    </>
  );
}
