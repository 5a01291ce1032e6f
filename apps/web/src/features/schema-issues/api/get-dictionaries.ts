import { dictionarySchema } from '@afd/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { schemaIssueQueryKeys, type SchemaIssueDictionaryName } from './schema-issue-query-keys';

/** `GET /api/SchemaIssues/{status|category|afd-definition-substatus|documentation-substatus}-dict`. */
export function getSchemaIssueDictionary(name: SchemaIssueDictionaryName) {
  return apiJson(`/api/SchemaIssues/${name}`, dictionarySchema);
}

/** One dictionary, fetched once per session (001 §7: dictionaries are cached). */
export function useSchemaIssueDictionary(name: SchemaIssueDictionaryName) {
  return useQuery({ queryKey: schemaIssueQueryKeys.dictionary(name), queryFn: () => getSchemaIssueDictionary(name), staleTime: Infinity });
}
