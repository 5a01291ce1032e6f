import type { XPathRule } from '@afd/contracts';
import { showError, showSuccess } from '@/components/toasts';
import { ApiError } from '@/lib/api-error';
import { getXPathRuleUsage } from './api/get-xpath-rule-usage';
import { useSaveXPathRule } from './api/save-xpath-rule';
import { validateXPathRule } from './api/validate-xpath-rule';
import { newRuleId } from './new-rule-id';
import { draftErrorsOf, nameError, parseDraft, type DraftErrors, type RuleDraft } from './rule-draft';
import { xpathRuleScreenTexts as texts } from './xpath-rule-texts';

/** How a submit ended for the form: saved (the form may close or clear), or still open with messages. */
export type SubmitOutcome = { saved: true } | { saved: false; errors: DraftErrors };

const stayOpen = (errors: DraftErrors = {}): SubmitOutcome => ({ saved: false, errors });
const detailOf = (error: unknown) => (error instanceof ApiError ? error.detail : null);

/**
 * Adding a rule (no `original`) or changing one (spec 000 §5): all four fields required, a
 * unique name, both expressions valid on the server ('Selectie X-path is ongeldig: …',
 * 'X-path regel is ongeldig: …'), and a rename confirmed with the baselines that use the rule.
 */
export function useSubmitXPathRule(
  rules: readonly XPathRule[],
  confirm: (message: string, usages: readonly string[]) => Promise<boolean>,
) {
  const save = useSaveXPathRule();

  const submit = async (typed: RuleDraft, original?: XPathRule): Promise<SubmitOutcome> => {
    const parsed = parseDraft(typed);
    if ('errors' in parsed) return stayOpen(parsed.errors);
    const { draft } = parsed;
    const takenName = nameError(draft.name, rules, original);
    if (takenName) return stayOpen({ name: takenName });

    try {
      const validation = await validateXPathRule(draft);
      if (!validation.valid) {
        return stayOpen({
          ...(validation.selectionXPathError ? { selectionXPath: texts.invalidSelection(validation.selectionXPathError) } : {}),
          ...(validation.predicateXPathError ? { predicateXPath: texts.invalidPredicate(validation.predicateXPathError) } : {}),
        });
      }
    } catch (error) {
      showError(texts.saveFailed, detailOf(error));
      return stayOpen();
    }

    if (original && original.name !== draft.name) {
      let usages: string[];
      try {
        usages = await getXPathRuleUsage(original.name);
      } catch (error) {
        showError(texts.usageFailed, detailOf(error));
        return stayOpen();
      }
      if (!(await confirm(texts.confirmRename, usages))) return stayOpen();
    }

    try {
      await save.mutateAsync({ id: original?.id ?? newRuleId(), ...draft });
      showSuccess(texts.saved);
      return { saved: true };
    } catch (error) {
      const errors = error instanceof ApiError ? draftErrorsOf(error.fieldErrors) : {};
      if (Object.keys(errors).length === 0) showError(texts.saveFailed, detailOf(error));
      return stayOpen(errors);
    }
  };

  return { submit, saving: save.isPending };
}
