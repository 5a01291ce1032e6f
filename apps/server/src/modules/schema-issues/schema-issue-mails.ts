import type { OutgoingMail } from '../../mail/outbox.ts';

// The e-mails of the meldingen module (plain Dutch text). A new melding goes to the receiving
// organisation's users who chose notifyOnSchemaIssues (the spec's notifyOnAfdDefinitionsMeldingen); a saved handling goes to the
// reporter ('Opslaan en versturen': the handler's answer is sent). ADR 0015.

/** A subject is one line: a title with line breaks must not add mail headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface IssueMailFacts {
  id: number;
  title: string;
  schema: string;
  schemaOrganisation: string;
  receiver: string;
  reporterName: string;
  reporterEmail: string;
  reporterOrganisation: string;
}

/** Where the receiving organisation handles the melding (the web app's edit route). */
export function issueEditLink(publicUrl: string, receiver: string, id: number): string {
  return `${publicUrl}/schema-issue-edit/${encodeURIComponent(receiver)}/${id}`;
}

/** Where the reporter reads the melding back (the web app's read-only route). */
export function issueViewLink(publicUrl: string, reporterOrganisation: string, receiver: string, id: number): string {
  return `${publicUrl}/schema-issue-view/${encodeURIComponent(reporterOrganisation)}/${encodeURIComponent(receiver)}/${id}`;
}

export function newIssueMails(recipients: readonly string[], issue: IssueMailFacts, publicUrl: string): OutgoingMail[] {
  const reporter = issue.reporterOrganisation ? `${issue.reporterName} (${issue.reporterOrganisation})` : issue.reporterName;
  const body = [
    `Er is een nieuwe melding ontvangen voor ${issue.receiver}.`,
    '',
    `Titel: ${issue.title}`,
    `Schema: ${issue.schema} (${issue.schemaOrganisation})`,
    `Gemeld door: ${reporter}, ${issue.reporterEmail}`,
    '',
    `Bekijk en behandel de melding: ${issueEditLink(publicUrl, issue.receiver, issue.id)}`,
    '',
    'U ontvangt dit bericht omdat u meldingen over AFD-definities wilt ontvangen.',
  ].join('\n');
  return recipients.map((recipient) => ({
    recipient,
    subject: oneLine(`Nieuwe melding ${issue.id}: ${issue.title}`),
    body,
    reason: 'schema-issue.created',
  }));
}

export interface HandledIssueFacts extends IssueMailFacts {
  statusLabel: string;
  comments: string;
}

export function handledIssueMail(issue: HandledIssueFacts, publicUrl: string): OutgoingMail {
  const body = [
    `Uw melding '${issue.title}' over schema ${issue.schema} is bijgewerkt door ${issue.receiver}.`,
    '',
    `Status: ${issue.statusLabel}`,
    `Opmerkingen: ${issue.comments}`,
    '',
    `Bekijk de melding: ${issueViewLink(publicUrl, issue.reporterOrganisation, issue.receiver, issue.id)}`,
  ].join('\n');
  return { recipient: issue.reporterEmail, subject: oneLine(`Melding ${issue.id} bijgewerkt: ${issue.title}`), body, reason: 'schema-issue.updated' };
}
