import type { SchemaIssueUpdate } from '@afd/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, encodePath } from '@/lib/api-client';
import { isSchemaIssueData } from './schema-issue-query-keys';

export interface UpdateIssueInput {
  organisation: string;
  id: number;
  update: SchemaIssueUpdate;
}

/** `PUT /api/SchemaIssues/{organization}/{id}`: the handler's status, substatuses and comments. */
export function updateIssue({ organisation, id, update }: UpdateIssueInput) {
  return apiSend(`/api/SchemaIssues/${encodePath(organisation, id)}`, { method: 'PUT', body: update });
}

export function useUpdateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIssue,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isSchemaIssueData }),
  });
}
