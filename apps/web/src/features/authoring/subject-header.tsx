import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
  /** Buttons beside 'Terug' (e.g. the OpenAPI editor's exports). */
  actions?: ReactNode;
  /** Lines under the subject line (e.g. the OpenAPI version). */
  children?: ReactNode;
}

/** Between the parts of the subject line: names may hold hyphens themselves ('Zuiderlicht-Verzekeringen'). */
export const subjectSeparator = ' – ';

/**
 * The top of every screen about one definition (001 §2): 'Terug' to the baseline's definition
 * list, the title, the subject line 'organisation – baseline – product', and the state of the
 * screen's load. One component, so the six authoring screens show their subject alike.
 */
export function SubjectHeader({ title, organisation, baseline, productname, load, actions, children }: SubjectHeaderProps) {
  return (
    <>
      <Group justify="space-between">
        <Button component={Link} to={backHref(baseline, organisation)} variant="default" size="xs">
          Terug
        </Button>
        {actions}
      </Group>
      <div>
        <Title order={1}>{title}</Title>
        {/* A name without spaces breaks anywhere rather than make the page scroll sideways (issue 16). */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {organisation}
          {subjectSeparator}
          {baseline}
          {subjectSeparator}
          <strong>{productname}</strong>
        </Text>
        {children}
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
