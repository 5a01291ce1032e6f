import type { XPathRule } from '@afd/contracts';
import { Modal } from '@mantine/core';
import type { SendOutcome } from '@/components/form/use-api-form';
import type { RuleDraft } from '../rule-draft';
import { xpathRuleScreenTexts as texts } from '../xpath-rule-texts';
import { XPathRuleForm } from './xpath-rule-form';

export interface EditXPathRuleDialogProps {
  rule: XPathRule | null;
  rules: readonly XPathRule[];
  send: (draft: RuleDraft, original: XPathRule) => Promise<SendOutcome<RuleDraft>>;
  onClose: () => void;
}

/** 'Bewerk': the rule's four fields in a dialog; it closes once the change is saved. */
export function EditXPathRuleDialog({ rule, rules, send, onClose }: EditXPathRuleDialogProps) {
  return (
    <Modal opened={rule !== null} onClose={onClose} title={texts.editRule} size="xl" closeButtonProps={{ 'aria-label': 'Sluiten' }}>
      {rule ? (
        <XPathRuleForm key={rule.id} rules={rules} original={rule} submitLabel="Opslaan" send={(draft) => send(draft, rule)} onCancel={onClose} onSaved={onClose} />
      ) : null}
    </Modal>
  );
}
