import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CheckOutcome } from '@/components/message-workbench/check-outcome';
import { MessageField } from '@/components/message-workbench/message-field';
import { useCheckSchemaMessage } from '../api/check-schema-message';
import { SchemaScreenHeader } from './schema-screen-header';

// Texts of 'Bericht testen' on a certified schema (issue 18, point 5; ours, in the plain style of the definition's screen).
const texts = {
  title: 'Bericht testen',
  intro:
    'Controleer een testbericht tegen dit gecertificeerde schema, zoals het gecertificeerd is: met de datacatalogus van zijn baseline en, bij een gegenereerd schema, zijn verbandscontroles. Er wordt niets opgeslagen.',
  check: 'Controleer',
  schemaSubject: (name: string) => `schema '${name}'`,
  noFindings: (name: string) => `Geen bevindingen: het bericht voldoet aan schema '${name}'.`,
} as const;

/**
 * 'Bericht testen' from a row of 'Beheer schema's': a message pasted or picked is checked against
 * the certified schema; every finding with its place. A result belongs to the message it was asked
 * for: changing the message clears it. The server decides who may (the owner's managers).
 */
export default function SchemaWorkbenchScreen() {
  const { organisation = '', schema = '' } = useParams();
  const check = useCheckSchemaMessage(organisation, schema);
  const [message, setMessage] = useState('');

  return (
    <Stack>
      <SchemaScreenHeader title={texts.title} organisation={organisation} schema={schema} />
      <Text>{texts.intro}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim() !== '') check.mutate(message);
        }}
      >
        <MessageField
          value={message}
          onChange={(text) => {
            setMessage(text);
            check.reset();
          }}
        >
          <Button type="submit" disabled={message.trim() === ''} loading={check.isPending}>
            {texts.check}
          </Button>
        </MessageField>
      </form>
      <CheckOutcome check={check} subject={texts.schemaSubject(check.data?.schema ?? schema)} noFindings={texts.noFindings(check.data?.schema ?? schema)} />
    </Stack>
  );
}
