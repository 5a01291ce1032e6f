import type { DefinitionSummary } from '@afd/contracts';
import { Alert, List, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormNativeSelect } from '@/components/form/form-fields';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { FocusReturningModal } from '../focus-returning-modal';
import { FormModalActions } from '../form-modal-actions';
import { definitionListTexts as texts } from './definition-list-texts';
import { useFunctionDownloadForm } from './use-function-download-form';

/**
 * 'Download per functie' (001 §2 'Modals of the list'): one active function's schema set, XSD for
 * AFD 1.0 and JSON Schema for AFD 2.0 (draft 2019-09, or 2020-12 with the flag JsonSchema202012),
 * as `{product}-{function}.zip`. Choosing a function first shows what the server's
 * multiple-instances check says about it; downloading is the user's call either way.
 * The active functions are read when the modal opens (the list's copy may be older than a
 * colleague's change under 'Functies'); if they cannot be read, 001 §8 says 'Actieve functies
 * kunnen niet worden bepaald.' and the list is empty, so nothing can be downloaded.
 */
export function FunctionDownloadModal(props: { definition: DefinitionSummary; onClose: () => void }) {
  const { definition, onClose } = props;
  const { api, functions, activeFunctions, functionName, problems, isAfd2 } = useFunctionDownloadForm(props);
  const draft202012 = useFeatureFlag('JsonSchema202012');
  const title = `${isAfd2 ? texts.exportJsonPerFunction : texts.exportXsdPerFunction}: ${definition.name}`;

  return (
    <FocusReturningModal opened onClose={onClose} title={title} size="lg">
      <FormElement api={api} aria-label={title}>
        <Stack>
          {functions.isPending ? (
            <Loader size="sm" role="status" aria-label="Functies worden geladen" />
          ) : functions.isError ? (
            <Alert color="red">{texts.activeFunctionsUnknown}</Alert>
          ) : activeFunctions.length === 0 ? (
            <Alert color="orange">{texts.noActiveFunctionsToExport}</Alert>
          ) : (
            <NativeSelect
              label="Functie"
              data={activeFunctions}
              value={functionName ?? ''}
              onChange={(event) => api.form.setValue('functionName', event.currentTarget.value, { shouldDirty: true })}
            />
          )}
          {isAfd2 && draft202012 ? (
            <FormNativeSelect
              control={api.form.control}
              name="jsonSchemaVersion"
              label="JSON Schema-versie"
              data={[
                { value: '201909', label: 'draft 2019-09' },
                { value: '202012', label: 'draft 2020-12' },
              ]}
            />
          ) : null}
          {problems.isFetching ? <Loader size="sm" role="status" aria-label="Functie wordt gecontroleerd" /> : null}
          {problems.isError ? <Alert color="red">{texts.verifyFailed}</Alert> : null}
          {problems.data && problems.data.length > 0 ? (
            <Alert color="orange" title={texts.multipleInstancesTitle}>
              <List size="sm">
                {problems.data.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {problems.data && problems.data.length === 0 && !problems.isFetching ? <Text size="sm">{texts.multipleInstancesNone}</Text> : null}
          <FormModalActions api={api} disabled={!functionName} onCancel={onClose}>
            Downloaden
          </FormModalActions>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
