import { maxTestMessageLength, type MessageCheckResult } from '@afd/contracts';
import { Alert, Button, FileButton, Group, Loader, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { useDefinitionFunctions } from '../api/definitions';
import { useCheckTestMessage, useDownloadConformanceKit } from '../api/workbench';
import { SubjectHeader } from '../subject-header';
import { workbenchTexts as texts } from './workbench-texts';

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
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const chosenFunction = functionName ?? functions.data?.functions.find((fn) => fn.active)?.name ?? null;
  const changeInput = (change: () => void) => {
    change();
    check.reset();
  };
  const readFile = async (file: File | null) => {
    if (!file) return;
    setFileProblem(null);
    if (file.size > maxTestMessageLength) {
      setFileProblem(texts.fileTooLarge(file.name));
      return;
    }
    try {
      const text = await file.text();
      changeInput(() => setMessage(text));
    } catch {
      setFileProblem(texts.fileUnreadable(file.name));
    }
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
            <Textarea
              label={texts.messageLabel}
              placeholder={texts.messagePlaceholder}
              value={message}
              onChange={(event) => changeInput(() => setMessage(event.currentTarget.value))}
              rows={12}
              styles={{ input: { fontFamily: 'monospace' } }}
              error={fileProblem}
            />
            <Group>
              <FileButton onChange={(file) => void readFile(file)} accept="application/json,.json,application/xml,text/xml,.xml">
                {(props) => (
                  <Button variant="default" {...props}>
                    {texts.chooseFile}
                  </Button>
                )}
              </FileButton>
              <Button type="submit" disabled={!chosenFunction || message.trim() === ''} loading={check.isPending}>
                {texts.check}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {check.isPending ? <Loader role="status" aria-label={texts.checking} size="sm" /> : null}
      {check.error ? (
        <Alert color="red" title={texts.checkFailed} role="alert">
          {check.error instanceof ApiError ? check.error.detail : null}
        </Alert>
      ) : null}
      {check.data ? <Findings result={check.data} /> : null}
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

function Findings({ result }: { result: MessageCheckResult }) {
  if (result.findings.length === 0) {
    return (
      <Alert color="green" role="status">
        {texts.noFindings(result.function)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {texts.findingsTitle(result.findings.length, result.function)}
      </Title>
      <Table striped aria-label={texts.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.kind}</Table.Th>
            <Table.Th>{texts.columns.path}</Table.Th>
            <Table.Th>{texts.columns.message}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.findings.map((finding, index) => (
            <Table.Tr key={`${finding.path}-${index}`}>
              <Table.Td>{texts.kinds[finding.kind]}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{finding.path === '' ? texts.wholeMessage : finding.path}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{finding.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
