import { schemaIssueSchema, type NewSchemaIssue } from '@afd/contracts';
import { apiJson } from '@/lib/api-client';

/** `POST /api/SchemaIssues`: the server adds reporter, receiver, status and date, and answers with the id. */
export function createIssue(issue: NewSchemaIssue) {
  return apiJson('/api/SchemaIssues', schemaIssueSchema, { method: 'POST', body: issue });
}
