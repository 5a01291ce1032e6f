import type { BaselineImpact } from '@afd/contracts';
import { Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LibraryDifference } from '@/components/library-difference/library-difference';
import { DateText } from '@/components/date-text';

/** Spec 000 §5: the question before a baseline is overwritten. */
export const overwriteConfirmation = 'Er bestaat al een baseline schema met deze sleutel. Wilt u deze overschrijven?';

export type ImpactState = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; impact: BaselineImpact };

function AffectedDefinitions({ impact }: { impact: BaselineImpact }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="impact-definitions">
      <Title order={3} size="h5" id="impact-definitions">
        {`AFD-definities met synchronisatiewaarschuwingen (${impact.definitions.length})`}
      </Title>
      {impact.definitions.length === 0 ? (
        <Text>Geen AFD-definities krijgen synchronisatiewaarschuwingen.</Text>
      ) : (
        <List aria-label="AFD-definities met synchronisatiewaarschuwingen">
          {impact.definitions.map((definition) => (
            <List.Item key={definition.path}>
              <Text fw={600}>{definition.path}</Text>
              <List withPadding size="sm">
                {definition.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function AffectedSchemas({ impact }: { impact: BaselineImpact }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="impact-schemas">
      <Title order={3} size="h5" id="impact-schemas">
        {`Gecertificeerde schema's die niet meer certificeren (${impact.schemas.length} van ${impact.schemasChecked})`}
      </Title>
      {impact.schemas.length === 0 ? (
        <Text>
          {impact.schemasChecked === 0
            ? 'Er zijn geen gecertificeerde schema’s op deze baseline.'
            : 'Alle gecertificeerde schema’s op deze baseline certificeren ook tegen de nieuwe baseline library.'}
        </Text>
      ) : (
        <List aria-label="Gecertificeerde schema's die niet meer certificeren">
          {impact.schemas.map((schema) => (
            <List.Item key={`${schema.organisation}/${schema.name}`}>
              <Text fw={600}>{`${schema.organisation}/${schema.name} (versie ${schema.version})`}</Text>
              <List withPadding size="sm">
                {schema.messages
                  .filter((message) => message.severity === 1)
                  .slice(0, 5)
                  .map((message, index) => (
                    <List.Item key={index}>{`${message.message} ${message.description}`.trim()}</List.Item>
                  ))}
              </List>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * The impact analysis before an existing baseline is overwritten (issue 18, point 4): what changes
 * against the current library, which definitions and certified schemas are affected, and the
 * spec's question with Ja / Nee above it all. Shown for exactly the file, key and rules it was made for.
 */
export function ImpactPreview({ state, busy, onConfirm, onCancel }: { state: ImpactState; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  // The question comes first and takes focus (which scrolls it into view): the analysis below it
  // can be long, and the screen waits for Ja or Nee.
  const question = useRef<HTMLParagraphElement>(null);
  const asking = state.status !== 'loading';
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  return (
    <Card withBorder component="section" aria-labelledby="impact-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="impact-title">
          Impactanalyse
        </Title>
        {asking ? (
          <>
            <Text fw={600} ref={question} tabIndex={-1}>
              {overwriteConfirmation}
            </Text>
            <Group>
              <Button onClick={onConfirm} disabled={state.status !== 'ready'} loading={busy}>
                Ja
              </Button>
              <Button variant="default" onClick={onCancel} disabled={busy}>
                Nee
              </Button>
            </Group>
          </>
        ) : null}
        {state.status === 'loading' ? (
          <Group gap="xs">
            <Loader size="sm" role="status" aria-label="Impactanalyse wordt uitgevoerd" />
            <Text>Impactanalyse wordt uitgevoerd…</Text>
          </Group>
        ) : null}
        {state.status === 'failed' ? (
          <Alert color="red" title="Impactanalyse is mislukt" role="alert">
            {state.reason}
          </Alert>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <Text>
              {`Vergeleken met de huidige baseline library van ${state.impact.basedOn} (`}
              <DateText value={state.impact.current.creationTime} withTime />
              {').'}
            </Text>
            <LibraryDifference difference={state.impact.difference} />
            <AffectedDefinitions impact={state.impact} />
            <AffectedSchemas impact={state.impact} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
