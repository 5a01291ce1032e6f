import type { DefinitionSummary } from '@afd/contracts';
import { variantTexts } from '@afd/afd/authoring';
import { Alert, Button, Checkbox, Group, List, Radio, Stack, Text } from '@mantine/core';
import { FormElement } from '@/components/form/form-element';
import { FormCheckbox, FormNativeSelect } from '@/components/form/form-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { FocusReturningModal } from '../focus-returning-modal';
import { definitionListTexts as texts } from './definition-list-texts';
import { PublishResult } from './publish-result';
import { usePublishForm } from './use-publish-form';
import { VariantChoice } from './variant-choice';

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
export function PublishModal({ definition, forVariant = false, onClose }: { definition: DefinitionSummary; forVariant?: boolean; onClose: () => void }) {
  const { api, values, target, isAfd2, offersOpenApi, hasActiveFunction, blocked, locked, result, refusal } = usePublishForm({ definition, forVariant });
  const draft202012 = useFeatureFlag('JsonSchema202012');
  const { control, setValue } = api.form;
  const pending = api.pending;
  const title = `${forVariant ? texts.certifyAndPublishVariant : texts.certifyAndPublish}: ${definition.name}`;

  return (
    <FocusReturningModal opened onClose={() => (pending ? undefined : onClose())} title={title} size="lg" closeOnClickOutside={false}>
      <FormElement api={api} aria-label={title}>
        <Stack>
          {!hasActiveFunction ? <Alert color="red">{forVariant ? variantTexts.noActiveFunctionsOrVariants : texts.noActiveFunctionsToPublish}</Alert> : null}
          {forVariant && isAfd2 ? <Alert color="red">{texts.variantAfd1Only}</Alert> : null}
          {forVariant && !isAfd2 ? <VariantChoice definition={definition} value={values.variant} onChange={(variant) => setValue('variant', variant, { shouldDirty: true })} disabled={locked} /> : null}
          {offersOpenApi ? (
            <Radio.Group label="Publiceren als" value={target} onChange={(value) => setValue('target', value === 'openapi' ? 'openapi' : 'afd', { shouldDirty: true })}>
              <Group mt="xs">
                <Radio value="afd" label={texts.afdDefinition} disabled={locked} />
                <Radio value="openapi" label={texts.openApiDescription} disabled={locked} />
              </Group>
            </Radio.Group>
          ) : null}
          <Checkbox label="Certificeren" description="Altijd aan; niet zichtbaar voor derden." checked disabled readOnly />
          <FormCheckbox control={control} name="isPublished" label="Zichtbaar in register" disabled={locked} />
          <FormCheckbox control={control} name="isDownloadable" label="Ook aanbieden als download" disabled={locked || !values.isPublished} />
          {isAfd2 && draft202012 && target === 'afd' ? (
            <FormNativeSelect
              control={control}
              name="jsonSchemaVersion"
              label="JSON Schema-versie"
              data={[
                { value: '201909', label: 'draft 2019-09' },
                { value: '202012', label: 'draft 2020-12' },
              ]}
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
                <SubmitButton api={api} disabled={blocked}>
                  Publiceren
                </SubmitButton>
              </>
            )}
          </Group>
        </Stack>
      </FormElement>
    </FocusReturningModal>
  );
}
