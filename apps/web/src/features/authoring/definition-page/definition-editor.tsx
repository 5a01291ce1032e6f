import { compositionPositions } from '@afd/afd/authoring';
import type { DefinitionOutline } from '@afd/contracts';
import { Alert, Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SaveState } from '@/components/save-state';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useFailureToast } from '@/components/use-failure-toast';
import { useCurrentUser } from '@/lib/session/use-session';
import { useLibraryCodelists, useSendDefinition } from '../api/definition-page';
import { AttributeDetails } from './attribute-details';
import { AttributeList } from './attribute-list';
import { AttributeSelectionModal } from './attribute-selection-modal';
import { AttributesPending } from './attributes-pending';
import { CompositionCard } from './composition-card';
import { definitionPageTexts as texts } from './definition-page-texts';
import { entityChoice, withEntityChoice } from './draft-choices';
import { EntityFunctionSettings } from './entity-function-settings';
import { EntitiesCard } from './entities-card';
import { entitiesByPath } from './tree-rows';
import { useAttributesSource, useChosenEntity } from './use-chosen-entity';
import { useDefinitionDraft } from './use-definition-draft';
import { useEntityTree } from './use-entity-tree';

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
  const attributes = useAttributesSource(definition);
  const positions = useMemo(() => (afdVersion === 2 ? compositionPositions({ roots: tree }) : []), [afdVersion, tree]);

  const entityTree = useEntityTree({ tree, byPath, draft, prefetchAttributes: attributes.prefetch });
  const { mode } = entityTree;
  const chosenEntity = entityTree.chosenEntityPath ? byPath.get(entityTree.chosenEntityPath) : undefined;
  const chosen = useChosenEntity({ definition, source: attributes.source, tree, chosen: chosenEntity, chosenAttributePath: entityTree.chosenAttributePath, functionNames, draft });
  const [selectingAttributes, setSelectingAttributes] = useState(false);
  const { working } = draft;
  const noLibrary = definition.baselineLibraryId === null;

  return (
    <>
      <UnsavedChangesGuard when={draft.unsaved || entityTree.pending} />
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
          <EntitiesCard tree={entityTree} afdVersion={afdVersion} locked={noLibrary || draft.stale !== null} compositions={working.compositions} />
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
                    onChange={entityTree.composeInto}
                    onCancel={entityTree.backToSelect}
                    onSave={entityTree.saveCompositions}
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
                        onChange={(choice) => draft.change((current) => withEntityChoice(current, chosenEntity.path, choice))}
                        notes={chosen.notes}
                      />
                      {chosen.withAttributes ? (
                        <AttributeList
                          entity={chosen.withAttributes}
                          choiceOf={chosen.choiceOf}
                          chosenPath={entityTree.chosenAttributePath}
                          onChoose={entityTree.chooseAttribute}
                          onChangeSelection={() => setSelectingAttributes(true)}
                        />
                      ) : (
                        <AttributesPending failed={chosen.failed} />
                      )}
                      {chosen.attribute ? (
                        <AttributeDetails
                          key={chosen.attribute.path}
                          attribute={chosen.attribute}
                          choice={chosen.choiceOf(chosen.attribute.path)}
                          afdVersion={afdVersion}
                          functionNames={functionNames}
                          codeLists={codeLists.data}
                          onChange={chosen.setAttribute(chosen.attribute.path)}
                          validateFacets={chosen.validateFacets(chosen.attribute.path)}
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
      {selectingAttributes && chosen.withAttributes ? (
        <AttributeSelectionModal entity={chosen.withAttributes} choiceOf={chosen.choiceOf} onClose={() => setSelectingAttributes(false)} onSave={chosen.saveSelection} />
      ) : null}
    </>
  );
}
