import type { XPathRule } from '@afd/contracts';
import { Fieldset, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useDeleteXPathRule } from '../api/delete-xpath-rule';
import { getXPathRuleUsage } from '../api/get-xpath-rule-usage';
import { useXPathRulesQuery } from '@/lib/api/get-xpath-rules';
import { useConfirmation } from '../use-confirmation';
import { useSubmitXPathRule } from '../use-submit-xpath-rule';
import { xpathRuleScreenTexts as texts } from '../xpath-rule-texts';
import { EditXPathRuleDialog } from './edit-xpath-rule-dialog';
import { XPathRuleForm } from './xpath-rule-form';
import { XPathRulesTable } from './xpath-rules-table';

/**
 * 'Beheer XPathregels' (spec 000 §2 screen 7): the rules with 'Bewerk' and 'Verwijder', and an
 * add row. Renaming and removing ask first, listing the baselines that select the rule.
 */
export default function XPathRulesScreen() {
  const query = useXPathRulesQuery();
  const rules = query.data ?? [];
  const { confirm, dialogProps } = useConfirmation();
  const send = useSubmitXPathRule(confirm);
  const remove = useDeleteXPathRule();
  const [editing, setEditing] = useState<XPathRule | null>(null);

  useFailureToast(query.isError, texts.loadFailed);

  const askDelete = async (rule: XPathRule) => {
    let usages: string[];
    try {
      usages = await getXPathRuleUsage(rule.name);
    } catch (error) {
      showFailure(texts.usageFailed, error);
      return;
    }
    if (!(await confirm(texts.confirmDelete, usages))) return;
    try {
      await remove.mutateAsync(rule.id);
      showSuccess(texts.saved);
    } catch (error) {
      showFailure(texts.deleteFailed, error);
    }
  };

  return (
    <Stack>
      <Title order={1}>{texts.title}</Title>
      {query.isPending ? (
        <Loader role="status" aria-label="XPath-regels worden geladen" />
      ) : (
        <XPathRulesTable rules={rules} onEdit={setEditing} onDelete={(rule) => void askDelete(rule)} />
      )}
      <Fieldset legend={texts.newRule}>
        <XPathRuleForm rules={rules} submitLabel="Toevoegen" send={(draft) => send(draft)} />
      </Fieldset>
      <EditXPathRuleDialog rule={editing} rules={rules} send={send} onClose={() => setEditing(null)} />
      <ConfirmDialog {...dialogProps} />
    </Stack>
  );
}
