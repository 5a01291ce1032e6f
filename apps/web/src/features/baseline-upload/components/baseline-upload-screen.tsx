import type { BaselineMessage } from '@afd/contracts';
import { Button, Checkbox, Fieldset, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BaselineKeySelects } from '@/components/baseline-key-selects/baseline-key-selects';
import { certificationAreaVersionOf, emptyBaselineKey, isCompleteBaselineKey, type BaselineKeySelection } from '@/components/baseline-key-selects/baseline-key';
import { useBaselineKeyData } from '@/components/baseline-key-selects/use-baseline-key-data';
import { FileDrop } from '@/components/file-drop/file-drop';
import { useFileUpload } from '@/components/file-drop/use-file-upload';
import { MessageTable } from '@/components/message-table';
import { showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { useXPathRuleNamesQuery } from '@/lib/api/get-xpath-rules';
import { baselineExists, useExistingBaselineQuery } from '../api/get-existing-baseline';
import { previewBaselineImpact } from '../api/preview-baseline-impact';
import { uploadBaseline, type BaselineUploadInput } from '../api/upload-baseline';
import { ImpactPreview, type ImpactState } from './impact-preview';

const accept = ['.xsd', '.json'] as const;

/** Spec 000 §8. */
const texts = {
  uploadedWithoutMessages: 'Upload is succesvol zonder fouten.',
} as const;

/** Whether an analysis was made for exactly this file, key and rules (a File is compared by identity: choosing again is a new one). */
function previewFits(input: BaselineUploadInput, file: File | null, key: BaselineKeySelection, rules: readonly string[]): boolean {
  return (
    input.file === file &&
    input.certificationAreaId === key.certificationAreaId &&
    input.messageTypeId === key.messageTypeId &&
    input.applicationAreaId === key.applicationAreaId &&
    input.xpathRules.length === rules.length &&
    input.xpathRules.every((rule, index) => rule === rules[index])
  );
}

const failureReason = (failure: unknown) =>
  failure instanceof ApiError ? (failure.detail ?? failure.title) : 'De impactanalyse kon niet worden uitgevoerd. Probeer het opnieuw.';

function completeKeyIds({ certificationAreaId, messageTypeId, applicationAreaId }: BaselineKeySelection) {
  return certificationAreaId && messageTypeId && applicationAreaId ? { certificationAreaId, messageTypeId, applicationAreaId } : null;
}

/**
 * 'Upload validatie baseline' (spec 000 §2 screen 2, /uploadbaselinexsd): one .xsd or .json for a
 * key of three cascading selects, XPath rules to select for a version-1 certification area, an
 * existence check with the overwrite confirmation, and the messages of the upload in a table.
 */
export default function BaselineUploadScreen() {
  const keyData = useBaselineKeyData();
  const rules = useXPathRuleNamesQuery();
  const upload = useFileUpload();
  const { file } = upload;
  const [key, setKey] = useState<BaselineKeySelection>(emptyBaselineKey);
  const [selectedRules, setSelectedRules] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [messages, setMessages] = useState<BaselineMessage[]>([]);
  // The impact analysis of a replacement (issue 18), for the input it was made for.
  const [preview, setPreview] = useState<{ input: BaselineUploadInput; state: ImpactState } | null>(null);

  useFailureToast(rules.isError, 'Ophalen x-pad lijst is mislukt');

  const versionOne = key.certificationAreaId !== null && certificationAreaVersionOf(keyData.certificationAreas, key.certificationAreaId) === '1';
  const existing = useExistingBaselineQuery(completeKeyIds(key));
  // A re-upload starts with the stored baseline's rules ticked (issue 10: they were silently
  // dropped). Adjusted while rendering, once per stored baseline, so later ticks stay the user's.
  const [rulesTakenFrom, setRulesTakenFrom] = useState<string | null>(null);
  if (existing.data && rulesTakenFrom !== existing.data.id) {
    setRulesTakenFrom(existing.data.id);
    setSelectedRules(existing.data.xpathRules);
  }
  const busy = upload.uploading || checking;
  const rulesToSend = versionOne ? selectedRules : [];
  // Another file, key or rule choice makes the analysis stale: it is no longer shown, nor confirmable.
  const shownPreview = preview && previewFits(preview.input, file, key, rulesToSend) ? preview : null;
  const canSave = file !== null && isCompleteBaselineKey(key) && !busy;

  const chooseKey = (next: BaselineKeySelection) => {
    if (next.certificationAreaId !== key.certificationAreaId) setSelectedRules([]);
    setKey(next);
  };

  const send = async (input: BaselineUploadInput) => {
    setPreview(null);
    const outcome = await upload.send((onProgress) => uploadBaseline(input, onProgress));
    if (!outcome.ok) {
      upload.fail(outcome.failure);
      const details = outcome.failure instanceof ApiError ? Object.values(outcome.failure.fieldErrors).flat() : [];
      setMessages(details.map((detail) => ({ severity: 1, message: detail, description: '' })));
      return;
    }
    // Spec 000 §4: whatever the answer, the file list is cleared.
    upload.clearFile();
    const resultMessages = outcome.answer?.messages ?? [];
    setMessages(resultMessages);
    showSuccess(resultMessages.length === 0 ? texts.uploadedWithoutMessages : 'Opgeslagen');
  };

  const save = async () => {
    if (!file || !key.certificationAreaId || !key.messageTypeId || !key.applicationAreaId) return;
    const input: BaselineUploadInput = {
      file,
      certificationAreaId: key.certificationAreaId,
      messageTypeId: key.messageTypeId,
      applicationAreaId: key.applicationAreaId,
      xpathRules: rulesToSend,
    };
    upload.clearFailure();
    setMessages([]);
    setPreview(null);
    setChecking(true);
    let exists: boolean;
    try {
      exists = await baselineExists(input);
    } catch (failure) {
      showFailure('Opslaan is mislukt', failure);
      setChecking(false);
      return;
    }
    if (!exists) {
      setChecking(false);
      await send(input);
      return;
    }
    // A replacement: first the impact analysis, nothing written; Ja then uploads this same input.
    const settle = (state: ImpactState) => setPreview((current) => (current?.input === input ? { input, state } : current));
    setPreview({ input, state: { status: 'loading' } });
    try {
      settle({ status: 'ready', impact: await previewBaselineImpact(input) });
    } catch (failure) {
      settle({ status: 'failed', reason: failureReason(failure) });
    } finally {
      setChecking(false);
    }
  };

  const confirm = () => {
    if (shownPreview?.state.status !== 'ready') return;
    const { impact } = shownPreview.state;
    void send({ ...shownPreview.input, impact: { sha256: impact.sha256, libraryId: impact.current.id } });
  };

  return (
    <Stack>
      <Title order={1}>Upload validatie baseline</Title>
      <FileDrop accept={accept} file={file} onFileChange={upload.chooseFile} progress={upload.progress} error={upload.error} disabled={checking} />
      <BaselineKeySelects combinations={keyData.combinations} certificationAreas={keyData.certificationAreas} value={key} onChange={chooseKey} disabled={busy} />
      {versionOne ? (
        <Fieldset legend="XPath regels">
          {rules.isPending ? (
            <Loader size="sm" aria-label="XPath regels worden geladen" />
          ) : (rules.data ?? []).length === 0 ? (
            <Text size="sm">Er zijn geen XPath regels.</Text>
          ) : (
            <Checkbox.Group value={selectedRules} onChange={setSelectedRules} aria-label="XPath regels">
              <Stack gap={4}>
                {(rules.data ?? []).map((name) => (
                  <Checkbox key={name} value={name} label={name} disabled={busy} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Fieldset>
      ) : null}
      <Group>
        {/* While the overwrite question waits for Ja or Nee, Sla op would only ask it again. */}
        <Button onClick={() => void save()} disabled={!canSave || shownPreview !== null} loading={busy}>
          Sla op
        </Button>
      </Group>
      {shownPreview ? <ImpactPreview state={shownPreview.state} busy={upload.uploading} onConfirm={confirm} onCancel={() => setPreview(null)} /> : null}
      <MessageTable messages={messages} />
    </Stack>
  );
}
