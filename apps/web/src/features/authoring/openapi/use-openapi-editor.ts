import { sortOpenApiDescription, type PathChange } from '@afd/afd/authoring';
import type { OpenApiDescription } from '@afd/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { showError, showFailure } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { openApiDescriptionKey, useOpenApiDescription, useOpenApiValidation, useSaveOpenApiDescription } from '../api/openapi';
import { newDescription } from './openapi-model';
import { openApiTexts as texts } from './openapi-texts';

/**
 * The description the editor shows and how a change is kept.
 *
 * When it saves: every change the user completes — an Info or operation form's Opslaan, a modal's
 * OK, a path added, renamed or removed, an operation toggled, an item removed after 'Ja' — is
 * applied at once (shown as it will be) and stores the whole description with PUT and the revision
 * it was loaded or last saved with. 001 §4 says every change signals a change that triggers server
 * validation of the whole description; the validator judges the description the server stores and
 * that registering and exporting use, so storing each change first keeps the Errors card about what
 * would be registered, and there is no separate save to forget. Saves run one after another, each
 * with the revision the previous one answered. A refused save (a colleague saved in between: 409,
 * or a rule the server enforces) shows its reason in the failure toast and the editor shows the
 * stored description again (read anew after a 409), so what is on screen is what is stored.
 */
export function useOpenApiEditor(organisation: string, name: string) {
  const queryClient = useQueryClient();
  const loaded = useOpenApiDescription(organisation, name);
  const save = useSaveOpenApiDescription(organisation, name);
  // The change applied but not yet answered by the server; null once the stored one is current.
  const [pending, setPending] = useState<OpenApiDescription | null>(null);
  const revision = useRef<number | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useFailureToast(loaded.error, texts.loadFailed);

  const stored = loaded.data?.description ?? null;
  const validation = useOpenApiValidation(organisation, name, stored);
  useFailureToast(validation.error, texts.validationFailed);

  const description = pending ?? stored ?? (loaded.data ? newDescription(name) : null);

  const store = async (next: OpenApiDescription) => {
    try {
      const answer = await save.mutateAsync({ description: next, revision: revision.current ?? loaded.data?.revision ?? 0 });
      revision.current = answer.revision;
      // Stored: the cache holds it now, unless a later change is already waiting.
      setPending((current) => (current === next ? null : current));
    } catch (error) {
      showFailure(texts.saveFailed, error);
      setPending(null);
      if (error instanceof ApiError && error.status === 409) {
        revision.current = null;
        await queryClient.invalidateQueries({ queryKey: openApiDescriptionKey(organisation, name) });
      }
    }
  };

  /** Applies a change at once — lists re-sorted, parameters normalised (001 §4) — and stores it after the saves before it. */
  const change = (changed: OpenApiDescription) => {
    const next = sortOpenApiDescription(changed);
    setPending(next);
    queue.current = queue.current.then(() => store(next));
  };

  /** A path added, renamed or removed (the domain's addPath ...): applied when it holds, else its message ("Path '/x' already exists") as a toast. */
  const changePath = (result: PathChange<OpenApiDescription>): boolean => {
    if (result.ok) change(result.description);
    else showError(result.message);
    return result.ok;
  };

  // 001 §8: a failed validation shows its text in place of the error list.
  const errors = validation.isError ? [texts.validationFailed] : (validation.data ?? []);
  return { loaded, description, functions: loaded.data?.functions ?? [], isStored: stored !== null, errors, change, changePath };
}
