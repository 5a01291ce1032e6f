import type { XPathRule } from '@afd/contracts';
import { NOT_SAVED, SAVED, type SendOutcome } from '@/components/form/use-api-form';
import { showFailure, showSuccess } from '@/components/toasts';
import { getXPathRuleUsage } from './api/get-xpath-rule-usage';
import { useSaveXPathRule } from './api/save-xpath-rule';
import { validateXPathRule } from './api/validate-xpath-rule';
import { newRuleId } from './new-rule-id';
import type { RuleDraft } from './rule-draft';
import { xpathRuleScreenTexts as texts } from './xpath-rule-texts';

/**
 * Sending a rule that passed the form's checks, added (no `original`) or changed (spec 000 §5):
 * both expressions valid on the server ('Selectie X-path is ongeldig: …', 'X-path regel is
 * ongeldig: …'), and a rename confirmed with the baselines that use the rule. A failed call
 * throws: the form puts its field errors on the fields, or says 'Opslaan is mislukt'.
 */
export function useSubmitXPathRule(confirm: (message: string, usages: readonly string[]) => Promise<boolean>) {
  const save = useSaveXPathRule();

  return async (draft: RuleDraft, original?: XPathRule): Promise<SendOutcome<RuleDraft>> => {
    const validation = await validateXPathRule(draft);
    if (!validation.valid) {
      return {
        saved: false,
        fieldErrors: {
          ...(validation.selectionXPathError ? { selectionXPath: texts.invalidSelection(validation.selectionXPathError) } : {}),
          ...(validation.predicateXPathError ? { predicateXPath: texts.invalidPredicate(validation.predicateXPathError) } : {}),
        },
      };
    }

    if (original && original.name !== draft.name) {
      let usages: string[];
      try {
        usages = await getXPathRuleUsage(original.name);
      } catch (error) {
        showFailure(texts.usageFailed, error);
        return NOT_SAVED;
      }
      if (!(await confirm(texts.confirmRename, usages))) return NOT_SAVED;
    }

    await save.mutateAsync({ id: original?.id ?? newRuleId(), ...draft });
    showSuccess(texts.saved);
    return SAVED;
  };
}
