import type { DefinitionSummary } from '@afd/contracts';
import { Alert, Button, Group, List, ScrollArea, Stack, Text } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { FileDrop } from '@/components/file-drop/file-drop';
import { showFailure, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useCurrentUser } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { useImportDefinition, type DefinitionImportKind } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

/** 001 §4: an import runs from init through working to done; done may be done with errors. */
type ImportPhase = 'init' | 'working' | 'done' | 'doneWithErrors';

const acceptOf: Record<DefinitionImportKind, readonly string[]> = { xlsx: ['.xlsx'], csv: ['.csv'], zip: ['.zip'] };
const titleOf: Record<DefinitionImportKind, string> = { xlsx: texts.importXlsx, csv: texts.importCsv, zip: texts.importZip };

/** 001 §9: the report's download name. */
export const importReportFileName = (kind: DefinitionImportKind, organisation: string, product: string) =>
  kind === 'zip' ? `verwerkingsrapport-schema-import-${organisation}-${product}.txt` : `verwerkingsrapport-${organisation}-${product}.txt`;

/**
 * The three imports of the definition list (001 §2, §4 'Imports', §5, §8): one file, 'Importeer',
 * then only the report and 'Sluiten'. A failure shows the server's report lines in an alert;
 * success or failure, the lines can be downloaded. The CSV import lapsed on 1 July 2024: the modal
 * says so and offers nothing to drop or send, only 'Sluiten' (the server refuses it too).
 */
export function ImportModal({ definition, kind, onClose }: { definition: DefinitionSummary; kind: DefinitionImportKind; onClose: () => void }) {
  const user = useCurrentUser();
  const importDefinition = useImportDefinition();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>('init');
  const [lines, setLines] = useState<string[]>([]);
  const lapsed = kind === 'csv';

  const run = async () => {
    if (!file) return;
    setPhase('working');
    try {
      const report = await importDefinition.mutateAsync({ organisation: definition.organisation, name: definition.name, kind, userDisplayName: user ? userDisplayName(user) : '', file });
      setLines(report);
      setPhase('done');
      showSuccess(texts.imported);
    } catch (error) {
      showFailure(texts.importFailed, error);
      const report = error instanceof ApiError ? (error.fieldErrors.report ?? [error.detail ?? error.title]) : [texts.importFailed];
      setLines(report);
      setPhase('doneWithErrors');
    }
  };

  const finished = phase === 'done' || phase === 'doneWithErrors';
  return (
    <FocusReturningModal opened onClose={() => (phase === 'working' ? undefined : onClose())} title={`${titleOf[kind]}: ${definition.name}`} size="lg" closeOnClickOutside={false}>
      <Stack>
        {lapsed ? <Alert color="orange">{texts.csvLapsed}</Alert> : null}
        {kind === 'xlsx' && phase === 'init' ? <Text size="sm">{texts.xlsxExplanation}</Text> : null}
        {kind === 'zip' && phase === 'init' ? <Text size="sm">{texts.zipExplanation}</Text> : null}
        {finished || lapsed ? null : <FileDrop accept={acceptOf[kind]} file={file} onFileChange={setFile} disabled={phase === 'working'} />}
        {/* A long report scrolls: its viewport takes focus, so keyboard users can scroll it too. */}
        {phase === 'doneWithErrors' ? (
          <Alert color="red" title={texts.importFailed}>
            <ScrollArea.Autosize mah={240} viewportProps={{ tabIndex: 0 }}>
              <List size="sm" aria-label="Verwerkingsrapport">
                {lines.map((line, index) => (
                  <List.Item key={`${index}-${line}`}>{line}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        ) : null}
        {phase === 'done' ? (
          <ScrollArea.Autosize mah={240} viewportProps={{ tabIndex: 0 }}>
            <List size="sm" aria-label="Verwerkingsrapport">
              {lines.map((line, index) => (
                <List.Item key={`${index}-${line}`}>{line}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        ) : null}
        <Group justify="flex-end">
          {finished ? (
            <Button variant="default" onClick={() => saveFile(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/plain;charset=utf-8' }), importReportFileName(kind, definition.organisation, definition.name))}>
              Download rapport
            </Button>
          ) : null}
          {finished || lapsed ? (
            <Button onClick={onClose}>Sluiten</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={phase === 'working'}>
                Annuleren
              </Button>
              <Button onClick={() => void run()} loading={phase === 'working'} disabled={!file}>
                Importeer
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </FocusReturningModal>
  );
}
