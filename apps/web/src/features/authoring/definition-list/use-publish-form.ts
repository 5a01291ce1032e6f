import type { DefinitionSummary } from '@afd/contracts';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { NOT_SAVED, useApiForm } from '@/components/form/use-api-form';
import { showError, showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { usePublishDefinition } from '../api/definitions';
import { useStoredPublication } from '../api/stored-publication';
import { usePublishVariant } from '../api/variants';
import { definitionListTexts as texts } from './definition-list-texts';
import { publishOpenApiDescription } from './openapi-publish';
import type { PublishOutcome } from './publish-result';
import { publishableVariants } from './variant-choice';

export type PublishTarget = 'afd' | 'openapi';

const publishSchema = z.object({
  variant: z.object({ name: z.string(), version: z.string() }).nullable(),
  /** What the user chose; null: the preselection (the last publication's kind). */
  target: z.enum(['afd', 'openapi']).nullable(),
  isPublished: z.boolean(),
  isDownloadable: z.boolean(),
  jsonSchemaVersion: z.enum(['201909', '202012']),
});
type PublishValues = z.infer<typeof publishSchema>;

export interface Refusal {
  detail: string;
  findings: [string, string[]][];
}

export interface PublishFormOptions {
  definition: DefinitionSummary;
  forVariant: boolean;
}

/**
 * The publish modal's form (useApiForm): the variant (variant form only), what is published (AFD
 * definition or OpenAPI description), 'Zichtbaar in register' (unchecking it clears 'Ook aanbieden
 * als download') and the JSON Schema draft. Publiceren spins while the server works; then the
 * form is locked and shows what was stored, or why it was refused (a toast with the server's
 * reason, and the findings per function in the modal). The choices stay as they were sent.
 */
export function usePublishForm({ definition, forVariant }: PublishFormOptions) {
  const publish = usePublishDefinition();
  const publishVariant = usePublishVariant();
  const [result, setResult] = useState<PublishOutcome | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const isAfd2 = definition.certificationAreaVersion !== '1';
  const offersOpenApi = useFeatureFlag('AosOpenApi') && isAfd2 && definition.hasOpenApiDescription && !forVariant;
  const stored = useStoredPublication(definition.organisation, definition.name, offersOpenApi);
  // 001 §8: a failed read of the schema's publication metadata says 'Fout opgetreden'; the choice then starts at the AFD definition.
  useFailureToast(stored.error, texts.metadataReadFailed);
  const targetOf = (chosen: PublishTarget | null): PublishTarget => (offersOpenApi ? (chosen ?? (stored.data?.isOpenApiDescription ? 'openapi' : 'afd')) : 'afd');

  const refuse = (error: unknown) => {
    showFailure(texts.publishFailed, error);
    const detail = error instanceof ApiError ? (error.detail ?? error.title) : texts.publishFailed;
    setRefusal({ detail, findings: error instanceof ApiError ? Object.entries(error.fieldErrors) : [] });
  };

  /** Whether the description was published; a refusal is shown here and in a toast. */
  const publishOpenApi = async ({ isPublished, isDownloadable }: PublishValues): Promise<boolean> => {
    const outcome = await publishOpenApiDescription(definition.organisation, definition.name, { isPublished, isDownloadable });
    if (outcome.kind === 'validationFailed') {
      showFailure(texts.openApiValidationFailed, outcome.error);
      setRefusal({ detail: texts.openApiValidationFailed, findings: [] });
      return false;
    }
    if (outcome.kind === 'invalid') {
      showError(texts.publishFailed, texts.openApiInvalid);
      setRefusal({ detail: texts.openApiInvalid, findings: [[texts.openApiDescription, outcome.errors]] });
      return false;
    }
    const { schemaName, version, kenmerk, organisation, baselineId } = outcome.result;
    setResult({ schemas: [{ function: texts.openApiDescription, schemaName, version, kenmerk }], organisation, baselineId, isPublished: outcome.result.isPublished });
    showSuccess(texts.published);
    return true;
  };

  const publishDefinition = async ({ variant, isPublished, isDownloadable, jsonSchemaVersion }: PublishValues): Promise<boolean> => {
    const body = { isPublished, isDownloadable, certificationAreaVersion: definition.certificationAreaVersion, ...(isAfd2 ? { jsonSchemaVersion } : {}) };
    const answer =
      forVariant && variant
        ? await publishVariant.mutateAsync({ organisation: definition.organisation, name: definition.name, variantName: variant.name, variantVersion: variant.version, body })
        : await publish.mutateAsync({ organisation: definition.organisation, name: definition.name, body });
    setResult(answer);
    showSuccess(texts.published);
    return true;
  };

  const api = useApiForm({
    schema: publishSchema,
    defaultValues: { variant: null, target: null, isPublished: true, isDownloadable: false, jsonSchemaVersion: '201909' },
    send: async (values) => {
      // Published or refused, the modal then shows the outcome of these choices, and keeps them.
      try {
        const published = await (targetOf(values.target) === 'openapi' ? publishOpenApi(values) : publishDefinition(values));
        return published ? { saved: true, resetTo: values } : NOT_SAVED;
      } catch (error) {
        refuse(error);
        return NOT_SAVED;
      }
    },
    failureText: texts.publishFailed,
  });

  const { control, setValue, watch } = api.form;
  const values = useWatch({ control }) as PublishValues;
  // 001 §4: unchecking published clears downloadable.
  useEffect(() => {
    const subscription = watch((typed, { name }) => {
      if (name === 'isPublished' && !typed.isPublished) setValue('isDownloadable', false);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const hasActiveFunction = definition.functions.some((fn) => fn.active) && (!forVariant || publishableVariants(definition).length > 0);
  const blocked = !hasActiveFunction || (forVariant && (isAfd2 || values.variant === null));
  const locked = result !== null || refusal !== null || api.pending;
  return { api, values, target: targetOf(values.target), isAfd2, offersOpenApi, hasActiveFunction, blocked, locked, result, refusal };
}
