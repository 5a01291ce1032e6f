import type { JsonSchemaVersion, ProductDefinition, PublishDefinitionResult } from '@afd/contracts';
import { Alert, Button, Checkbox, Group, List, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showFailure, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { usePublishDefinition } from '../api/definitions';
import { definitionListTexts as texts } from './definition-list-texts';

/**
 * 'Certificeer en publiceer' (001 §2 'Publish modal', §4 'Publish', §8): certifying is always on
 * and not visible to third parties; 'Zichtbaar in register' and 'Ook aanbieden als download' are
 * the user's, and download needs the register (unchecking it clears download). After the call the
 * form is locked: what was done is shown, or why it was refused (per function, the findings).
 */
export function PublishModal({ definition, onClose }: { definition: ProductDefinition; onClose: () => void }) {
  const publish = usePublishDefinition();
  const [isPublished, setPublished] = useState(true);
  const [isDownloadable, setDownloadable] = useState(false);
  const [jsonSchemaVersion, setJsonSchemaVersion] = useState<JsonSchemaVersion>('201909');
  const [result, setResult] = useState<PublishDefinitionResult | null>(null);
  const [refusal, setRefusal] = useState<{ detail: string; findings: [string, string[]][] } | null>(null);
  const isAfd2 = definition.certificationAreaVersion !== '1';
  const draft202012 = useFeatureFlag('JsonSchema202012');
  const hasActiveFunction = definition.functions.some((fn) => fn.active);
  const locked = result !== null || refusal !== null || publish.isPending;

  const submit = async () => {
    try {
      const answer = await publish.mutateAsync({
        organisation: definition.organisation,
        name: definition.name,
        body: { isPublished, isDownloadable, certificationAreaVersion: definition.certificationAreaVersion, ...(isAfd2 ? { jsonSchemaVersion } : {}) },
      });
      setResult(answer);
      showSuccess(texts.published);
    } catch (error) {
      showFailure(texts.publishFailed, error);
      const detail = error instanceof ApiError ? (error.detail ?? error.title) : texts.publishFailed;
      setRefusal({ detail, findings: error instanceof ApiError ? Object.entries(error.fieldErrors) : [] });
    }
  };

  return (
    <Modal opened onClose={() => (publish.isPending ? undefined : onClose())} title={`${texts.certifyAndPublish}: ${definition.name}`} size="lg" closeOnClickOutside={false}>
      <Stack>
        {!hasActiveFunction ? <Alert color="red">{texts.noActiveFunctionsToPublish}</Alert> : null}
        <Checkbox label="Certificeren" description="Altijd aan; niet zichtbaar voor derden." checked disabled readOnly />
        <Checkbox
          label="Zichtbaar in register"
          checked={isPublished}
          disabled={locked}
          onChange={(event) => {
            setPublished(event.currentTarget.checked);
            // 001 §4: unchecking published clears downloadable.
            if (!event.currentTarget.checked) setDownloadable(false);
          }}
        />
        <Checkbox
          label="Ook aanbieden als download"
          checked={isDownloadable}
          disabled={locked || !isPublished}
          onChange={(event) => setDownloadable(event.currentTarget.checked)}
        />
        {isAfd2 && draft202012 ? (
          <NativeSelect
            label="JSON Schema-versie"
            data={[
              { value: '201909', label: 'draft 2019-09' },
              { value: '202012', label: 'draft 2020-12' },
            ]}
            value={jsonSchemaVersion}
            onChange={(event) => setJsonSchemaVersion(event.currentTarget.value === '202012' ? '202012' : '201909')}
            disabled={locked}
          />
        ) : null}
        {result ? (
          <Alert color="green" title={texts.published}>
            <List size="sm">
              {result.schemas.map((schema) => (
                <List.Item key={schema.schemaName}>
                  {schema.schemaName} (versie {schema.version})
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {refusal ? (
          <Alert color="red" title={texts.publishFailed}>
            <Stack gap="xs">
              <Text size="sm">{refusal.detail}</Text>
              {refusal.findings.map(([functionName, findings]) => (
                <div key={functionName}>
                  <Text size="sm" fw={600}>
                    {functionName}
                  </Text>
                  <List size="sm">
                    {findings.map((finding) => (
                      <List.Item key={finding}>{finding}</List.Item>
                    ))}
                  </List>
                </div>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {locked && !publish.isPending ? (
            <Button onClick={onClose}>Sluiten</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={publish.isPending}>
                Annuleren
              </Button>
              <Button onClick={() => void submit()} loading={publish.isPending} disabled={!hasActiveFunction}>
                Publiceren
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
