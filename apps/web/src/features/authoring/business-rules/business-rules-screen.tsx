import type { BusinessRule } from '@afd/contracts';
import { nextRuleName } from '@afd/afd/authoring';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SaveState, type SaveStateValue } from '@/components/save-state';
import { showFailure } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { useCurrentUser } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { useBusinessRules, useSaveBusinessRules, validatePseudoRule } from '../api/business-rules';
import { SubjectHeader } from '../subject-header';
import { BusinessRuleModal } from './business-rule-modal';
import { BusinessRulesTable } from './business-rules-table';
import { businessRuleScreenTexts as texts } from './business-rule-texts';

type Editing = { index: number | null; rule: BusinessRule } | null;

/**
 * Verbandscontroles of a definition (001 §2 'Business rules'; `.../verbandscontroles` for AFD 1.0
 * with pseudo code or XPath, `.../verbandscontroles-afd2` for JMESPath with a message): the list,
 * add, edit and delete; every change saves the whole list (one revision). As on the definition
 * page (ADR 0062), a good save is said quietly in a status line naming the rule, a failure in a toast.
 */
function BusinessRulesScreen({ afdVersion }: { afdVersion: 1 | 2 }) {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const user = useCurrentUser();
  const rules = useBusinessRules(organisation, productname);
  const save = useSaveBusinessRules(organisation, productname, user ? userDisplayName(user) : '');
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const [saveState, setSaveState] = useState<SaveStateValue>('idle');
  const [savedText, setSavedText] = useState<string>(texts.saved);
  const edit = useCallback((index: number, rule: BusinessRule) => setEditing({ index, rule: { ...rule } }), []);
  useFailureToast(rules.error, texts.loadFailed);
  const list = rules.data?.businessRules ?? [];

  const saveList = async (next: BusinessRule[], done: string) => {
    setSaveState('saving');
    try {
      await save.mutateAsync({ rules: next, revision: rules.data?.revision ?? 0 });
      setSavedText(done);
      setSaveState('saved');
    } catch (error) {
      setSaveState('failed');
      showFailure(texts.saveFailed, error);
      throw error;
    }
  };
  const newRule = (): BusinessRule => ({ name: nextRuleName(list.map((rule) => rule.name)), expression: '', message: '', source: '', type: afdVersion === 1 ? 'pseudo' : 'jmespath' });

  return (
    <Stack>
      <SubjectHeader
        title={texts.title}
        organisation={organisation}
        baseline={baseline}
        productname={productname}
        load={{ isLoading: rules.isLoading, error: rules.error, loadingLabel: 'Verbandscontroles worden geladen', failureText: texts.loadFailed }}
      />
      {rules.data ? (
        <>
          <Group>
            <Button onClick={() => setEditing({ index: null, rule: newRule() })}>{texts.add}</Button>
          </Group>
          <SaveState state={saveState} savedText={savedText} />
          {list.length === 0 ? (
            <Text>{texts.empty}</Text>
          ) : (
            <BusinessRulesTable afdVersion={afdVersion} rules={list} onEdit={edit} onDelete={setToDelete} />
          )}
        </>
      ) : null}
      {editing ? (
        <BusinessRuleModal
          afdVersion={afdVersion}
          rule={editing.rule}
          isNew={editing.index === null}
          index={editing.index ?? list.length}
          otherNames={list.filter((_, index) => index !== editing.index).map((rule) => rule.name)}
          attributeNames={rules.data?.attributeNames ?? []}
          validatePseudo={(expression) => validatePseudoRule(organisation, productname, expression)}
          onSubmit={async (rule) => {
            const next = editing.index === null ? [...list, rule] : list.map((current, index) => (index === editing.index ? rule : current));
            await saveList(next, texts.ruleSaved(rule.name));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        message={texts.confirmDelete}
        onConfirm={() => {
          const next = list.filter((_, index) => index !== toDelete);
          const name = toDelete === null ? '' : (list[toDelete]?.name ?? '');
          setToDelete(null);
          void saveList(next, texts.ruleDeleted(name)).catch(() => undefined);
        }}
        onCancel={() => setToDelete(null)}
        confirming={save.isPending}
      />
    </Stack>
  );
}

export function BusinessRulesAfd1Screen() {
  return <BusinessRulesScreen afdVersion={1} />;
}

export function BusinessRulesAfd2Screen() {
  return <BusinessRulesScreen afdVersion={2} />;
}
