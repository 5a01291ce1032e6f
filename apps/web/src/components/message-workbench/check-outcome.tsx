import type { MessageFinding } from '@afd/contracts';
import { Alert, Loader } from '@mantine/core';
import { ApiError } from '@/lib/api-error';
import { findingsTitle, MessageFindings } from './message-findings';

// What a message check shows below the form, on both 'Bericht testen' screens: a status while it
// runs, the server's reason when it refuses, else the findings.

const texts = {
  checking: 'Het bericht wordt gecontroleerd',
  checkFailed: 'Het bericht kon niet worden gecontroleerd',
} as const;

export interface CheckOutcomeProps {
  check: { isPending: boolean; error: unknown; data: { findings: MessageFinding[] } | undefined };
  /** What was checked against: "functie 'melding'", "schema 'X'". */
  subject: string;
  /** The success line when there is no finding. */
  noFindings: string;
}

export function CheckOutcome({ check, subject, noFindings }: CheckOutcomeProps) {
  return (
    <>
      {check.isPending ? <Loader role="status" aria-label={texts.checking} size="sm" /> : null}
      {check.error ? (
        <Alert color="red" title={texts.checkFailed} role="alert">
          {check.error instanceof ApiError ? check.error.detail : null}
        </Alert>
      ) : null}
      {check.data ? <MessageFindings findings={check.data.findings} title={findingsTitle(check.data.findings.length, subject)} noFindings={noFindings} /> : null}
    </>
  );
}
