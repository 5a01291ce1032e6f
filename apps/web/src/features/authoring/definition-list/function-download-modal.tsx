import type { JsonSchemaVersion, ProductDefinition } from '@afd/contracts';
import { Alert, Button, Group, List, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { showFailure } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { saveFile } from '@/lib/save-file';
import { downloadFunctionSchema, useDefinitionFunctions, useMultipleInstancesProblems } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

/**
 * 'Download per functie' (001 §2 'Modals of the list'): one active function's schema set, XSD for
 * AFD 1.0 and JSON Schema for AFD 2.0 (draft 2019-09, or 2020-12 with the flag JsonSchema202012),
 * as `{product}-{function}.zip`. Choosing a function first shows what the server's
 * multiple-instances check says about it; downloading is the user's call either way.
 * The active functions are read when the modal opens (the list's copy may be older than a
 * colleague's change under 'Functies'); if they cannot be read, 001 §8 says 'Actieve functies
 * kunnen niet worden bepaald.' and the list is empty, so nothing can be downloaded.
 */
export function FunctionDownloadModal({ definition, onClose }: { definition: ProductDefinition; onClose: () => void }) {
  const functions = useDefinitionFunctions(definition.organisation, definition.name, true);
  useFailureToast(functions.error, texts.activeFunctionsUnknown);
  const activeFunctions = (functions.data?.functions ?? []).filter((fn) => fn.active).map((fn) => fn.name);
  const [chosen, setFunctionName] = useState<string | null>(null);
  const functionName = chosen !== null && activeFunctions.includes(chosen) ? chosen : (activeFunctions[0] ?? null);
  const [jsonSchemaVersion, setJsonSchemaVersion] = useState<JsonSchemaVersion>('201909');
  const [downloading, setDownloading] = useState(false);
  const isAfd2 = definition.certificationAreaVersion !== '1';
  const draft202012 = useFeatureFlag('JsonSchema202012');
  const problems = useMultipleInstancesProblems(definition.organisation, definition.name, functionName);

  const download = async () => {
    if (!functionName) return;
    setDownloading(true);
    try {
      const file = await downloadFunctionSchema(definition.organisation, definition.name, functionName, {
        certificationAreaVersion: definition.certificationAreaVersion,
        ...(isAfd2 ? { jsonSchemaVersion } : {}),
      });
      saveFile(file.blob, file.fileName ?? `${definition.name}-${functionName}.zip`);
      onClose();
    } catch (error) {
      showFailure(texts.generateFailed, error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <FocusReturningModal opened onClose={onClose} title={`${isAfd2 ? texts.exportJsonPerFunction : texts.exportXsdPerFunction}: ${definition.name}`} size="lg">
      <Stack>
        {functions.isPending ? (
          <Loader size="sm" role="status" aria-label="Functies worden geladen" />
        ) : functions.isError ? (
          <Alert color="red">{texts.activeFunctionsUnknown}</Alert>
        ) : activeFunctions.length === 0 ? (
          <Alert color="orange">{texts.noActiveFunctionsToExport}</Alert>
        ) : (
          <NativeSelect label="Functie" data={activeFunctions} value={functionName ?? ''} onChange={(event) => setFunctionName(event.currentTarget.value)} />
        )}
        {isAfd2 && draft202012 ? (
          <NativeSelect
            label="JSON Schema-versie"
            data={[
              { value: '201909', label: 'draft 2019-09' },
              { value: '202012', label: 'draft 2020-12' },
            ]}
            value={jsonSchemaVersion}
            onChange={(event) => setJsonSchemaVersion(event.currentTarget.value === '202012' ? '202012' : '201909')}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuleren
          </Button>
          <Button onClick={() => void download()} loading={downloading} disabled={!functionName}>
            Downloaden
          </Button>
        </Group>
      </Stack>
    </FocusReturningModal>
  );
}
