import type { DefinitionSummary, SyncResult } from '@afd/contracts';
import { Alert, Button, Group, List, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { showFailure, showSuccess } from '@/components/toasts';
import { saveFile } from '@/lib/save-file';
import { useCurrentUser } from '@/lib/session/use-session';
import { useSyncDefinition } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

/** 001 §4: the phases of a synchronisation, as the modal shows them. */
export type SyncPhase = 'init' | 'checking' | 'checkingDone' | 'writing' | 'writingDone';

export const syncReportFileName = (organisation: string, product: string) => `Synchronisatierapport-${organisation}-${product}.txt`;

/**
 * 'Synchroniseren met baseline' (001 §2 'Sync modal', §4): 'Synchroniseer' checks; without warnings
 * the server has written and the modal is done; with warnings the user reads them and may press
 * 'Doorgaan' (written, cannot be undone) or stop (nothing written). 'Sluiten' waits for the end;
 * the report can be downloaded once there is one. A failed call moves on with a toast.
 */
export function SyncModal({ definition, onClose }: { definition: DefinitionSummary; onClose: () => void }) {
  const user = useCurrentUser();
  const sync = useSyncDefinition();
  const [phase, setPhase] = useState<SyncPhase>('init');
  const [result, setResult] = useState<SyncResult | null>(null);
  const userDisplayName = user ? [user.initials, user.prefix, user.surname].filter(Boolean).join(' ') || user.email : '';

  const run = async (saveOnWarnings: boolean) => {
    setPhase(saveOnWarnings ? 'writing' : 'checking');
    try {
      const answer = await sync.mutateAsync({ organisation: definition.organisation, name: definition.name, userDisplayName, saveOnWarnings });
      setResult(answer);
      if (answer.definitionIsUpdated) showSuccess(texts.syncDone);
      // Without warnings the check has written (or there was nothing to do): done.
      setPhase(saveOnWarnings || answer.warnings.length === 0 ? 'writingDone' : 'checkingDone');
    } catch (error) {
      showFailure(texts.syncFailed, error);
      setPhase(saveOnWarnings ? 'writingDone' : 'checkingDone');
    }
  };

  const busy = phase === 'checking' || phase === 'writing';
  const warnings = result?.warnings ?? [];
  return (
    <FocusReturningModal opened onClose={() => (busy ? undefined : onClose())} title={`${texts.sync}: ${definition.name}`} size="lg" closeOnClickOutside={false} closeOnEscape={!busy} withCloseButton={false}>
      <Stack>
        {phase === 'init' ? <Text>De keuzes van de definitie worden toegepast op de nieuwste baseline library van {definition.basedOn}.</Text> : null}
        {busy ? <Loader role="status" aria-label="Synchronisatie loopt" /> : null}
        {phase === 'checkingDone' && warnings.length > 0 ? (
          <Alert color="orange" title="Waarschuwingen">
            <Stack gap="xs">
              <List size="sm">
                {warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
              <Text size="sm" fw={600}>
                {texts.syncWarning}
              </Text>
            </Stack>
          </Alert>
        ) : null}
        {result && phase === 'writingDone' ? (
          <ScrollArea.Autosize mah={300} viewportProps={{ tabIndex: 0 }}>
            <List size="sm" aria-label="Synchronisatierapport">
              {result.report.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        ) : null}
        <Group justify="flex-end">
          {result ? (
            <Button variant="default" onClick={() => saveFile(new Blob([result.report.join('\r\n')], { type: 'text/plain;charset=utf-8' }), syncReportFileName(definition.organisation, definition.name))}>
              Download rapport
            </Button>
          ) : null}
          {phase === 'init' ? (
            <>
              <Button variant="default" onClick={onClose}>
                Annuleren
              </Button>
              <Button onClick={() => void run(false)}>Synchroniseer</Button>
            </>
          ) : null}
          {phase === 'checkingDone' ? (
            <>
              <Button variant="default" onClick={onClose}>
                Stoppen
              </Button>
              {warnings.length > 0 ? (
                <Button color="orange" onClick={() => void run(true)}>
                  Doorgaan
                </Button>
              ) : null}
            </>
          ) : null}
          <Button onClick={onClose} disabled={phase !== 'writingDone'}>
            Sluiten
          </Button>
        </Group>
      </Stack>
    </FocusReturningModal>
  );
}
