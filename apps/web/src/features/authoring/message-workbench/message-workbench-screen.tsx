import { Alert, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CheckOutcome } from '@/components/message-workbench/check-outcome';
import { MessageField } from '@/components/message-workbench/message-field';
import { ApiError } from '@/lib/api-error';
import { useDefinitionFunctions } from '../api/definitions';
import { useCheckTestMessage, useDownloadConformanceKit } from '../api/message-workbench';
import { SubjectHeader } from '../subject-header';
import { workbenchTexts as texts } from './message-workbench-texts';

/**
 * 'Bericht testen' (issue 18, point 5): a member pastes or picks a message, chooses a function of
 * the definition and sees every finding of its schema and verbandscontroles, with the place in
 * the message. A result belongs to the message and function it was asked for: changing either
 * clears it, so what is shown is never about other input.
 */
export default function WorkbenchScreen() {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const functions = useDefinitionFunctions(organisation, productname, true);
  const check = useCheckTestMessage(organisation, productname);
  const kit = useDownloadConformanceKit(organisation, productname);
  const [functionName, setFunctionName] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const chosenFunction = functionName ?? functions.data?.functions.find((fn) => fn.active)?.name ?? null;
  const changeInput = (change: () => void) => {
    change();
    check.reset();
  };

  return (
    <Stack>
      <SubjectHeader
        title={texts.title}
        organisation={organisation}
        baseline={baseline}
        productname={productname}
        load={{ isLoading: functions.isLoading, error: functions.error, loadingLabel: texts.loading, failureText: texts.loadFailed }}
      />
      <Text>{texts.intro}</Text>
      {functions.data ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosenFunction && message.trim() !== '') check.mutate({ functionName: chosenFunction, message });
          }}
        >
          <Stack>
            <Select
              label={texts.functionLabel}
              data={functions.data.functions.map((fn) => ({ value: fn.name, label: fn.active ? fn.name : texts.inactive(fn.name) }))}
              value={chosenFunction}
              onChange={(value) => changeInput(() => setFunctionName(value))}
              allowDeselect={false}
              w={320}
            />
            <MessageField value={message} onChange={(text) => changeInput(() => setMessage(text))}>
              <Button type="submit" disabled={!chosenFunction || message.trim() === ''} loading={check.isPending}>
                {texts.check}
              </Button>
            </MessageField>
          </Stack>
        </form>
      ) : null}
      <CheckOutcome check={check} subject={texts.functionSubject(check.data?.function ?? '')} noFindings={texts.noFindings(check.data?.function ?? '')} />
      {functions.data ? (
        <Stack gap="xs" component="section" aria-labelledby="voorbeeldberichten">
          <Title order={2} size="h4" id="voorbeeldberichten">
            {texts.kitTitle}
          </Title>
          <Text>{texts.kitIntro}</Text>
          <Group>
            <Button variant="default" onClick={() => kit.mutate()} loading={kit.isPending}>
              {texts.generateKit}
            </Button>
          </Group>
          {kit.isPending ? <Loader role="status" aria-label={texts.generatingKit} size="sm" /> : null}
          {kit.data ? (
            <Text role="status">{texts.kitDownloaded(kit.data)}</Text>
          ) : null}
          {kit.error ? (
            <Alert color="red" title={texts.kitFailed} role="alert">
              {kit.error instanceof ApiError ? kit.error.detail : null}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
