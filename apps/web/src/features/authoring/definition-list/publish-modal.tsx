import type { JsonSchemaVersion, ProductDefinition } from '@afd/contracts';
import { variantTexts } from '@afd/afd/authoring';
import { Alert, Button, Checkbox, Group, List, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { FocusReturningModal } from '../focus-returning-modal';
import { useState } from 'react';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { usePublishDefinition } from '../api/definitions';
import { useStoredPublication } from '../api/stored-publication';
import { usePublishVariant } from '../api/variants';
import { definitionListTexts as texts } from './definition-list-texts';
import { publishOpenApiDescription } from './openapi-publish';
import { PublishResult, type PublishOutcome } from './publish-result';
import { publishableVariants, VariantChoice, type ChosenVariant } from './variant-choice';

/**
 * 'Certificeer en publiceer' (001 §2 'Publish modal', §4 'Publish', §8): certifying is always on
 * and not visible to third parties; 'Zichtbaar in register' and 'Ook aanbieden als download' are
 * the user's, and download needs the register (unchecking it clears download). After the call the
 * form is locked: what was done is shown, or why it was refused (per function, the findings).
 * An AFD 2.0 definition with an OpenAPI description (flag AosOpenApi) may be published as that
 * description instead; the choice is preselected when its last publication was one.
 * The variant form ('Certificeer en publiceer variant', AFD 1.0 only) publishes one active variant:
 * the functions' schemas with its snippets inserted ('Selecteer variant.' until one is chosen).
 */
export function PublishModal({ definition, forVariant = false, onClose }: { definition: ProductDefinition; forVariant?: boolean; onClose: () => void }) {
  const publish = usePublishDefinition();
  const publishVariant = usePublishVariant();
  const [variant, setVariant] = useState<ChosenVariant | null>(null);
  const [isPublished, setPublished] = useState(true);
  const [isDownloadable, setDownloadable] = useState(false);
  const [jsonSchemaVersion, setJsonSchemaVersion] = useState<JsonSchemaVersion>('201909');
  const [result, setResult] = useState<PublishOutcome | null>(null);
  const [refusal, setRefusal] = useState<{ detail: string; findings: [string, string[]][] } | null>(null);
  const isAfd2 = definition.certificationAreaVersion !== '1';
  const draft202012 = useFeatureFlag('JsonSchema202012');
  const offersOpenApi = useFeatureFlag('AosOpenApi') && isAfd2 && definition.hasOpenApiDescription && !forVariant;
  const stored = useStoredPublication(definition.organisation, definition.name, offersOpenApi);
  // 001 §8: a failed read of the schema's publication metadata says 'Fout opgetreden'; the choice then starts at the AFD definition.
  useFailureToast(stored.error, texts.metadataReadFailed);
  const [chosenTarget, setTarget] = useState<PublishTarget | null>(null);
  const target: PublishTarget = offersOpenApi ? (chosenTarget ?? (stored.data?.isOpenApiDescription ? 'openapi' : 'afd')) : 'afd';
  const hasActiveFunction = definition.functions.some((fn) => fn.active) && (!forVariant || publishableVariants(definition).length > 0);
  const blocked = !hasActiveFunction || (forVariant && (isAfd2 || variant === null));
  const [openApiPending, setPending] = useState(false);
  const pending = publish.isPending || publishVariant.isPending || openApiPending;
  const locked = result !== null || refusal !== null || pending;

  const submitOpenApi = async () => {
    setPending(true);
    try {
      const outcome = await publishOpenApiDescription(definition.organisation, definition.name, { isPublished, isDownloadable });
      if (outcome.kind === 'validationFailed') {
        showFailure(texts.openApiValidationFailed, outcome.error);
        setRefusal({ detail: texts.openApiValidationFailed, findings: [] });
      } else if (outcome.kind === 'invalid') {
        showError(texts.publishFailed, texts.openApiInvalid);
        setRefusal({ detail: texts.openApiInvalid, findings: [[texts.openApiDescription, outcome.errors]] });
      } else {
        const { schemaName, version, kenmerk, organisation, baselineId } = outcome.result;
        setResult({ schemas: [{ function: texts.openApiDescription, schemaName, version, kenmerk }], organisation, baselineId, isPublished: outcome.result.isPublished });
        showSuccess(texts.published);
      }
    } catch (error) {
      refuse(error);
    } finally {
      setPending(false);
    }
  };

  const refuse = (error: unknown) => {
    showFailure(texts.publishFailed, error);
    const detail = error instanceof ApiError ? (error.detail ?? error.title) : texts.publishFailed;
    setRefusal({ detail, findings: error instanceof ApiError ? Object.entries(error.fieldErrors) : [] });
  };

  const submit = async () => {
    if (target === 'openapi') return submitOpenApi();
    try {
      const body = { isPublished, isDownloadable, certificationAreaVersion: definition.certificationAreaVersion, ...(isAfd2 ? { jsonSchemaVersion } : {}) };
      const answer =
        forVariant && variant
          ? await publishVariant.mutateAsync({ organisation: definition.organisation, name: definition.name, variantName: variant.name, variantVersion: variant.version, body })
          : await publish.mutateAsync({ organisation: definition.organisation, name: definition.name, body });
      setResult(answer);
      showSuccess(texts.published);
    } catch (error) {
      refuse(error);
    }
  };

  return (
    <FocusReturningModal opened onClose={() => (pending ? undefined : onClose())} title={`${forVariant ? texts.certifyAndPublishVariant : texts.certifyAndPublish}: ${definition.name}`} size="lg" closeOnClickOutside={false}>
      <Stack>
        {!hasActiveFunction ? <Alert color="red">{forVariant ? variantTexts.noActiveFunctionsOrVariants : texts.noActiveFunctionsToPublish}</Alert> : null}
        {forVariant && isAfd2 ? <Alert color="red">{texts.variantAfd1Only}</Alert> : null}
        {forVariant && !isAfd2 ? <VariantChoice definition={definition} value={variant} onChange={setVariant} disabled={locked} /> : null}
        {offersOpenApi ? (
          <Radio.Group label="Publiceren als" value={target} onChange={(value) => setTarget(value === 'openapi' ? 'openapi' : 'afd')}>
            <Group mt="xs">
              <Radio value="afd" label={texts.afdDefinition} disabled={locked} />
              <Radio value="openapi" label={texts.openApiDescription} disabled={locked} />
            </Group>
          </Radio.Group>
        ) : null}
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
        {isAfd2 && draft202012 && target === 'afd' ? (
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
        {result ? <PublishResult outcome={result} /> : null}
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
          {locked && !pending ? (
            <Button onClick={onClose}>Sluiten</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={pending}>
                Annuleren
              </Button>
              <Button onClick={() => void submit()} loading={pending} disabled={blocked}>
                Publiceren
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </FocusReturningModal>
  );
}

type PublishTarget = 'afd' | 'openapi';
