import type { Query } from '@tanstack/react-query';
import { apiQueryKey } from '@/lib/api/query-keys';

/** Query keys of the meldingen feature, by API path (lib/api/query-keys.ts). */
export const schemaIssueQueryKeys = {
  received: (organisation: string) => apiQueryKey('SchemaIssues', 'received-by-organization', organisation.toLowerCase()),
  reported: (organisation: string) => apiQueryKey('SchemaIssues', 'reported-by-organization', organisation.toLowerCase()),
  issue: (organisation: string, id: number) => apiQueryKey('SchemaIssues', organisation.toLowerCase(), id),
  dictionary: (name: SchemaIssueDictionaryName) => apiQueryKey('SchemaIssues', name),
};

export type SchemaIssueDictionaryName = 'status-dict' | 'category-dict' | 'afd-definition-substatus-dict' | 'documentation-substatus-dict';

const dictionaryNames: readonly string[] = ['status-dict', 'category-dict', 'afd-definition-substatus-dict', 'documentation-substatus-dict'];

/** The meldingen themselves (lists and single issues), not the dictionaries: what a change makes stale. */
export function isSchemaIssueData(query: Pick<Query, 'queryKey'>): boolean {
  const [path, second] = query.queryKey;
  return path === 'SchemaIssues' && !dictionaryNames.includes(String(second));
}
