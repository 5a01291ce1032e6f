import type { DefinitionSummary } from '@afd/contracts';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OrganisationPicker } from '@/components/organisation-picker/organisation-picker';
import { useOrganisationChoice } from '@/components/organisation-picker/use-organisation-choice';
import { showFailure, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useCurrentUser } from '@/lib/session/use-session';
import { downloadOpenApiDescription } from '../api/openapi';
import { downloadDefinitionCsv, useCopyDefinition, useCreateDefinition, useDefinitionList, useDeleteDefinition, type BaselineNames } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';
import { BaseFunctionsNote } from './base-functions-note';
import { DefinitionTable, type DefinitionAction } from './definition-table';
import { FunctionDownloadModal } from './function-download-modal';
import { ImportModal } from './import-modal';
import { FunctionsModal } from './functions-modal';
import { NameModal } from './name-modal';
import { PropertiesModal } from './properties-modal';
import { PublishModal } from './publish-modal';
import { SyncModal } from './sync-modal';
import { TaskInfoModal } from './task-info-modal';

type OpenModal = { kind: 'new' } | { kind: Exclude<DefinitionAction, 'delete' | 'exportCsv' | 'exportOpenApi'>; definition: DefinitionSummary } | null;

/**
 * 'AFD Online Samenstellen' (/productdefinities/:certificationArea/:messageType/:applicationArea, 001 §2): the
 * definitions of one organisation on one baseline, with the organisation choice of 001 §6, a new
 * definition, and per row open, tasks, properties, functions, duplicate and (administrators) delete.
 */
export default function DefinitionListScreen() {
  const { certificationArea = '', messageType = '', applicationArea = '' } = useParams();
  const baseline: BaselineNames = { certificationArea, messageType, applicationArea };
  const basedOn = `${certificationArea}-${messageType}-${applicationArea}`;
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser();
  const resolved = useOrganisationChoice({
    authorised: user?.authorizationsForAfdOnlineSamenstellen,
    ownOrganisation: user?.organization,
    preselected: searchParams.get('organizationName'),
  });
  const choice = {
    ...resolved,
    select: (name: string) => {
      resolved.select(name);
      setSearchParams({ organizationName: name }, { replace: true });
    },
  };
  const organisation = choice.selected;
  const csvImport = useFeatureFlag('AosCsvImport');
  const openApi = useFeatureFlag('AosOpenApi');
  const list = useDefinitionList(baseline, organisation);
  const create = useCreateDefinition();
  const copy = useCopyDefinition();
  const remove = useDeleteDefinition();
  const [modal, setModal] = useState<OpenModal>(null);
  const [toDelete, setToDelete] = useState<DefinitionSummary | null>(null);
  const forbidden = list.error instanceof ApiError && list.error.status === 403;

  const exportCsv = async (definition: DefinitionSummary) => {
    try {
      const file = await downloadDefinitionCsv(definition.organisation, definition.name);
      saveFile(file.blob, file.fileName ?? `${definition.name}.csv`);
    } catch (error) {
      showFailure(texts.downloadFailed, error);
    }
  };

  // 'Exporteer OpenAPI' (001 §2, §7): the stored description as YAML, named as the server says.
  const exportOpenApi = async (definition: DefinitionSummary) => {
    try {
      const file = await downloadOpenApiDescription(definition.organisation, definition.name, 'yaml');
      saveFile(file.blob, file.fileName ?? `${definition.name}.yaml`);
    } catch (error) {
      showFailure(texts.downloadFailed, error);
    }
  };

  const onAction = useCallback((action: DefinitionAction, definition: DefinitionSummary) => {
    if (action === 'delete') setToDelete(definition);
    else if (action === 'exportCsv') void exportCsv(definition);
    else if (action === 'exportOpenApi') void exportOpenApi(definition);
    else setModal({ kind: action, definition });
  }, []);

  const confirmDelete = async () => {
    if (!toDelete || !organisation) return;
    try {
      await remove.mutateAsync({ organisation, name: toDelete.name });
      showSuccess(texts.deleted);
    } catch (error) {
      showFailure(texts.deleteFailed, error);
    }
    setToDelete(null);
  };

  const definitions = list.data ?? [];
  return (
    <Stack>
      <div>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.subtitle}</Text>
      </div>
      <Text>
        Baseline: <strong>{basedOn}</strong>
      </Text>
      <OrganisationPicker choice={choice} alwaysDropdown={user?.isAdministrator === true} />
      {forbidden ? (
        <Alert color="red" title={texts.forbiddenTitle}>
          {texts.forbidden(organisation ?? '')}
        </Alert>
      ) : list.isError ? (
        <Alert color="red" title={texts.loadFailed}>
          {list.error instanceof ApiError ? list.error.detail : null}
        </Alert>
      ) : null}
      {organisation ? (
        <Group>
          <Button onClick={() => setModal({ kind: 'new' })}>{texts.newDefinition}</Button>
        </Group>
      ) : null}
      {list.isLoading ? <Loader role="status" aria-label="Definities worden geladen" /> : null}
      {list.isSuccess ? <DefinitionTable definitions={definitions} isAdministrator={user?.isAdministrator === true} isCertifier={user?.isCertifier === true} csvImport={csvImport} openApi={openApi} onAction={onAction} /> : null}

      {modal?.kind === 'new' && organisation ? (
        <NameModal
          title={texts.newDefinition}
          submitLabel="Aanmaken"
          failureText={texts.createFailed}
          note={<BaseFunctionsNote />}
          onSubmit={async (name) => {
            await create.mutateAsync({ organisation, name, baseline });
            showSuccess(texts.created);
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'duplicate' && organisation ? (
        <NameModal
          title={`${texts.duplicate}: ${modal.definition.name}`}
          original={modal.definition.name}
          submitLabel={texts.duplicate}
          failureText={texts.copyFailed}
          onSubmit={async (newName) => {
            await copy.mutateAsync({ organisation, name: modal.definition.name, newName });
            showSuccess(texts.copied);
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'properties' && organisation ? (
        <PropertiesModal
          organisation={organisation}
          name={modal.definition.name}
          basedOn={modal.definition.basedOn}
          otherNames={definitions.filter((definition) => definition.name !== modal.definition.name).map((definition) => definition.name)}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'functions' && organisation ? <FunctionsModal organisation={organisation} name={modal.definition.name} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'sync' ? <SyncModal definition={modal.definition} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'exportPerFunction' ? <FunctionDownloadModal definition={modal.definition} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'publish' ? <PublishModal definition={modal.definition} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'publishVariant' ? <PublishModal definition={modal.definition} forVariant onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'importXlsx' ? <ImportModal kind="xlsx" definition={modal.definition} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'importCsv' ? <ImportModal kind="csv" definition={modal.definition} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'importZip' ? <ImportModal kind="zip" definition={modal.definition} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'tasks' ? (
        <TaskInfoModal name={modal.definition.name} taskIds={modal.definition.taskIds} onClose={() => setModal(null)} onSync={() => setModal({ kind: 'sync', definition: modal.definition })} />
      ) : null}
      <ConfirmDialog opened={toDelete !== null} message={texts.confirmDelete} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete(null)} confirming={remove.isPending} />
    </Stack>
  );
}
