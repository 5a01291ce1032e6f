import type { XPathRule } from '@afd/contracts';
import { Modal } from '@mantine/core';
import type { RuleDraft } from '../rule-draft';
import type { SubmitOutcome } from '../use-submit-xpath-rule';
import { xpathRuleScreenTexts as texts } from '../xpath-rule-texts';
import { XPathRuleForm } from './xpath-rule-form';

export interface EditXPathRuleDialogProps {
  rule: XPathRule | null;
  onSubmit: (draft: RuleDraft, original: XPathRule) => Promise<SubmitOutcome>;
  onClose: () => void;
  saving: boolean;
}

/** 'Bewerk': the rule's four fields in a dialog; it closes once the change is saved. */
export function EditXPathRuleDialog({ rule, onSubmit, onClose, saving }: EditXPathRuleDialogProps) {
  const submit = async (draft: RuleDraft) => {
    if (!rule) return { saved: false, errors: {} } satisfies SubmitOutcome;
    const outcome = await onSubmit(draft, rule);
    if (outcome.saved) onClose();
    return outcome;
  };
  return (
    <Modal opened={rule !== null} onClose={onClose} title={texts.editRule} size="xl" closeButtonProps={{ 'aria-label': 'Sluiten' }}>
      {rule ? (
        <XPathRuleForm key={rule.id} initial={rule} submitLabel="Opslaan" onSubmit={submit} onCancel={onClose} saving={saving} />
      ) : null}
    </Modal>
  );
}
