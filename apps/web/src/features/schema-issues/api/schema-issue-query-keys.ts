/** Query keys of the meldingen feature; everything under ['schema-issues'] is refreshed after a change. */
export const schemaIssueQueryKeys = {
  all: ['schema-issues'] as const,
  received: (organisation: string) => ['schema-issues', 'received', organisation.toLowerCase()] as const,
  reported: (organisation: string) => ['schema-issues', 'reported', organisation.toLowerCase()] as const,
  issue: (organisation: string, id: number) => ['schema-issues', 'issue', organisation.toLowerCase(), id] as const,
  // Dictionaries live outside 'schema-issues' so refreshing the issues leaves them cached.
  dictionary: (name: SchemaIssueDictionaryName) => ['schema-issue-dictionaries', name] as const,
};

export type SchemaIssueDictionaryName = 'status-dict' | 'category-dict' | 'afd-definition-substatus-dict' | 'documentation-substatus-dict';
