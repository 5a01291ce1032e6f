import { schemaIssueSchema } from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson, encodePath } from '@/lib/api-client';
import { schemaIssueQueryKeys } from './schema-issue-query-keys';

/** `GET /api/SchemaIssues/{organization}/{id}`: one melding of the receiving organisation. */
export function getIssue(organisation: string, id: number) {
  return apiJson(`/api/SchemaIssues/${encodePath(organisation, id)}`, schemaIssueSchema);
}

export function useIssue(organisation: string, id: number) {
  return useQuery({ queryKey: schemaIssueQueryKeys.issue(organisation, id), queryFn: () => getIssue(organisation, id) });
}
