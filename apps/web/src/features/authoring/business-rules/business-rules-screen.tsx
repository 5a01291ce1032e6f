import type { BusinessRule } from '@afd/contracts';
import { nextRuleName } from '@afd/afd/authoring';
import { ActionIcon, Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showFailure, showSuccess } from '@/components/toasts';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/use-session';
import { userDisplayName } from '@/lib/user-display-name';
import { useBusinessRules, useSaveBusinessRules, validatePseudoRule } from '../api/business-rules';
import { backHref } from '../back-href';
import { BusinessRuleModal } from './business-rule-modal';
import { businessRuleScreenTexts as texts } from './business-rule-texts';

type Editing = { index: number | null; rule: BusinessRule } | null;

/**
 * Verbandscontroles of a definition (001 §2 'Business rules'; `.../verbandscontroles` for AFD 1.0
 * with pseudo code or XPath, `.../verbandscontroles-afd2` for JMESPath with a message): the list,
 * add, edit and delete; every change saves the whole list (one revision) and says whether it did.
 */
function BusinessRulesScreen({ afdVersion }: { afdVersion: 1 | 2 }) {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const user = useCurrentUser();
  const rules = useBusinessRules(organisation, productname);
  const save = useSaveBusinessRules(organisation, productname, user ? userDisplayName(user) : '');
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<number | null>(null);
  useFailureToast(rules.error, texts.loadFailed);
  const list = rules.data?.businessRules ?? [];

  const saveList = async (next: BusinessRule[]) => {
    try {
      await save.mutateAsync({ rules: next, revision: rules.data?.revision ?? 0 });
      showSuccess(texts.saved);
    } catch (error) {
      showFailure(texts.saveFailed, error);
      throw error;
    }
  };
  const newRule = (): BusinessRule => ({ name: nextRuleName(list.map((rule) => rule.name)), expression: '', message: '', source: '', type: afdVersion === 1 ? 'pseudo' : 'jmespath' });

  return (
    <Stack>
      <Group>
        <Button component={Link} to={backHref(baseline, organisation)} variant="default" size="xs">
          {texts.back}
        </Button>
      </Group>
      <div>
        <Title order={1}>{texts.title}</Title>
        <Text>
          {organisation} – {baseline} – <strong>{productname}</strong>
        </Text>
      </div>
      {rules.isLoading ? <Loader role="status" aria-label="Verbandscontroles worden geladen" /> : null}
      {rules.error ? (
        <Alert color="red" title={texts.loadFailed}>
          {rules.error instanceof ApiError ? rules.error.detail : null}
        </Alert>
      ) : null}
      {rules.data ? (
        <>
          <Group>
            <Button onClick={() => setEditing({ index: null, rule: newRule() })}>{texts.add}</Button>
          </Group>
          {list.length === 0 ? (
            <Text>{texts.empty}</Text>
          ) : (
            <Table aria-label="Verbandscontroles" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Naam</Table.Th>
                  {afdVersion === 1 ? <Table.Th>Bron</Table.Th> : null}
                  <Table.Th>{afdVersion === 1 ? 'Expressie' : 'JMESPath'}</Table.Th>
                  {afdVersion === 2 ? <Table.Th>Foutmelding</Table.Th> : null}
                  <Table.Th>Actie</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((rule, index) => (
                  <Table.Tr key={rule.name}>
                    <Table.Td>{rule.name}</Table.Td>
                    {afdVersion === 1 ? <Table.Td>{rule.source}</Table.Td> : null}
                    <Table.Td style={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{rule.expression}</Table.Td>
                    {afdVersion === 2 ? <Table.Td>{rule.message}</Table.Td> : null}
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing({ index, rule: { ...rule } })} aria-label={`Bewerk ${rule.name}`}>
                          Bewerk
                        </Button>
                        <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(index)} aria-label={`Verwijder ${rule.name}`}>
                          ×
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
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
            await saveList(next);
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
          setToDelete(null);
          void saveList(next).catch(() => undefined);
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
