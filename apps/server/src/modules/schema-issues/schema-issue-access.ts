import type { Principal } from '../../auth/principal.ts';

// Who may see and handle a melding (spec 001 §2 route table, §6). The server decides; the web app
// only hides what the server would refuse.
//
// - The RECEIVER side handles meldingen and sees the received overview: administrators, and
//   certifiers authorised for the receiving organisation (their compositionOrganisations).
// - The REPORTER side sees what it sent: administrators, certifiers authorised for the reporting
//   organisation (the sent overview), and for a single melding also any user authorised for the
//   reporting organisation and the reporter themself (a validator may report, and may look back).

const isAuthorisedFor = (principal: Principal, organisationId: string | null): boolean =>
  organisationId !== null && principal.compositionOrganisations.some((organisation) => organisation.id === organisationId);

/** May list and handle the meldingen addressed to, or sent by, this organisation (the overviews). */
export function mayManageIssuesOf(principal: Principal, organisationId: string): boolean {
  return principal.roles.isAdministrator || (principal.roles.isCertifier && isAuthorisedFor(principal, organisationId));
}

export interface IssueParties {
  receiverOrganisationId: string;
  reporterOrganisationId: string | null;
  reporterUserId: string | null;
}

/** May change status, substatuses and comments: the receiver side only. */
export function mayHandleIssue(principal: Principal, issue: IssueParties): boolean {
  return mayManageIssuesOf(principal, issue.receiverOrganisationId);
}

/** May read the melding, its attachments, and add an attachment: receiver side or reporter side. */
export function mayReadIssue(principal: Principal, issue: IssueParties): boolean {
  if (mayHandleIssue(principal, issue)) return true;
  if (issue.reporterUserId !== null && issue.reporterUserId === principal.userId) return true;
  return isAuthorisedFor(principal, issue.reporterOrganisationId);
}
