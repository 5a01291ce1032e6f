import { isSameOrganisationName } from '@afd/afd';
import type { Principal } from '../../auth/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { HttpProblem } from '../../http/http-problem.ts';
import { findOrganisationByName } from '../../shared/organisation-lookup.ts';
import { mayManageIssuesOf, mayReadIssue } from './schema-issue-access.ts';
import { schemaIssueTexts as texts } from './schema-issue-texts.ts';
import { findIssue, type SchemaIssueRow } from './schema-issues.repository.ts';

// Finding what a call is about, refusing in Dutch what the caller may not see. A melding is
// addressed as {organization}/{id}, where {organization} is its receiver or its reporter's
// organisation (the edit screen uses the first, the read-only view may use either).

/** The organisation of an overview, once the caller may see its meldingen (403 before 404 for non-administrators). */
export async function overviewOrganisation(db: Db, actor: Principal, name: string): Promise<{ id: string; name: string }> {
  const organisation = await findOrganisationByName(db, name);
  if (!organisation) {
    // Only an administrator learns that a name does not exist; others are simply not authorised.
    if (actor.roles.isAdministrator) throw new HttpProblem(404, texts.notFoundTitle, texts.unknownOrganisation(name));
    throw new HttpProblem(403, texts.forbiddenTitle, texts.notAuthorisedFor(name));
  }
  if (!mayManageIssuesOf(actor, organisation.id)) throw new HttpProblem(403, texts.forbiddenTitle, texts.notAuthorisedFor(organisation.name));
  return organisation;
}

/** The melding at {organization}/{id}, or 404. */
export async function issueAt(db: Db | Tx, organisation: string, id: number): Promise<SchemaIssueRow> {
  const issue = await findIssue(db, id);
  const addressed =
    issue !== null &&
    (isSameOrganisationName(issue.receiverName, organisation) ||
      (issue.reporterOrganisationName !== null && isSameOrganisationName(issue.reporterOrganisationName, organisation)));
  if (!issue || !addressed) throw new HttpProblem(404, texts.notFoundTitle, texts.issueNotFound(organisation, id));
  return issue;
}

/** The melding at {organization}/{id}, once the caller may read it (403 otherwise). */
export async function readableIssueAt(db: Db | Tx, actor: Principal, organisation: string, id: number): Promise<SchemaIssueRow> {
  const issue = await issueAt(db, organisation, id);
  if (!mayReadIssue(actor, issue)) throw new HttpProblem(403, texts.forbiddenTitle, texts.mayNotReadIssue);
  return issue;
}
