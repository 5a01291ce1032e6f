import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFailureToast } from '@/components/use-failure-toast';
import { ApiError } from '@/lib/api-error';
import { useDefinitionOutline } from '../api/definition-page';
import { backHref } from '../back-href';
import { DefinitionEditor } from './definition-editor';
import { definitionPageTexts as texts } from './definition-page-texts';

/**
 * 'AFD Online Samenstellen' for one definition (/productdefinitie/:organisation/:baseline/:productname,
 * 001 §2): Terug, the subject line, and the editor once the definition's outline is loaded.
 */
export default function DefinitionPageScreen() {
  const { organisation = '', baseline = '', productname = '' } = useParams();
  const definition = useDefinitionOutline(organisation, productname);
  useFailureToast(definition.error, texts.loadFailed);
  // A reload after a refused save starts the editor afresh on what is stored.
  const [generation, setGeneration] = useState(0);
  const reload = () => void definition.refetch().then(() => setGeneration((current) => current + 1));

  return (
    <Stack>
      <Group>
        <Button component={Link} to={backHref(baseline, organisation)} variant="default" size="xs">
          {texts.back}
        </Button>
      </Group>
      <div>
        <Title order={1}>{texts.title}</Title>
        {/* A name without spaces breaks anywhere rather than make the page scroll sideways (issue 16). */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {organisation} – {baseline} – <strong>{productname}</strong>
        </Text>
      </div>
      {definition.isLoading ? <Loader role="status" aria-label="Definitie wordt geladen" /> : null}
      {definition.error ? (
        <Alert color="red" title={texts.loadFailed}>
          {definition.error instanceof ApiError ? definition.error.detail : null}
        </Alert>
      ) : null}
      {definition.data && !definition.error ? <DefinitionEditor key={generation} definition={definition.data} onReload={reload} /> : null}
    </Stack>
  );
}
