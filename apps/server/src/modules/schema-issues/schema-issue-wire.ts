import type { SchemaIssue } from '@afd/contracts';
import type { IssueComment, SchemaIssueRow } from './schema-issues.repository.ts';

/** A melding as the API returns it (001 §3); `organization` is the receiver. */
export function toSchemaIssue(row: SchemaIssueRow, attachments: readonly string[], commentHistory: readonly IssueComment[] = []): SchemaIssue {
  return {
    id: row.id,
    organization: row.receiverName,
    schemaOrganization: row.schemaOrganisationName,
    schema: row.schemaName,
    baselineId: row.baselineSchemaId,
    isvariant: row.isVariant,
    title: row.title,
    category: row.category,
    description: row.description,
    status: row.status,
    afdDefinitionSubStatus: row.afdDefinitionSubStatus,
    documentationSubStatus: row.documentationSubStatus,
    comments: row.comments,
    commentHistory: [...commentHistory],
    attachments: [...attachments],
    date: row.createdAt.toISOString(),
    reporter: {
      name: row.reporterName,
      email: row.reporterEmail,
      // The reporter's organisation as it is called now; the e-mail address stays if it is removed.
      organization: row.reporterOrganisationName ?? '',
    },
  };
}
