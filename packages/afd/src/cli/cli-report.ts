import type { CertificationResult } from '../model/certification.ts';
import { certificationVerdict, verdictSentence } from '../offline-certification/certification-verdict.ts';

// What afd-certify prints: the verdict and the messages as the portal's message table shows them
// (Melding, Omschrijving; Fout or Waarschuwing), in the portal's order. --json gives the same as
// data, with the messages exactly as the portal's answer carries them.

export interface CliReport {
  verdict: ReturnType<typeof certificationVerdict>;
  verdictText: string;
  manualValidation: boolean;
  messages: CertificationResult['messages'];
  /** Notes of the checker itself (a bare baseline without XPath rules, baseline warnings); not the portal's messages. */
  notes: string[];
  baseline: string;
}

/** The report of one certification. */
export function cliReportOf(result: CertificationResult, baseline: string, notes: string[]): CliReport {
  const verdict = certificationVerdict(result);
  return { verdict, verdictText: verdictSentence(verdict), manualValidation: result.manualValidation, messages: result.messages, notes, baseline };
}

/** The report as text for a terminal or a build log. */
export function cliReportText(report: CliReport, fileName: string): string {
  const lines = [`${fileName}: ${report.verdictText}`, `Baseline: ${report.baseline}`, ...report.notes];
  if (report.messages.length > 0) lines.push('', `Meldingen (${report.messages.length}):`);
  for (const message of report.messages) {
    lines.push(`${message.severity === 0 ? 'Waarschuwing' : 'Fout'}: ${message.message}`);
    if (message.description) lines.push(`    ${message.description}`);
  }
  return `${lines.join('\n')}\n`;
}
