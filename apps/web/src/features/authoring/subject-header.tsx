import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { backHref } from './back-href';

export interface SubjectHeaderProps {
  title: string;
  organisation: string;
  baseline: string;
  productname: string;
  /** The screen's first load: a loader while it runs (labelled), its failure under `failureText`. */
  load: { isLoading: boolean; error: unknown; loadingLabel: string; failureText: string };
}

/**
 * The top of a screen about one definition (001 §2): 'Terug' to the baseline's definition list,
 * the title, the subject line organisation-baseline-product, and the state of the screen's load.
 */
export function SubjectHeader({ title, organisation, baseline, productname, load }: SubjectHeaderProps) {
  return (
    <>
      <Group>
        <Button component={Link} to={backHref(baseline, organisation)} variant="default" size="xs">
          Terug
        </Button>
      </Group>
      <div>
        <Title order={1}>{title}</Title>
        {/* A name without spaces breaks anywhere rather than make the page scroll sideways (issue 16). */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {organisation}-{baseline}-<strong>{productname}</strong>
        </Text>
      </div>
      {load.isLoading ? <Loader role="status" aria-label={load.loadingLabel} /> : null}
      {load.error ? (
        <Alert color="red" title={load.failureText}>
          {load.error instanceof ApiError ? load.error.detail : null}
        </Alert>
      ) : null}
    </>
  );
}
