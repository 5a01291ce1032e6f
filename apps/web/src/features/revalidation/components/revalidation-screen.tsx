import type { RevalidationResult } from '@afd/contracts';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showFailure, showSuccess } from '@/components/toasts';
import { useRevalidateSchemas } from '../api/revalidate-schemas';
import { RevalidationResultsTable } from './revalidation-results-table';

/**
 * 'Hervalideer' (spec 000 §2 screen 13, /revalidateschemas): one button checks every certified
 * schema against its current baseline; the schemas that no longer validate are listed collapsed,
 * each with its messages.
 */
export default function RevalidationScreen() {
  const revalidate = useRevalidateSchemas();
  const [results, setResults] = useState<RevalidationResult[] | null>(null);

  const start = () => {
    setResults(null);
    revalidate.mutate(undefined, {
      onSuccess: (invalid) => {
        setResults(invalid);
        if (invalid.length === 0) showSuccess('Hervalidatie gaf geen ongeldige schemas.');
      },
      onError: (error) => showFailure('Hervalidatie is mislukt.', error),
    });
  };

  return (
    <Stack>
      <Title order={1}>Hervalideer schema&apos;s</Title>
      <Text>Controleer alle gecertificeerde schema&apos;s opnieuw tegen de actuele validatie baseline.</Text>
      <Group>
        <Button onClick={start} disabled={revalidate.isPending}>
          Hervalideer
        </Button>
        {revalidate.isPending ? <Loader size="sm" aria-label="Hervalidatie loopt" /> : null}
      </Group>
      {results && results.length > 0 ? (
        <Stack gap="xs">
          <Title order={2}>Schema&apos;s die niet meer valide zijn</Title>
          <RevalidationResultsTable results={results} />
        </Stack>
      ) : null}
    </Stack>
  );
}
